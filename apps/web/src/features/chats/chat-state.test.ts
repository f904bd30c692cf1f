import { describe, expect, it } from 'vitest';
import type { DialogueData } from '@partnerly/shared';
import { bob, carol, message, page, state } from '../../test/chat-state';
import { chatReducer } from './chat-state';

describe('chatReducer', () => {
  it('after a change of username, counts messages sent under the new name as mine', () => {
    const renamed = chatReducer(state(), { type: 'renamed', me: 'me_again' });
    const next = chatReducer(renamed, {
      type: 'messageReceived',
      message: message({ sender: 'me_again', receiver: 'bob' }),
    });
    expect(next.notifications).toEqual([]);
  });

  it('shows a message an admin removed as removed, in its place, and leaves the others', () => {
    const [first, second] = [message({ text: 'Send me $500' }), message({ text: 'Hello' })];
    const loaded = state({ messages: [first, second] });
    const next = chatReducer(loaded, { type: 'removed', id: first.id });
    expect(next.messages).toEqual([{ ...first, text: 'Message removed', removed: true }, second]);
  });

  it('stops counting a removed message as unread, but not a read one or one of mine', () => {
    const read = message();
    const mine = message({ sender: 'me', receiver: 'bob' });
    const first = message();
    const second = message();
    const other = message({ sender: 'carol', dialogue: carol.id });
    const loaded = state({
      messages: [read, mine, first, second, other],
      notifications: [bob.id, carol.id, bob.id],
    });
    const once = chatReducer(loaded, { type: 'removed', id: first.id });
    expect(once.notifications).toEqual([bob.id, carol.id]);
    expect(chatReducer(once, { type: 'removed', id: first.id }).notifications).toEqual([
      bob.id,
      carol.id,
    ]);
    expect(chatReducer(once, { type: 'removed', id: read.id }).notifications).toEqual([
      bob.id,
      carol.id,
    ]);
    expect(chatReducer(once, { type: 'removed', id: mine.id }).notifications).toEqual([
      bob.id,
      carol.id,
    ]);
  });

  it('appends a message and counts it unread when that conversation is not open', () => {
    const incoming = message();
    const next = chatReducer(state(), { type: 'messageReceived', message: incoming });
    expect(next.messages).toEqual([incoming]);
    expect(next.notifications).toEqual([bob.id]);
  });

  it('does not count a message in the open conversation or one I sent as unread', () => {
    const inOpen = chatReducer(state({ openId: bob.id }), {
      type: 'messageReceived',
      message: message(),
    });
    const mine = chatReducer(state(), {
      type: 'messageReceived',
      message: message({ sender: 'me', receiver: 'bob' }),
    });
    expect(inOpen.notifications).toEqual([]);
    expect(mine.notifications).toEqual([]);
  });

  it('moves the conversation with new activity to the top of the list', () => {
    const next = chatReducer(state(), {
      type: 'messageReceived',
      message: message({ dialogue: carol.id, sender: 'carol' }),
    });
    expect(next.dialogues.map((dialogue) => dialogue.username)).toEqual(['carol', 'bob']);
  });

  it('adds the dialogue of a first contact (new_user) at the top', () => {
    const dave: DialogueData = { id: 3, username: 'dave', pp: '/media/d.jpg', spam: false };
    const next = chatReducer(state(), {
      type: 'messageReceived',
      message: message({ dialogue: dave.id, sender: 'dave' }),
      newUser: dave,
    });
    expect(next.dialogues[0]).toEqual(dave);
    expect(next.dialogues).toHaveLength(3);
    expect(next.notifications).toEqual([dave.id]);
  });

  it('ignores a message it already has, by id', () => {
    const incoming = message();
    const once = chatReducer(state(), { type: 'messageReceived', message: incoming });
    const twice = chatReducer(once, { type: 'messageReceived', message: incoming });
    expect(twice.messages).toEqual([incoming]);
    expect(twice.notifications).toEqual([bob.id]);
  });

  it('confirms a pending message by its client id, once', () => {
    const pending = { clientId: 'c-1', dialogue: bob.id, receiver: 'bob', text: 'yo', date: '' };
    const queued = chatReducer(state(), { type: 'queued', message: pending });
    expect(queued.pending).toEqual([pending]);

    const echo = message({ sender: 'me', receiver: 'bob', text: 'yo', client_id: 'c-1' });
    const confirmed = chatReducer(queued, {
      type: 'messageReceived',
      message: echo,
    });
    expect(confirmed.pending).toEqual([]);
    expect(confirmed.messages).toEqual([echo]);
    const resent = chatReducer(confirmed, { type: 'messageReceived', message: echo });
    expect(resent.messages).toEqual([echo]);
  });

  it('prepends older messages, oldest first, without duplicates', () => {
    const latest = page(40).slice(10);
    const older = page(11);
    const next = chatReducer(state({ messages: latest, loadingOlder: [bob.id] }), {
      type: 'olderReceived',
      messages: older,
      otherUser: 'bob',
    });
    expect(next.messages.map((item) => item.id)).toEqual(page(40).map((item) => item.id));
    expect(next.loadingOlder).toEqual([]);
  });

  it('marks the history used up when a page comes back with fewer than 30', () => {
    const full = chatReducer(state(), {
      type: 'olderReceived',
      messages: page(30),
      otherUser: 'bob',
    });
    expect(full.exhausted).toEqual([]);
    const empty = chatReducer(full, { type: 'olderReceived', messages: [], otherUser: 'BOB' });
    expect(empty.exhausted).toEqual([bob.id]);
  });

  it('keeps a conversation a preview until its first page arrives (decision 066)', () => {
    const initial = chatReducer(state({ previewOnly: [bob.id, carol.id] }), {
      type: 'olderRequested',
      id: bob.id,
    });
    const failed = chatReducer(initial, { type: 'olderFailed' });
    expect(failed.previewOnly).toEqual([bob.id, carol.id]);
    const fetched = chatReducer(initial, {
      type: 'olderReceived',
      messages: page(30),
      otherUser: 'bob',
    });
    expect(fetched.previewOnly).toEqual([carol.id]);
    expect(fetched.loadingOlder).toEqual([]);
  });

  it('after a reconnect, keeps what was fetched and takes new conversations as previews', () => {
    const dave: DialogueData = { id: 9, username: 'dave', pp: null, spam: false };
    // bob's page was fetched on this device, carol's was not; dave is new since.
    const next = chatReducer(state({ previewOnly: [carol.id] }), {
      type: 'synced',
      data: {
        dialogues: [dave, carol, bob],
        messages: [],
        notifications: [],
        preview_only: [dave.id, carol.id, bob.id],
      },
    });
    expect(next.previewOnly).toEqual([dave.id, carol.id]);
  });

  it('clears the unread of a conversation opened here or read on another device', () => {
    const unread = state({ notifications: [bob.id, carol.id, bob.id] });
    const opened = chatReducer(unread, { type: 'opened', id: bob.id });
    expect(opened.notifications).toEqual([carol.id]);
    expect(opened.openId).toBe(bob.id);
    expect(chatReducer(unread, { type: 'read', id: carol.id }).notifications).toEqual([
      bob.id,
      bob.id,
    ]);
  });

  it('flips the block flag of one conversation and closes it', () => {
    const next = chatReducer(state({ openId: carol.id }), {
      type: 'spamSet',
      id: carol.id,
      spam: true,
    });
    expect(next.dialogues.map((dialogue) => dialogue.spam)).toEqual([false, true]);
    expect(next.openId).toBeNull();
  });

  it('keeps an unblocked conversation open, to write again', () => {
    const blocked = state({ openId: carol.id });
    const next = chatReducer(
      { ...blocked, dialogues: [bob, { ...carol, spam: true }] },
      { type: 'spamSet', id: carol.id, spam: false },
    );
    expect(next.dialogues.map((dialogue) => dialogue.spam)).toEqual([false, false]);
    expect(next.openId).toBe(carol.id);
  });

  it('counts nothing unread in a conversation once it is blocked', () => {
    const blocked = chatReducer(state({ notifications: [bob.id, carol.id, bob.id] }), {
      type: 'spamSet',
      id: bob.id,
      spam: true,
    });
    expect(blocked.notifications).toEqual([carol.id]);
  });

  it('drops the oldest pending message when the server refuses one', () => {
    const first = { clientId: 'a', dialogue: bob.id, receiver: 'bob', text: '1', date: '' };
    const second = { ...first, clientId: 'b', text: '2' };
    const next = chatReducer(state({ pending: [first, second] }), { type: 'refused' });
    expect(next.pending).toEqual([second]);
  });

  it("a blocked sender's draft is kept: the refused text returns to its send box", () => {
    const refused = { clientId: 'a', dialogue: bob.id, receiver: 'bob', text: 'Hi!', date: '' };
    let next = chatReducer(state(), { type: 'queued', message: refused });
    expect(next.drafts[bob.id]).toBe('');
    // Typed meanwhile: kept after the refused text.
    next = chatReducer(next, { type: 'drafted', id: bob.id, text: 'Are you there?' });
    next = chatReducer(next, { type: 'refused' });
    expect(next.pending).toEqual([]);
    expect(next.drafts[bob.id]).toBe('Hi!\nAre you there?');
  });

  it('merges fresh user data: server unread counts, kept history, confirmed pending', () => {
    const old = page(5);
    const pending = { clientId: 'c-9', dialogue: bob.id, receiver: 'bob', text: 'x', date: '' };
    const current = state({
      messages: old,
      pending: [pending],
      notifications: [bob.id],
      openId: bob.id,
    });
    const stored = message({ id: 50, sender: 'me', client_id: 'c-9' });
    const next = chatReducer(current, {
      type: 'synced',
      data: {
        dialogues: [carol, bob],
        messages: [stored],
        notifications: [carol.id, bob.id],
        preview_only: [],
      },
    });
    expect(next.dialogues).toEqual([carol, bob]);
    expect(next.messages.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 50]);
    expect(next.notifications).toEqual([carol.id]);
    expect(next.pending).toEqual([]);
  });
});
