import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { DELETED_MESSAGE_TEXT, type MessageData } from '@partnerly/shared';
import { chatAttachments, storedFiles } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { png, twoMembers, uploaded } from './attachments.fixtures';
import { eraseDeletedJob } from './erase-deleted.job';

const DAY_MS = 24 * 60 * 60_000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Ada sends Bob a message with a photo: its id, the photo and both members' headers. */
async function sentPhoto() {
  const members = await twoMembers(app);
  const { ada, bob, adaHeaders } = members;
  const file = { filename: 'a.png', contentType: 'image/png', bytes: await png() };
  const photo = await uploaded(app, adaHeaders, bob.username, file);
  await app.services.chat.send(ada, 'the brief', bob.username, undefined, [photo.id]);
  const [row] = await app.database.db
    .select()
    .from(chatAttachments)
    .where(eq(chatAttachments.id, photo.id));
  if (!row?.messageId) throw new Error('the photo was not sent');
  return { ...members, photo: row, messageId: row.messageId };
}

const paths = (id: number) => [`/api/chat/attachments/${id}`, `/api/chat/attachments/${id}/thumb`];

/** The status of each path of the photo for each of the headers. */
async function statuses(id: number, ...headers: Record<string, string>[]) {
  const answers: number[] = [];
  for (const each of headers) {
    for (const url of paths(id)) {
      answers.push((await app.inject({ url, headers: each })).statusCode);
    }
  }
  return answers;
}

/** How many of the photo's bytes (file and thumbnail) are still stored. */
const storedBytes = async (photo: { fileKey: string; thumbKey: string | null }) =>
  (
    await app.database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.key, [photo.fileKey, photo.thumbKey ?? photo.fileKey]))
  ).length;

async function reportedByBob(messageId: number, bobHeaders: Record<string, string>) {
  const reported = await app.inject({
    method: 'POST',
    url: '/api/report/',
    headers: bobHeaders,
    payload: { target: 'message', id: messageId, reason: 'scam' },
  });
  expect(reported.statusCode).toBe(201);
  const admin = await buildPaidUser(app, { isAdmin: true });
  return bearer((await login(app, admin.username)).access);
}

describe('files of a deleted or removed message', () => {
  it('are served to the two members with no cache allowed to keep them', async () => {
    const { photo, adaHeaders, bobHeaders } = await sentPhoto();
    for (const headers of [adaHeaders, bobHeaders]) {
      for (const url of paths(photo.id)) {
        const response = await app.inject({ url, headers });
        expect([response.statusCode, response.headers['cache-control']]).toEqual([
          200,
          'private, no-store',
        ]);
      }
    }
  });

  it('answer 404 to both members once the sender deleted it, and are erased with its text', async () => {
    const { ada, photo, messageId, adaHeaders, bobHeaders } = await sentPhoto();
    expect(await statuses(photo.id, adaHeaders, bobHeaders)).toEqual([200, 200, 200, 200]);
    const adminHeaders = await reportedByBob(messageId, bobHeaders);

    await app.services.chatLive.remove(ada, messageId);
    expect(await statuses(photo.id, adaHeaders, bobHeaders)).toEqual([404, 404, 404, 404]);
    // Kept for the report, as its text is, for 30 days.
    expect(await statuses(photo.id, adminHeaders)).toEqual([200, 200]);

    const erase = eraseDeletedJob(app.services.chatLive);
    await withClockAhead(29 * DAY_MS, erase);
    expect(await storedBytes(photo)).toBe(2);
    // Two instances at once: each byte goes once, and neither run fails.
    await withClockAhead(30 * DAY_MS + 60_000, () => Promise.all([erase(), erase()]));
    expect(await storedBytes(photo)).toBe(0);
    expect(await statuses(photo.id, adminHeaders)).toEqual([404, 404]);
    const rows = await app.database.db
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.id, photo.id));
    expect(rows).toEqual([]);
  });

  it('answer 404 to both members once an admin removed it, and are erased 30 days later', async () => {
    const { photo, messageId, adaHeaders, bobHeaders } = await sentPhoto();
    const adminHeaders = await reportedByBob(messageId, bobHeaders);
    await app.services.chat.removeMessage(messageId);
    expect(await statuses(photo.id, adaHeaders, bobHeaders)).toEqual([404, 404, 404, 404]);
    expect(await statuses(photo.id, adminHeaders)).toEqual([200, 200]);

    const erase = eraseDeletedJob(app.services.chatLive);
    await withClockAhead(29 * DAY_MS, erase);
    expect(await storedBytes(photo)).toBe(2);
    await withClockAhead(30 * DAY_MS + 60_000, erase);
    expect(await storedBytes(photo)).toBe(0);
  });

  it("are in neither member's data export, nor is the text", async () => {
    const { ada, messageId, adaHeaders, bobHeaders } = await sentPhoto();
    await app.services.chatLive.remove(ada, messageId);
    for (const headers of [adaHeaders, bobHeaders]) {
      const exported = await app.inject({ url: '/api/export/', headers });
      const shown = exported.json<{ messages: MessageData[] }>().messages;
      expect(shown.find((message) => message.id === messageId)).toMatchObject({
        text: DELETED_MESSAGE_TEXT,
        deleted: true,
      });
      expect(shown.find((message) => message.id === messageId)).not.toHaveProperty('attachments');
      expect(exported.body).not.toContain('the brief');
    }
  });

  it('keep the files of other messages, deleted or not, that are younger', async () => {
    const kept = await sentPhoto();
    const deleted = await sentPhoto();
    await app.services.chatLive.remove(deleted.ada, deleted.messageId);
    await withClockAhead(10 * DAY_MS, eraseDeletedJob(app.services.chatLive));
    expect([await storedBytes(kept.photo), await storedBytes(deleted.photo)]).toEqual([2, 2]);
    expect(await statuses(kept.photo.id, kept.bobHeaders)).toEqual([200, 200]);
  });
});
