import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { MessageData, ServerFrame, UploadedAttachment } from '@partnerly/shared';
import { chatAttachments, messages } from '../../db/schema';
import { bearer, buildPaidUser, login } from '../../test/factories';
import {
  connectedMember,
  isError,
  isHistory,
  isMessage,
  startListeningApp,
} from '../../test/socket-client';
import { pdfWithJavaScript, png, uploaded } from './attachments.fixtures';

let app: FastifyInstance;
let url: string;
beforeAll(async () => ({ app, url } = await startListeningApp()));
afterAll(() => app.close());

const messageCount = async () =>
  (await app.database.db.select({ n: count() }).from(messages))[0]?.n ?? 0;

/** Two members on sockets, and `files` uploads from the first to the second. */
async function conversation(files = 2) {
  const ada = await connectedMember(app, url);
  const bob = await connectedMember(app, url);
  const adaHeaders = bearer(ada.tokens.access);
  const uploads: UploadedAttachment[] = [];
  for (let index = 0; index < files; index += 1) {
    uploads.push(
      await uploaded(app, adaHeaders, bob.user.username, {
        ...(index % 2 === 0
          ? { filename: `photo${index}.png`, contentType: 'image/png', bytes: await png() }
          : {
              filename: `kit${index}.pdf`,
              contentType: 'application/pdf',
              bytes: pdfWithJavaScript(),
            }),
      }),
    );
  }
  return { ada, bob, adaHeaders, bobHeaders: bearer(bob.tokens.access), uploads };
}

const withText = (text: string) => (frame: ServerFrame) =>
  isMessage(frame) && frame.message.text === text;

