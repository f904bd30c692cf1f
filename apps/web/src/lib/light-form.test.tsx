import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { renderPage } from '../test/render-app';
import { useFormSubmit } from './form-submit';
import { useLightSchemaForm } from './light-form';
import { ApiError } from './api-error';

const schema = z.object({
  name: z.string().min(3, 'At least 3 characters.'),
  email: z.email('Enter a valid e-mail address.'),
});

function Form({ send }: { send: (values: z.infer<typeof schema>) => Promise<unknown> }) {
  const form = useLightSchemaForm(async () => schema, {
    initialValues: { name: '', email: '' },
  });
  const { formError, onSubmit } = useFormSubmit(form, send);
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      {formError && <p role="alert">{formError}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useLightSchemaForm', () => {
  it('checks a field when it loses focus and clears its error as it changes', async () => {
    const user = userEvent.setup();
    renderPage(<Form send={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ab');
    await user.tab();
    expect(await screen.findByText('At least 3 characters.')).toBeTruthy();
    // The other field has not been visited: no message for it yet.
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'c');
    expect(screen.queryByText('At least 3 characters.')).toBeNull();
  });

  it('sends nothing while a field is wrong, then the values once all are right', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => undefined);
    renderPage(<Form send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('At least 3 characters.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' }),
    );
  });

  it("puts the server's field errors on their fields", async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {
      throw new ApiError(400, { email: ['This e-mail is taken.'] });
    });
    renderPage(<Form send={send} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This e-mail is taken.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
