import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { CHAT_LIVE_LIMITS, DELETED_MESSAGE_TEXT } from '@partnerly/shared';
import { jobs, messageEdits, messages } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { connectedMember, startListeningApp } from '../../test/socket-client';
import {
  chatOf,
  frameWith,
  quietFor,
  say,
  setReadReceipts,
  type Member,
} from './chat-live.fixtures';
import { eraseDeletedJob } from './erase-deleted.job';

let app: FastifyInstance;
let url: string;
beforeAll(async () => ({ app, url } = await startListeningApp()), 30_000);
afterAll(() => app.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const pair = () => Promise.all([connectedMember(app, url), connectedMember(app, url)]);
const count = async (table: typeof messages | typeof jobs | typeof messageEdits) =>
  (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
const stored = async (id: number) =>
  (await app.database.db.select().from(messages).where(eq(messages.id, id)))[0];

describe('Seen', () => {
  it('tells the sender how far the receiver read, live and in the user data', async () => {
    const [ada, bob] = await pair();
    const message = await say(ada, bob, 'Did you see the brief?');
    bob.socket.send({ notificaiton: true, id: message.dialogue });
    const { seen } = await ada.socket.next(frameWith('seen'));
    expect(seen).toMatchObject({ dialogue: message.dialogue, up_to: message.id });
    expect(new Date(seen.at).getTime()).toBeGreaterThan(Date.now() - MINUTE);
    expect((await chatOf(app, ada)).seen).toEqual([seen]);
    // The reader's own devices learn nothing new; nobody sees their own receipt.
    expect(bob.socket.frames.some(frameWith('seen'))).toBe(false);
  });

  for (const off of ['sender', 'reader'] as const) {
    it(`is neither sent nor seen when the ${off} turned read receipts off`, async () => {
      const [ada, bob] = await pair();
      await setReadReceipts(app, off === 'sender' ? ada : bob, false);
      const message = await say(ada, bob, 'Hello');
      bob.socket.send({ notificaiton: true, id: message.dialogue });
      ada.socket.send({ notificaiton: true, id: message.dialogue });
      await quietFor();
      expect([...ada.socket.frames, ...bob.socket.frames].some(frameWith('seen'))).toBe(false);
      expect((await chatOf(app, ada)).seen).toEqual([]);
      expect((await chatOf(app, bob)).seen).toEqual([]);
      // Turned back on, the receipt shows again.
      await setReadReceipts(app, off === 'sender' ? ada : bob, true);
      expect((await chatOf(app, ada)).seen).toMatchObject([{ up_to: message.id }]);
    });
  }
});

describe('typing', () => {
  it('reaches the receiver and stores nothing', async () => {
    const [ada, bob] = await pair();
    const message = await say(ada, bob, 'Hi');
    const before = { messages: await count(messages), jobs: await count(jobs) };
    bob.socket.send({ typing: ada.user.username });
    const { typing } = await ada.socket.next(frameWith('typing'));
    expect(typing).toEqual({ username: bob.user.username, dialogue: message.dialogue });
    expect({ messages: await count(messages), jobs: await count(jobs) }).toEqual(before);
    expect(bob.socket.frames.some(frameWith('typing'))).toBe(false);
  });

  it('drops a signal to nobody, or to someone not yet talked to, and starts nothing', async () => {
    const [ada, bob] = await pair();
    const before = await chatOf(app, bob);
    ada.socket.send({ typing: 'nobody-here' });
    ada.socket.send({ typing: ada.user.username });
    ada.socket.send({ typing: bob.user.username });
    await quietFor();
    expect([...ada.socket.frames, ...bob.socket.frames]).toEqual([]);
    expect(await chatOf(app, bob)).toEqual(before);
  });
});

describe('editing', () => {
  it('replaces the text for both within 15 minutes and keeps the earlier version', async () => {
    const [ada, bob] = await pair();
    const message = await say(ada, bob, 'See you tomorow');
    ada.socket.send({ edit: { id: message.id, message: 'See you tomorrow' } });
    for (const member of [ada, bob]) {
      const { edited } = await member.socket.next(frameWith('edited'));
      expect(edited).toMatchObject({ id: message.id, text: 'See you tomorrow', deleted: false });
      expect(edited.edited_at).not.toBeNull();
    }
    const versions = await app.database.db
      .select()
      .from(messageEdits)
      .where(eq(messageEdits.messageId, message.id));
    expect(versions.map((version) => version.text)).toEqual(['See you tomorow']);
    expect((await chatOf(app, bob)).messages.find((m) => m.id === message.id)).toMatchObject({
      text: 'See you tomorrow',
    });
  });

  it('refuses an edit after 15 minutes and changes nothing', async () => {
    const [ada, bob] = await pair();
    const message = await say(ada, bob, 'First draft');
    const late = (CHAT_LIVE_LIMITS.editWindowMinutes * 60 + 1) * 1000;
    await withClockAhead(CHAT_LIVE_LIMITS.editWindowMinutes * MINUTE - 5000, async () => {
      ada.socket.send({ edit: { id: message.id, message: 'Second draft' } });
      await ada.socket.next(frameWith('edited', (edited) => edited.text === 'Second draft'));
    });
    await withClockAhead(late, async () => {
      ada.socket.send({ edit: { id: message.id, message: 'Third draft' } });
      const { error } = await ada.socket.next(frameWith('error'));
      expect(error.code).toBe('edit_window_closed');
    });
    expect((await stored(message.id))?.text).toBe('Second draft');
  });

  it("refuses another member's message, and a stranger's edit, with not_found", async () => {
    const [ada, bob] = await pair();
    const [eve] = await pair();
    const message = await say(ada, bob, 'Mine');
    bob.socket.send({ edit: { id: message.id, message: 'Yours now' } });
    eve.socket.send({ edit: { id: message.id, message: 'Hacked' } });
    for (const member of [bob, eve]) {
      expect((await member.socket.next(frameWith('error'))).error.code).toBe('not_found');
    }
    expect((await stored(message.id))?.text).toBe('Mine');
  });

  it('warns the receiver when an edit asks to leave Partnerly', async () => {
    const [ada, bob] = await pair();
    const message = await say(ada, bob, 'Nice to meet you');
    ada.socket.send({ edit: { id: message.id, message: 'Write me on WhatsApp instead' } });
    const { edited } = await bob.socket.next(frameWith('edited'));
    expect(edited.warning).toBe('off_platform');
  });
});

describe('deleting', () => {
  it('shows "Message deleted" to both and erases the text 30 days later', async () => {
    const [ada, bob] = await pair();
    const message = await say(ada, bob, 'My rate is 500 per post');
    bob.socket.send({ react: { id: message.id, emoji: '👍' } });
    await ada.socket.next(frameWith('reaction'));
    ada.socket.send({ delete: { id: message.id } });
    for (const member of [ada, bob]) {
      const { deleted } = await member.socket.next(frameWith('deleted'));
      expect(deleted).toEqual({ id: message.id, dialogue: message.dialogue });
      const shown = (await chatOf(app, member)).messages.find((m) => m.id === message.id);
      expect(shown).toMatchObject({ text: DELETED_MESSAGE_TEXT, deleted: true, reactions: {} });
    }
    // Kept for reports until its 30 days are over, then erased by the job.
    const erase = eraseDeletedJob(app.services.chatLive);
    await withClockAhead(29 * DAY, erase);
    expect((await stored(message.id))?.text).toBe('My rate is 500 per post');
    await withClockAhead(30 * DAY + MINUTE, erase);
    expect((await stored(message.id))?.text).toBe('');
    expect((await chatOf(app, bob)).messages.find((m) => m.id === message.id)?.text).toBe(
      DELETED_MESSAGE_TEXT,
    );
  });

  it("refuses to delete the other member's message", async () => {
    const [ada, bob] = await pair();
    const message = await say(ada, bob, 'Keep this');
    bob.socket.send({ delete: { id: message.id } });
    expect((await bob.socket.next(frameWith('error'))).error.code).toBe('not_found');
    expect((await stored(message.id))?.deletedAt).toBeNull();
  });

  it('erases the earlier versions of an edited message with it', async () => {
    const [ada, bob] = await pair();
    const message = await say(ada, bob, 'Version one');
    ada.socket.send({ edit: { id: message.id, message: 'Version two' } });
    await ada.socket.next(frameWith('edited'));
    ada.socket.send({ delete: { id: message.id } });
    await ada.socket.next(frameWith('deleted'));
    await withClockAhead(31 * DAY, eraseDeletedJob(app.services.chatLive));
    const versions = await app.database.db
      .select()
      .from(messageEdits)
      .where(eq(messageEdits.messageId, message.id));
    expect(versions).toEqual([]);
  });
});

describe('reactions', () => {
  const reactionOf = (member: Member, from: number) =>
    member.socket.next(frameWith('reaction'), from).then((frame) => frame.reaction.reactions);

  it('toggles one reaction per member, replaced by another, with every name', async () => {
    const [ada, bob] = await pair();
    const message = await say(ada, bob, 'Deal?');
    const react = async (member: Member, emoji: string) => {
      const from = ada.socket.frames.length;
      member.socket.send({ react: { id: message.id, emoji } });
      return reactionOf(ada, from);
    };
    expect(await react(bob, '👍')).toEqual({ '👍': [bob.user.username] });
    expect(await react(ada, '👍')).toEqual({ '👍': [bob.user.username, ada.user.username] });
    expect(await react(bob, '❤️')).toEqual({
      '👍': [ada.user.username],
      '❤️': [bob.user.username],
    });
    expect(await react(bob, '❤️')).toEqual({ '👍': [ada.user.username] });
    expect((await chatOf(app, bob)).messages.find((m) => m.id === message.id)?.reactions).toEqual({
      '👍': [ada.user.username],
    });
  });

  it('refuses an emoji outside the six and a stranger, and stores nothing', async () => {
    const [ada, bob] = await pair();
    const [eve] = await pair();
    const message = await say(ada, bob, 'Hello');
    ada.socket.send({ react: { id: message.id, emoji: '💩' } });
    expect((await ada.socket.next(frameWith('error'))).error.code).toBe('invalid_frame');
    eve.socket.send({ react: { id: message.id, emoji: '👍' } });
    expect((await eve.socket.next(frameWith('error'))).error.code).toBe('not_found');
    expect((await chatOf(app, ada)).messages.find((m) => m.id === message.id)?.reactions).toEqual(
      {},
    );
  });
});
