/**
 * The set-up of tests of what members are told (deal and campaign notices): one app per test
 * file mailing to a sink and pushing to a stand-in push service, and what each received.
 */
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp } from './app';
import { startPushService } from './push-service';
import { bodyOf, startSmtpSink, type SmtpSink } from './smtp-sink';

export let app: FastifyInstance;
export let sink: SmtpSink;
export let pushService: Awaited<ReturnType<typeof startPushService>>;

/** One app for the test file calling it; `ready` builds what the file's tests call it through. */
export function setUpNoticeApp(ready: (app: FastifyInstance) => void) {
  beforeAll(async () => {
    sink = await startSmtpSink();
    pushService = await startPushService();
    app = await createTestApp({ smtpUrl: sink.url, pushServiceOrigins: [pushService.origin()] });
    ready(app);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
    await pushService.close();
  });
}

export async function emailOf(userId: number) {
  const [row] = await app.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email ?? '';
}

export const mailsTo = (email: string) => sink.mails.filter((mail) => mail.to.includes(email));

/**
 * The mails to `email` but the nudge to set up payouts (issue 51), which a seller without payouts
 * gets once in Partnerly's own group beside the mails of the steps a test counts.
 */
export const stepMailsTo = (email: string) =>
  mailsTo(email).filter((mail) => !/Set up payouts so /.test(bodyOf(mail)));

export const pushesTo = (endpoint: string) =>
  pushService.received.filter((push) => endpoint.endsWith(push.path)).map((push) => push.payload);
