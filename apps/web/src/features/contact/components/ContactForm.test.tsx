import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MESSAGES } from '@partnerly/shared';
import { ContactForm } from './ContactForm';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillAndSend() {
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <ContactForm />
    </MantineProvider>,
  );
  await user.type(screen.getByLabelText(/Your Name/), 'Ada');
  await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Subject/), 'Hello');
  await user.type(screen.getByLabelText(/Message/), 'Tell me more');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it('refuses an empty form without calling the server', async () => {
    const fetchMock = answer(200, {});
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <ContactForm />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms a sent message and clears subject and message but keeps name and email', async () => {
    const fetchMock = answer(200, { detail: MESSAGES.contactReceived });
    await fillAndSend();
    expect(await screen.findByText(MESSAGES.contactReceived)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact_us/',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByLabelText<HTMLInputElement>(/Your Name/).value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>(/Subject/).value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Message/).value).toBe('');
  });

  it('puts server field errors on their fields', async () => {
    answer(400, { email: ['Enter a valid email address.'] });
    await fillAndSend();
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
  });

  it('shows any other server error under the form', async () => {
    answer(429, { detail: 'Request was throttled.' });
    await fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toBe('Request was throttled.');
  });
});
