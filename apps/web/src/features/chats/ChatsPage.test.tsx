import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFF_PLATFORM_NOTICE, type MessageData, type UserData } from '@partnerly/shared';
import { AppShell } from '../../app/AppShell';
import { json, renderRoutes } from '../../test/render-app';
import { makeToken } from '../../test/tokens';
import { ChatsPage } from './ChatsPage';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

/** The page's live socket: opened by hand, its sent frames kept. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const message = (id: number, overrides: Partial<MessageData> = {}): MessageData => ({
  id,
  sender: 'bob',
  receiver: 'ada',
  text: `Message ${id}`,
  date: '2024-05-01T10:00:00.000Z',
  dialogue: 1,
  client_id: null,
  ...overrides,
});

const user = {
  username: 'ada',
  subscription: { status: 'active' },
  dialogues: [
    { id: 1, username: 'bob', pp: null, spam: false },
    { id: 2, username: 'bella', pp: null, spam: false },
    { id: 3, username: 'spammer', pp: null, spam: true },
  ],
  messages: [message(1), message(2, { dialogue: 2, sender: 'bella' })],
  notifications: [1, 1],
  // Of bella's conversation only its newest message came (decision 066).
  preview_only: [2],
} as unknown as UserData;

/** A search's answer: a snippet whose text holds markup, which must stay text. */
const searchPage = {
  results: [
    {
      message: message(1, { text: '<img src=x onerror=alert(1)> our budget' }),
      dialogue: 1,
      username: 'bob',
      snippet: [
        { text: '<img src=x onerror=alert(1)> our ', hit: false },
        { text: 'budget', hit: true },
      ],
    },
  ],
  next: null,
};

let fetchMock: ReturnType<typeof vi.fn>;

/** /chats inside the signed-in shell, which keeps the chat; /search stands for any other page. */
async function renderChats() {
  const { router } = renderRoutes(
    [
      {
        element: <AppShell />,
        children: [
          { path: '/chats', element: <ChatsPage /> },
          { path: '/search', element: <p>Search page</p> },
        ],
      },
    ],
    '/chats',
  );
  await screen.findByRole('button', { name: /^bob/ });
  const socket = FakeSocket.all[0];
  if (!socket) throw new Error('no socket opened');
  act(() => socket.open());
  return { socket, router };
}

