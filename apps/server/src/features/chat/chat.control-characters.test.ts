import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CONTROL_CHARACTERS, INVISIBLE_CHARACTERS } from '@partnerly/shared';
import { messages } from '../../db/schema';
import { connectedMember, isError, isMessage, startListeningApp } from '../../test/socket-client';

let app: FastifyInstance;
let url: string;
beforeAll(async () => ({ app, url } = await startListeningApp()));
afterAll(() => app.close());
const messageCount = async () =>
  (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]?.n ?? 0;

describe('control characters on the live socket', () => {
  it.each([
    ['a NUL in the text', (to: string) => ({ message: 'a\u0000b', receiver: to })],
    ['an escape character in the text', (to: string) => ({ message: 'a\u001b[2Jb', receiver: to })],
    ['a NUL in the receiver', () => ({ message: 'hi', receiver: 'a\u0000b' })],
    [
      'a NUL in other_user',
      () => ({ more_messages: true, other_user: 'a\u0000b', message_count: 0 }),
    ],
  ])(
    'answers %s with an error frame, stores nothing and keeps the socket',
    async (_name, frame) => {
      const ada = await connectedMember(app, url);
      const bob = await connectedMember(app, url);
      const before = await messageCount();
      ada.socket.send(frame(bob.user.username));
      const { error } = await ada.socket.next(isError);
      expect(error).toEqual({ code: 'invalid_frame', detail: CONTROL_CHARACTERS });
      expect(await messageCount()).toBe(before);
      // Still open: a proper message goes through afterwards.
      ada.socket.send({ message: 'hello', receiver: bob.user.username });
      expect((await bob.socket.next(isMessage)).message.text).toBe('hello');
    },
  );

  it.each([
    ['a right-to-left override', 'pay \u202E0001$'],
    ['a zero-width space', 'what\u200Bsapp'],
  ])('answers %s in a message with an error frame (issue 46)', async (_name, text) => {
    const ada = await connectedMember(app, url);
    const bob = await connectedMember(app, url);
    const before = await messageCount();
    ada.socket.send({ message: text, receiver: bob.user.username });
    const { error } = await ada.socket.next(isError);
    expect(error).toEqual({ code: 'invalid_frame', detail: INVISIBLE_CHARACTERS });
    expect(await messageCount()).toBe(before);
  });

  it('keeps line breaks and tabs in a message', async () => {
    const ada = await connectedMember(app, url);
    const bob = await connectedMember(app, url);
    ada.socket.send({ message: 'one\n\ttwo', receiver: bob.user.username });
    expect((await bob.socket.next(isMessage)).message.text).toBe('one\n\ttwo');
  });
});
