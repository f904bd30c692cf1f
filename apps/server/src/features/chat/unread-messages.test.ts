import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ChatUserData } from '@partnerly/shared';
import { messages } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test/smtp-sink';

let app: FastifyInstance;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url, unreadEmailDelaySeconds: 3 });
  await app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

/** Unread messages per sender, as the app's chat list counts them (GET api/UserData/). */
async function unreadInApp(username: string): Promise<Record<string, number>> {
  const response = await app.inject({
    url: '/api/UserData/',
    headers: bearer((await login(app, username)).access),
  });
  const { dialogues, notifications } = response.json<ChatUserData>();
  const counts: Record<string, number> = {};
  for (const id of notifications) {
    const sender = dialogues.find((dialogue) => dialogue.id === id)?.username ?? `#${id}`;
    counts[sender] = (counts[sender] ?? 0) + 1;
  }
  return counts;
}

/** Unread messages per sender, as the unread-message e-mail names them. */
function unreadInMail(mail: ReceivedMail): Record<string, number> {
  const html = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replaceAll('<!-- -->', '');
  const counts: Record<string, number> = {};
  for (const [, sender = '', count] of html.matchAll(
    /<strong>([^<]+)<\/strong>[^<\d]*(\d+) new messages?/g,
  )) {
    counts[sender] = Number(count);
  }
  return counts;
}

describe('what is unread', () => {
  it('is the same in the app and in the unread e-mail: removed messages and blocked conversations are not', async () => {
    const reader = await buildPaidUser(app);
    const [plain, removing, blockedByReader, blockingReader] = await Promise.all([
      buildPaidUser(app),
      buildPaidUser(app),
      buildPaidUser(app),
      buildPaidUser(app),
    ]);
    const { chat } = app.services;
    await chat.send(plain, 'Still here', reader.username);
    await chat.send(removing, 'Removed after a report', reader.username);
    await chat.send(removing, 'Kept', reader.username);
    await chat.send(blockedByReader, 'The reader blocks this one', reader.username);
    await chat.send(blockingReader, 'And then I block the reader', reader.username);

    const [removed] = await app.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.text, 'Removed after a report'));
    await chat.removeMessage(removed?.id ?? 0);
    const blockedHere = await chat.addDialogue(reader, blockedByReader.username);
    await chat.setSpam(reader, blockedHere.id, true);
    const blockedThere = await chat.addDialogue(blockingReader, reader.username);
    await chat.setSpam(blockingReader, blockedThere.id, true);

    const mail = await sink.lastTo(reader.email, 15_000);
    const expected = { [plain.username]: 1, [removing.username]: 1 };
    expect(unreadInMail(mail)).toEqual(expected);
    expect(await unreadInApp(reader.username)).toEqual(expected);
  }, 30_000);
});