describe('messages with attachments', () => {
  it('carries a photo and a PDF without text to both members, in history and user data', async () => {
    const { ada, bob, bobHeaders, uploads } = await conversation(2);
    ada.socket.send({
      message: '',
      receiver: bob.user.username,
      attachments: uploads.map((u) => u.id),
    });
    const received = await bob.socket.next(isMessage);
    const expected = [
      {
        id: uploads[0]?.id,
        kind: 'image',
        name: 'photo0.webp',
        size: uploads[0]?.size,
        width: 300,
        height: 200,
      },
      { id: uploads[1]?.id, kind: 'pdf', name: 'kit1.pdf', size: uploads[1]?.size },
    ];
    expect(received.message).toMatchObject({ text: '', attachments: expected });
    expect((await ada.socket.next(isMessage)).message.attachments).toEqual(expected);

    const data = await app.inject({ url: '/api/UserData/', headers: bobHeaders });
    const stored = data.json<{ messages: MessageData[] }>().messages;
    expect(stored.at(-1)?.attachments).toEqual(expected);
    bob.socket.send({ more_messages: true, other_user: ada.user.username, message_count: 0 });
    expect((await bob.socket.next(isHistory)).more_messages.at(-1)?.attachments).toEqual(expected);
    // A message without files carries no list.
    ada.socket.send({ message: 'plain', receiver: bob.user.username });
    expect((await bob.socket.next(withText('plain') as never)) as unknown).not.toHaveProperty(
      'message.attachments',
    );
  });

  it('refuses an 11th file and stores nothing', async () => {
    const { ada, bob } = await conversation(0);
    const before = await messageCount();
    ada.socket.send({
      message: 'eleven',
      receiver: bob.user.username,
      attachments: Array.from({ length: 11 }, (_, index) => index + 1),
    });
    const { error } = await ada.socket.next(isError);
    expect(error).toEqual({ code: 'invalid_frame', detail: 'A message carries at most 10 files.' });
    expect(await messageCount()).toBe(before);
  });

  it.each([
    ['no text and no files', { message: '  ', attachments: [] }, 'Write a message first.'],
    ['a repeated file', { message: 'x', attachments: [1, 1] }, 'Attach each file once.'],
    ['a text id', { message: 'x', attachments: ['1'] }, 'Send attachment ids.'],
  ])('refuses %s', async (_name, frame, detail) => {
    const { ada, bob } = await conversation(0);
    ada.socket.send({ ...frame, receiver: bob.user.username });
    expect((await ada.socket.next(isError)).error).toEqual({ code: 'invalid_frame', detail });
  });

  it("refuses another member's upload, one for another conversation, and one already sent", async () => {
    const { ada, bob, uploads } = await conversation(1);
    const carol = await connectedMember(app, url);
    const before = await messageCount();
    // Carol names Ada's upload; Ada names it to Carol (another conversation).
    carol.socket.send({
      message: 'mine?',
      receiver: bob.user.username,
      attachments: [uploads[0]?.id],
    });
    expect((await carol.socket.next(isError)).error.code).toBe('not_found');
    ada.socket.send({
      message: 'elsewhere',
      receiver: carol.user.username,
      attachments: [uploads[0]?.id],
    });
    expect((await ada.socket.next(isError)).error.code).toBe('not_found');
    expect(await messageCount()).toBe(before);

    ada.socket.send({
      message: 'first',
      receiver: bob.user.username,
      attachments: [uploads[0]?.id],
    });
    await bob.socket.next(isMessage);
    ada.socket.send({
      message: 'again',
      receiver: bob.user.username,
      attachments: [uploads[0]?.id],
    });
    const errors = () => ada.socket.frames.filter(isError);
    await ada.socket.next(
      (frame): frame is Extract<ServerFrame, { error: unknown }> =>
        isError(frame) && errors().length === 2,
    );
    expect(await messageCount()).toBe(before + 1);
    const [row] = await app.database.db
      .select({ n: count() })
      .from(chatAttachments)
      .where(eq(chatAttachments.id, uploads[0]?.id ?? 0));
    expect(row?.n).toBe(1);
  });

  it('gives an upload to one of two messages sent at once, and stores only that one', async () => {
    const { ada, bob, uploads } = await conversation(1);
    const ids = uploads.map((upload) => upload.id);
    const before = await messageCount();
    // Both pass the check before either stores: the guarded update in the transaction decides.
    const sent = await Promise.allSettled([
      app.services.chat.send(ada.user, 'one', bob.user.username, undefined, ids),
      app.services.chat.send(ada.user, 'two', bob.user.username, undefined, ids),
    ]);
    expect(sent.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await messageCount()).toBe(before + 1);
    const [carrier] = await app.database.db
      .select({ messageId: chatAttachments.messageId })
      .from(chatAttachments)
      .where(eq(chatAttachments.id, ids[0] ?? 0));
    const [stored] = await app.database.db
      .select({ text: messages.text })
      .from(messages)
      .where(eq(messages.id, carrier?.messageId ?? 0));
    expect(['one', 'two']).toContain(stored?.text);
  });

  it('lets an admin fetch the files of a reported message, and only the admin once it is removed', async () => {
    const { ada, bob, bobHeaders, uploads } = await conversation(1);
    const [file] = uploads;
    ada.socket.send({ message: 'look', receiver: bob.user.username, attachments: [file?.id] });
    const { message } = await bob.socket.next(isMessage);
    const admin = await buildPaidUser(app, { isAdmin: true });
    const adminHeaders = bearer((await login(app, admin.username)).access);
    const fetch = () =>
      app.inject({ url: `/api/chat/attachments/${file?.id}`, headers: adminHeaders });
    expect((await fetch()).statusCode).toBe(404);
    const reported = await app.inject({
      method: 'POST',
      url: '/api/report/',
      headers: bobHeaders,
      payload: { target: 'message', id: message.id, reason: 'scam' },
    });
    expect(reported.statusCode).toBe(201);
    expect((await fetch()).statusCode).toBe(200);

    // Removed after the report: the members lose the file with the text; the admin keeps it.
    await app.services.chat.removeMessage(message.id);
    const asBob = await app.inject({
      url: `/api/chat/attachments/${file?.id}`,
      headers: bobHeaders,
    });
    expect(asBob.statusCode).toBe(404);
    expect((await fetch()).statusCode).toBe(200);
  });
});
