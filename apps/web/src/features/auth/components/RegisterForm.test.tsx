import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAccessToken } from '../../../lib/session';
import { json, renderRoutes } from '../../../test/render-app';
import { RegisterForm } from './RegisterForm';
import { useFetchMock } from '../../../test/fetch-mock';

const routes = [
  { path: '/register', element: <RegisterForm /> },
  { path: '/welcome', element: <h1>Welcome</h1> },
];

async function fillForm() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'newbie@example.com');
  await user.type(screen.getByLabelText(/^Password \*?$/), 'password123');
  await user.type(screen.getByLabelText(/^Password confirmation/), 'password123');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return user;
}

describe('RegisterForm', () => {
  const fetchMock = useFetchMock();
  const urls = () => fetchMock.mock.calls.map((call) => call[0]);

  it('asks for a code on 200: reveals the field, mails a code and starts the cooldown', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { detail: 'code needed' }))
      .mockResolvedValueOnce(json(200, {}));
    renderRoutes(routes, '/register');
    await fillForm();

    expect(await screen.findByText('Code sent. Check your inbox.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Verification code/ })).toBeTruthy();
    const resend = screen.getByRole('button', { name: /Resend Code in (60|59)/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(urls()).toEqual(['/api/user/register/', '/api/CreateVCode/']);
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toEqual({
      email: 'newbie@example.com',
    });
  });

  it('says "Code sent" only once the server has answered the code request', async () => {
    // Said before, a reload in between found no code sent (a flaky journey did just that).
    let answer: (response: Response) => void = () => undefined;
    fetchMock
      .mockResolvedValueOnce(json(200, { detail: 'code needed' }))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderRoutes(routes, '/register');
    await fillForm();

    expect(await screen.findByRole('textbox', { name: /Verification code/ })).toBeTruthy();
    await vi.waitFor(() => expect(urls()).toContain('/api/CreateVCode/'));
    expect(screen.queryByText('Code sent. Check your inbox.')).toBeNull();
    answer(json(200, {}));
    expect(await screen.findByText('Code sent. Check your inbox.')).toBeTruthy();
  });

  it('only reveals the field on 208, without a new code request', async () => {
    fetchMock.mockResolvedValueOnce(json(208, { detail: 'already sent' }));
    renderRoutes(routes, '/register');
    await fillForm();

    expect(await screen.findByRole('textbox', { name: /Verification code/ })).toBeTruthy();
    expect(
      screen.getByText('A code was already sent to this address. Check your inbox.'),
    ).toBeTruthy();
    expect(urls()).toEqual(['/api/user/register/']);
  });

  it('logs in and opens the welcome step on 201', async () => {
    fetchMock
      .mockResolvedValueOnce(json(201, {}))
      .mockResolvedValueOnce(json(200, { access: 'a1', refresh: 'r1' }));
    renderRoutes(routes, '/register');
    await fillForm();

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(urls()).toEqual(['/api/user/register/', '/api/token']);
    expect(getAccessToken()).toBe('a1');
  });

  it('says so when the automatic login fails', async () => {
    fetchMock.mockResolvedValueOnce(json(201, {})).mockResolvedValueOnce(json(429, {}));
    renderRoutes(routes, '/register');
    await fillForm();
    expect(
      await screen.findByText(
        'Something went wrong while signing you in. Your account is ready: please log in.',
      ),
    ).toBeTruthy();
  });

  it('shows the server field errors under their fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { username: ['A user with that username already exists.'], email: ['one', 'two'] }),
    );
    renderRoutes(routes, '/register');
    await fillForm();

    expect(await screen.findByText('A user with that username already exists.')).toBeTruthy();
    expect(screen.getByText('one')).toBeTruthy();
    expect(screen.queryByText(/two/)).toBeNull();
  });

  it('sends the creator/brand choice made in the form (a brand unless changed)', async () => {
    fetchMock.mockResolvedValue(json(208, { detail: 'already sent' }));
    renderRoutes(routes, '/register');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'A creator' }));
    await fillForm();
    await vi.waitFor(() => expect(urls()).toContain('/api/user/register/'));
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as { account?: string };
    expect(body.account).toBe('creator');
  });
});
