import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OFF_PLATFORM_CHECKED_MESSAGES, type MessageData } from '@partnerly/shared';
import { messages } from '../../db/schema';
import { bearer } from '../../test/factories';
import { connectedMember, isMessage, startListeningApp } from '../../test/socket-client';

let app: FastifyInstance;
let url: string;
beforeAll(async () => ({ app, url } = await startListeningApp()));
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof connectedMember>>;

/** Sends a message and waits for both sides' frames of it. */
async function say(from: Member, to: Member, text: string) {
  const seen = { from: from.socket.frames.length, to: to.socket.frames.length };
  from.socket.send({ message: text, receiver: to.user.username });
  const received = await to.socket.next(
    (frame): frame is { message: MessageData } => isMessage(frame) && frame.message.text === text,
    seen.to,
  );
  const confirmed = await from.socket.next(
    (frame): frame is { message: MessageData } => isMessage(frame) && frame.message.text === text,
    seen.from,
  );
  return { received: received.message, confirmed: confirmed.message };
}

const chatOf = async (member: Member) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/UserData/',
      headers: bearer(member.tokens.access),
    })
  ).json<{ messages: MessageData[] }>().messages;

describe('a message that asks to leave Partnerly', () => {
  it('reaches its receiver unchanged with a warning, and its sender without one', async () => {
    const [ada, bob] = await Promise.all([connectedMember(app, url), connectedMember(app, url)]);
    const text = "Let's continue on WhatsApp, it's easier";
    const { received, confirmed } = await say(ada, bob, text);
    expect(received).toMatchObject({ text, warning: 'off_platform' });
    expect(confirmed.text).toBe(text);
    expect(confirmed).not.toHaveProperty('warning');
    // The conversation loaded again says the same.
    expect((await chatOf(bob)).find((m) => m.id === received.id)?.warning).toBe('off_platform');
    expect((await chatOf(ada)).find((m) => m.id === received.id)).not.toHaveProperty('warning');
  });

  it('sees through look-alike letters and an e-mail address (issue 46)', async () => {
    const [ada, bob] = await Promise.all([connectedMember(app, url), connectedMember(app, url)]);
    for (const text of ['Add me on telegr\u0430m', 'Write to ada.brand@gmail.com']) {
      expect((await say(ada, bob, text)).received.warning, text).toBe('off_platform');
    }
  });

  it('warns of nothing in an ordinary message', async () => {
    const [ada, bob] = await Promise.all([connectedMember(app, url), connectedMember(app, url)]);
    const { received } = await say(ada, bob, 'We pay after delivery, through Partnerly');
    expect(received).not.toHaveProperty('warning');
  });

  it(`is only looked at among a conversation's first ${OFF_PLATFORM_CHECKED_MESSAGES} messages`, async () => {
    const [ada, bob] = await Promise.all([connectedMember(app, url), connectedMember(app, url)]);
    const { received: first } = await say(ada, bob, 'Hello!');
    // The rest of the first twenty, stored as the chat would.
    await app.database.db.insert(messages).values(
      Array.from({ length: OFF_PLATFORM_CHECKED_MESSAGES - 1 }, (_, n) => ({
        dialogueId: first.dialogue,
        senderId: n % 2 ? ada.user.id : bob.user.id,
        text: `Message ${n + 2}`,
      })),
    );
    const { received } = await say(ada, bob, 'Now send the deposit first, in Bitcoin');
    expect(received).not.toHaveProperty('warning');
  });
});
