import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { USER_DATA_WHOLE_PAGES } from '@partnerly/shared';
import { sql } from 'drizzle-orm';
import { dialogues, messages, users } from '../../db/schema';
import { bearer } from '../../test/factories';
import {
  connectSocket,
  connectedMember,
  isError,
  isHistory,
  isMessage,
  isRead,
  startListeningApp,
} from '../../test/socket-client';

let app: FastifyInstance;
let url: string;
beforeAll(async () => ({ app, url } = await startListeningApp()));
afterAll(() => app.close());
const member = () => connectedMember(app, url);

describe('history', () => {
  async function conversationWith(count: number) {
    const ada = await member();
    const bob = await member();
    const { id } = await app.services.chat.addDialogue(ada.user, bob.user.username);
    if (count > 0) {
      await app.database.db.insert(messages).values(
        Array.from({ length: count }, (_, i) => ({
          dialogueId: id,
          senderId: i % 2 ? bob.user.id : ada.user.id,
          text: `m${i + 1}`,
        })),
      );
    }
    return { ada, bob };
  }

  it.each([
    [0, 0, []],
    [29, 0, ['m1', 'm29']],
    [30, 30, []],
    [31, 30, ['m1', 'm1']],
    [61, 30, ['m2', 'm31']],
    [61, 60, ['m1', 'm1']],
  ])(
    'with %i messages, skipping the newest %i, returns the right page',
    async (count, skip, [first, last]) => {
      const { ada, bob } = await conversationWith(count);
      ada.socket.send({ more_messages: true, other_user: bob.user.username, message_count: skip });
      const page = (await ada.socket.next(isHistory)).more_messages;
      expect(page.length).toBe(first ? Math.min(30, count - skip) : 0);
      if (first) expect([page[0]?.text, page.at(-1)?.text]).toEqual([first, last]);
    },
  );

  it('sends the last 30 messages of each conversation and the unread ones in UserData', async () => {
    const { ada, bob } = await conversationWith(35);
    const data = (
      await app.inject({ url: '/api/UserData/', headers: bearer(bob.tokens.access) })
    ).json();
    expect(data.dialogues).toEqual([
      expect.objectContaining({ username: ada.user.username, spam: false }),
    ]);
    expect(data.messages).toHaveLength(30);
    expect(data.messages.at(-1).text).toBe('m35');
    expect(data.notifications).toHaveLength(18);
  });

  it('gives the most recently active conversations their page and the others a preview', async () => {
    const ada = await member();
    const count = USER_DATA_WHOLE_PAGES + 2;
    const others = await app.database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          username: `preview${i}_${ada.user.id}`,
          email: `preview${i}_${ada.user.id}@example.com`,
        })),
      )
      .returning({ id: users.id });
    // Conversation i was last active i minutes ago, with two messages from the other side.
    const ids: number[] = [];
    for (const [i, other] of others.entries()) {
      const { id } = await app.services.chat.conversation(ada.user.id, other.id);
      ids.push(id);
      await app.database.db
        .update(dialogues)
        .set({ lastMessageAt: sql`now() - ${i} * interval '1 minute'` })
        .where(sql`${dialogues.id} = ${id}`);
      await app.database.db.insert(messages).values([
        { dialogueId: id, senderId: other.id, text: `first of ${i}` },
        { dialogueId: id, senderId: other.id, text: `newest of ${i}` },
      ]);
    }
    const data = (
      await app.inject({ url: '/api/UserData/', headers: bearer(ada.tokens.access) })
    ).json();
    const previews = ids.slice(USER_DATA_WHOLE_PAGES);
    expect(data.preview_only).toEqual(previews);
    expect(data.dialogues.map((dialogue: { id: number }) => dialogue.id)).toEqual(ids);
    const textsOf = (id: number) =>
      data.messages
        .filter((message: { dialogue: number }) => message.dialogue === id)
        .map((message: { text: string }) => message.text);
    expect(textsOf(ids[0] ?? 0)).toEqual(['first of 0', 'newest of 0']);
    expect(textsOf(previews[0] ?? 0)).toEqual([`newest of ${USER_DATA_WHOLE_PAGES}`]);
    // Every unread message counts, whether its conversation came whole or as a preview.
    expect(data.notifications).toHaveLength(2 * count);

    // The rest of a preview's first page is the socket's older page after its one message.
    ada.socket.send({
      more_messages: true,
      other_user: `preview${count - 1}_${ada.user.id}`,
      message_count: 1,
    });
    const page = (await ada.socket.next(isHistory)).more_messages;
    expect(page.map((message) => message.text)).toEqual([`first of ${count - 1}`]);
  });
});