beforeEach(() => {
  FakeSocket.all = [];
  localStorage.setItem('acces', makeToken(600));
  vi.stubGlobal('WebSocket', FakeSocket);
  fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/UserData/') return json(200, user);
    if (path === '/api/dialogue_spam/') return json(200, JSON.parse(String(init?.body)));
    if (path.startsWith('/api/chat/search/?q=budg')) return json(200, searchPage);
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ChatsPage', () => {
  it('finds messages by their words, as text, and opens the conversation at the message', async () => {
    await renderChats();
    await userEvent.type(screen.getByLabelText('Search conversations'), 'budg');
    const found = await screen.findByRole('region', { name: 'Messages found' });
    const result = await within(found).findByRole('button', { name: /^bob/ });
    expect(result.querySelector('mark')?.textContent).toBe('budget');
    expect(result.textContent).toContain('<img src=x onerror=alert(1)> our budget');
    expect(result.querySelector('img')).toBeNull();

    await userEvent.click(result);
    const conversation = screen.getByRole('region', { name: 'Conversation with bob' });
    expect(conversation.querySelector('[data-target]')?.textContent).toContain('Message 1');
  });

  it('lists conversations with unread badges, filters by prefix and keeps blocked ones apart', async () => {
    const { socket } = await renderChats();
    expect(socket.url).toContain('/ws/socket-server/?token=');
    expect(screen.getByRole('button', { name: /^bob/ }).textContent).toContain('2 new message');

    await userEvent.type(screen.getByLabelText('Search conversations'), 'bel');
    expect(screen.queryByRole('button', { name: /^bob/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^bella/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Blocked' }));
    expect(screen.getByText('No conversation starts with “bel”.')).toBeTruthy();
  });

  it('marks a conversation read on opening and sends on Enter, not on Shift+Enter', async () => {
    const { socket } = await renderChats();
    await userEvent.click(screen.getByRole('button', { name: /^bob/ }));
    expect(screen.getByRole('button', { name: /^bob/ }).textContent).not.toContain('new message');
    expect(socket.sent).toContainEqual({ notificaiton: true, id: 1 });
    expect(screen.getByRole('link', { name: 'bob' }).getAttribute('href')).toBe('/bob');

    const box = screen.getByRole('textbox', { name: 'Message to bob' });
    await userEvent.type(box, '  hello{Shift>}{Enter}{/Shift}there  {Enter}');
    const frame = socket.sent.at(-1) as { message: string; client_id: string };
    expect(frame).toMatchObject({ message: 'hello\nthere', receiver: 'bob' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('Sending…')).toBeTruthy();

    act(() =>
      socket.receive({
        message: message(9, {
          sender: 'ada',
          receiver: 'bob',
          text: 'hello\nthere',
          client_id: frame.client_id,
        }),
      }),
    );
    expect(screen.queryByText('Sending…')).toBeNull();
    // Once in the conversation (confirmed, not doubled) and once as the list's preview.
    const conversation = screen.getByRole('region', { name: 'Conversation with bob' });
    expect(within(conversation).getAllByText(/hello/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^bob/ }).textContent).toContain('You: hello');
  });

  it('fetches the first page of a conversation that came as a preview when it opens', async () => {
    const { socket } = await renderChats();
    await userEvent.click(screen.getByRole('button', { name: /^bob/ }));
    expect(socket.sent).not.toContainEqual(expect.objectContaining({ more_messages: true }));

    await userEvent.click(screen.getByRole('button', { name: /^bella/ }));
    const asked = { more_messages: true, other_user: 'bella', message_count: 1 };
    expect(socket.sent.filter((frame) => JSON.stringify(frame) === JSON.stringify(asked))).toEqual([
      asked,
    ]);
    const conversation = screen.getByRole('region', { name: 'Conversation with bella' });
    expect(within(conversation).getByRole('button', { name: /previous messages/i })).toBeTruthy();

    const older = [message(10, { dialogue: 2, sender: 'bella', text: 'Our brief is attached' })];
    act(() => socket.receive({ more_messages: older, other_user: 'bella' }));
    expect(within(conversation).getByText('Our brief is attached')).toBeTruthy();
    // A short page: that was all of it.
    expect(within(conversation).queryByRole('button', { name: /previous messages/i })).toBeNull();
  });

  it('shows a warning under a received message that asks to leave Partnerly, with Report', async () => {
    const { socket } = await renderChats();
    await userEvent.click(screen.getByRole('button', { name: /^bob/ }));
    act(() =>
      socket.receive({
        message: message(14, { text: 'Add me on WhatsApp', warning: 'off_platform' }),
      }),
    );
    const conversation = screen.getByRole('region', { name: 'Conversation with bob' });
    const note = within(conversation).getByRole('note');
    expect(note.textContent).toContain(OFF_PLATFORM_NOTICE);
    expect(within(note).getByRole('button', { name: 'Report this message' })).toBeTruthy();
  });

  it('does not send a blank message', async () => {
    const { socket } = await renderChats();
    await userEvent.click(screen.getByRole('button', { name: /^bella/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to bella' }), '   {Enter}');
    expect(socket.sent.some((frame) => 'message' in (frame as object))).toBe(false);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('counts a live message as unread unless its conversation is open', async () => {
    const { socket } = await renderChats();
    act(() => socket.receive({ message: message(10, { dialogue: 2, sender: 'bella' }) }));
    expect(screen.getByRole('button', { name: /^bella/ }).textContent).toContain('1 new message');

    await userEvent.click(screen.getByRole('button', { name: /^bella/ }));
    act(() => socket.receive({ message: message(11, { dialogue: 2, sender: 'bella' }) }));
    const conversation = screen.getByRole('region', { name: 'Conversation with bella' });
    expect(within(conversation).getByText('Message 11')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^bella/ }).textContent).not.toContain('new message');
    expect(socket.sent.filter((frame) => 'notificaiton' in (frame as object))).toHaveLength(2);
  });

  it('blocks a conversation: it closes and moves to Blocked, without a send box', async () => {
    await renderChats();
    await userEvent.click(screen.getByRole('button', { name: /^bob/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));

    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Message to bob' })).toBeNull(),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/dialogue_spam/',
      expect.objectContaining({
        body: JSON.stringify({ id: 1, spam: true }),
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Blocked' }));
    const blocked = screen.getByRole('tabpanel', { name: 'Blocked' });
    await userEvent.click(within(blocked).getByRole('button', { name: /^bob/ }));
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message to bob' })).toBeNull();
  });

  it('keeps the socket on other pages: new messages count in the bottom bar, nothing is marked read', async () => {
    const { socket, router } = await renderChats();
    await userEvent.click(screen.getByRole('button', { name: /^bob/ }));
    // Both navigations are in the DOM (CSS shows one): the bottom bar and the side panel.
    expect(screen.getAllByRole('link', { name: 'Chats' })).toHaveLength(2);

    await act(() => router.navigate('/search'));
    await screen.findByText('Search page');
    const readFrames = socket.sent.filter((frame) => 'notificaiton' in (frame as object)).length;
    act(() => socket.receive({ message: message(12) }));
    act(() => socket.receive({ message: message(13, { dialogue: 2, sender: 'bella' }) }));

    expect(FakeSocket.all).toHaveLength(1);
    // The bar reads the cached user data, whose observers are told on the next tick.
    expect(await screen.findAllByRole('link', { name: 'Chats, 2 unread' })).toHaveLength(2);
    expect(socket.sent.filter((frame) => 'notificaiton' in (frame as object))).toHaveLength(
      readFrames,
    );
  });
});
