import { describe, expect, it } from 'vitest';
import type { DialogueData, MessageData } from '@partnerly/shared';
import { chatReducer, initChatState } from './chat-state';
import type { ChatState } from './chat-types';

const bob: DialogueData = { id: 1, username: 'bob', pp: null, spam: false };

const message = (overrides: Partial<MessageData> = {}): MessageData => ({
  id: 10,
  sender: 'bob',
  receiver: 'me',
  text: 'hi',
  date: '2026-11-26T10:00:00.000Z',
  dialogue: bob.id,
  client_id: null,
  edited_at: null,
  deleted: false,
  reactions: {},
  ...overrides,
});

const start = (overrides: Partial<ChatState> = {}): ChatState => ({
  ...initChatState({
    username: 'me',
    dialogues: [bob],
    messages: [],
    notifications: [],
    preview_only: [],
  }),
  ...overrides,
});

describe('the live side of the chat state', () => {
  it('shows who is typing until 6 s pass without a new signal', () => {
    let state = chatReducer(start(), { type: 'typing', username: 'bob', dialogue: 1, at: 1000 });
    state = chatReducer(state, { type: 'typing', username: 'bob', dialogue: 1, at: 4000 });
    // The first signal's timer ends; the second one keeps the notice.
    state = chatReducer(state, { type: 'typingExpired', dialogue: 1, at: 1000 });
    expect(state.typing[1]?.username).toBe('bob');
    state = chatReducer(state, { type: 'typingExpired', dialogue: 1, at: 4000 });
    expect(state.typing[1]).toBeUndefined();
  });

  it('stops showing "typing" when that person\'s message arrives', () => {
    let state = chatReducer(start(), { type: 'typing', username: 'bob', dialogue: 1, at: 1 });
    state = chatReducer(state, { type: 'messageReceived', message: message() });
    expect(state.typing).toEqual({});
  });

  it('moves "Seen" only forward', () => {
    const at = '2026-11-26T10:05:00.000Z';
    let state = chatReducer(start(), { type: 'seen', seen: { dialogue: 1, up_to: 12, at } });
    state = chatReducer(state, { type: 'seen', seen: { dialogue: 1, up_to: 11, at } });
    expect(state.seen[1]?.up_to).toBe(12);
  });

  it('replaces an edited message, shows reactions, and a deleted one as deleted and read', () => {
    let state = start({ messages: [message()], notifications: [1] });
    state = chatReducer(state, {
      type: 'edited',
      message: message({ text: 'hello', edited_at: '2026-11-26T10:01:00.000Z' }),
    });
    state = chatReducer(state, { type: 'reacted', id: 10, reactions: { '👍': ['me'] } });
    expect(state.messages[0]).toMatchObject({ text: 'hello', reactions: { '👍': ['me'] } });
    state = chatReducer(state, { type: 'deleted', id: 10 });
    expect(state.messages[0]).toMatchObject({
      text: 'Message deleted',
      deleted: true,
      reactions: {},
    });
    expect(state.notifications).toEqual([]);
  });
});