describe('read state', () => {
  it('marks a conversation read on every device of the user, and it stays read', async () => {
    const ada = await member();
    const bob = await member();
    const bobTablet = await connectSocket(url, bob.tokens.access);
    ada.socket.send({ message: 'Unread one', receiver: bob.user.username });
    ada.socket.send({ message: 'Unread two', receiver: bob.user.username });
    const { message } = await bob.socket.next(
      (frame): frame is Extract<typeof frame, { message: unknown }> =>
        isMessage(frame) && frame.message.text === 'Unread two',
    );
    const before = (
      await app.inject({ url: '/api/UserData/', headers: bearer(bob.tokens.access) })
    ).json();
    expect(before.notifications).toEqual([message.dialogue, message.dialogue]);

    bob.socket.send({ notificaiton: true, id: message.dialogue });
    expect((await bobTablet.next(isRead)).notificaiton).toEqual({ id: message.dialogue });
    const after = (
      await app.inject({ url: '/api/UserData/', headers: bearer(bob.tokens.access) })
    ).json();
    expect(after.notifications).toEqual([]);
  });
});

describe('blocking', () => {
  it('refuses messages in both directions while either side blocks, and allows them after unblocking', async () => {
    const ada = await member();
    const bob = await member();
    const dialogue = await app.services.chat.addDialogue(bob.user, ada.user.username);
    const spam = (spamValue: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/dialogue_spam/',
        headers: bearer(bob.tokens.access),
        payload: { id: dialogue.id, spam: spamValue },
      });
    expect((await spam(true)).json()).toEqual({ id: dialogue.id, spam: true });

    ada.socket.send({ message: 'Let me in', receiver: bob.user.username });
    expect((await ada.socket.next(isError)).error.code).toBe('blocked');
    bob.socket.send({ message: 'Nor me', receiver: ada.user.username });
    expect((await bob.socket.next(isError)).error.code).toBe('blocked');

    await spam(false);
    ada.socket.send({ message: 'Thanks', receiver: bob.user.username });
    expect((await bob.socket.next(isMessage)).message.text).toBe('Thanks');
  });

  it("answers 404 for a conversation that is not the caller's", async () => {
    const ada = await member();
    const bob = await member();
    const eve = await member();
    const dialogue = await app.services.chat.addDialogue(ada.user, bob.user.username);
    const response = await app.inject({
      method: 'POST',
      url: '/api/dialogue_spam/',
      headers: bearer(eve.tokens.access),
      payload: { id: dialogue.id, spam: true },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/add_dialogue/', () => {
  it('creates the conversation once and finds it again', async () => {
    const ada = await member();
    const bob = await member();
    const first = await app.inject({
      method: 'POST',
      url: '/api/add_dialogue/',
      headers: bearer(ada.tokens.access),
      payload: { username: bob.user.username },
    });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/add_dialogue/',
      headers: bearer(ada.tokens.access),
      payload: { username: bob.user.username.toUpperCase() },
    });
    expect(again.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({ username: bob.user.username, spam: false, pp: null });
  });

  it('refuses oneself and unknown users', async () => {
    const ada = await member();
    const self = await app.inject({
      method: 'POST',
      url: '/api/add_dialogue/',
      headers: bearer(ada.tokens.access),
      payload: { username: ada.user.username },
    });
    expect(self.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/add_dialogue/',
      headers: bearer(ada.tokens.access),
      payload: { username: 'nobody_known' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
