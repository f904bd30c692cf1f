import { describe, expect, it } from 'vitest';
import { REMOVED_MESSAGE_TEXT } from '@partnerly/shared';
import { bob, message, page, state } from '../../test/chat-state';
import { chatReducer } from './chat-state';

describe('a fresh snapshot after a reconnection', () => {
  it('a snapshot read before a live removal, edit or reaction does not undo it', () => {
    const loaded = page(3);
    const [first, second, third] = loaded.map((item) => item.id);
    const snapshot = { dialogues: [bob], messages: loaded, notifications: [], preview_only: [] };
    let next = chatReducer(state({ messages: loaded }), { type: 'syncStarted' });
    // The frames overtake the answer of the fetch that read the database before them.
    next = chatReducer(next, { type: 'removed', id: first ?? 0 });
    next = chatReducer(next, {
      type: 'edited',
      message: message({ id: second, text: 'edited' }),
    });
    next = chatReducer(next, { type: 'reacted', id: third ?? 0, reactions: { '👍': ['bob'] } });
    next = chatReducer(next, { type: 'synced', data: snapshot });
    expect(next.messages.map((item) => [item.text, item.removed ?? false])).toEqual([
      [REMOVED_MESSAGE_TEXT, true],
      ['edited', false],
      ['hi', false],
    ]);
    expect(next.messages[2]?.reactions).toEqual({ '👍': ['bob'] });
    // Once no fetch is on its way, the next snapshot is the truth again.
    expect(next.changedWhileSyncing).toEqual([]);
    next = chatReducer(chatReducer(next, { type: 'syncStarted' }), {
      type: 'synced',
      data: { ...snapshot, messages: [message({ id: second, text: 'edited again' })] },
    });
    expect(next.messages[1]?.text).toBe('edited again');
  });

  it('a failed fetch stops holding messages back', () => {
    let next = chatReducer(state({ messages: page(1) }), { type: 'syncStarted' });
    next = chatReducer(next, { type: 'removed', id: 1 });
    expect(next.changedWhileSyncing).toEqual([1]);
    next = chatReducer(next, { type: 'syncFailed' });
    expect([next.syncing, next.changedWhileSyncing]).toEqual([0, []]);
  });
});
