import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEAL_MESSAGES, type UserData } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { dealsApi, member, sendMessage, type Member } from '../deals/deals.fixtures';
import { png, storedCounts, upload } from './attachments.fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const userData = async (who: Member) =>
  (await app.inject({ url: '/api/UserData/', headers: who.headers })).json<UserData>();

/** An Explorer who bought from `creator`, and was written to by `stranger` outside any deal. */
async function explorerWithDeal() {
  const explorer = await member(app, { paid: false });
  const creator = await member(app);
  const stranger = await member(app);
  await dealsApi(app).offer(explorer, creator);
  await sendMessage(app, explorer, creator, 'About the reel');
  await sendMessage(app, stranger, explorer, 'Want to collaborate?');
  return { explorer, creator, stranger };
}

const photo = async () => ({ filename: 'brief.png', contentType: 'image/png', bytes: await png() });

/** Issue 53 point 6 (decisions 107, 113): an Explorer's chat is their deals' conversations. */
describe('the chat of a member without Full Access', () => {
  it('lists only the conversations they buy in, with their messages and unread', async () => {
    const { explorer, creator, stranger } = await explorerWithDeal();
    const data = await userData(explorer);
    expect(data.dialogues.map((dialogue) => dialogue.username)).toEqual([creator.username]);
    const dealId = data.dialogues[0]?.id;
    expect(data.messages.map((message) => message.text)).toEqual(['About the reel']);
    expect(data.messages.every((message) => message.dialogue === dealId)).toBe(true);
    expect(data.notifications).toEqual([]);

    // The export keeps every conversation: it is the member's data, not the app's view.
    const exported = await app.inject({ url: '/api/export/', headers: explorer.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Want to collaborate?');

    // The same conversations in full for a member with Full Access.
    const strangerData = await userData(stranger);
    expect(strangerData.dialogues.map((dialogue) => dialogue.username)).toEqual([
      explorer.username,
    ]);
    expect(strangerData.messages.map((message) => message.text)).toEqual(['Want to collaborate?']);
  });

  it('sends files in the deal conversation, and nowhere else (403, nothing stored)', async () => {
    const { explorer, creator, stranger } = await explorerWithDeal();
    const sent = await upload(app, explorer.headers, creator.username, await photo());
    expect(sent.statusCode).toBe(201);

    for (const receiver of [stranger.username, 'nobody-by-this-name']) {
      const before = await storedCounts(app);
      const refused = await upload(app, explorer.headers, receiver, await photo());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: DEAL_MESSAGES.chatNeedsFullAccess });
      expect(await storedCounts(app)).toEqual(before);
    }

    // A conversation not started yet is not started by a file either.
    const newcomer = await member(app);
    const before = await storedCounts(app);
    const cold = await upload(app, explorer.headers, newcomer.username, await photo());
    expect(cold.statusCode).toBe(403);
    expect(await storedCounts(app)).toEqual(before);
    expect((await userData(newcomer)).dialogues).toEqual([]);
  });
});
