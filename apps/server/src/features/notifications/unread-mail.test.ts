import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { connectSocket } from '../../test/socket-client';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test/smtp-sink';
import type { User } from '../users/user';
import { NEW_MEMBER_SETTINGS, settingsOf } from './notification-settings.fixtures';

/**
 * The unread-message e-mail against a real SMTP server (issue 17), with a 3-second delay.
 * Every case starts at once; the control user's mail marks when the others' would have gone.
 */
const DELAY_SECONDS = 3;

let app: FastifyInstance;
let url: string;
let sink: SmtpSink;
const arrivals = new Map<ReceivedMail, number>();
const mailsTo = (user: User) => sink.mails.filter((mail) => mail.to.includes(user.email));
const bodyOf = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A header of the mail, unfolded (RFC 5322 folds long ones onto indented lines). */
const headerOf = (mail: ReceivedMail, name: string) => {
  const head = (mail.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: *(.*)$`, 'mi').exec(head)?.[1]?.trim();
};

let ada: User;
let cleo: User;
let control: User;
let reader: User;
let online: User;
let optedOut: User;
let blocked: User;
let two: User;
let sentAt = 0;

/** The only mail to a user, failing when there is none or more. */
const onlyMailTo = (user: User): ReceivedMail => {
  const [mail, ...others] = mailsTo(user);
  if (!mail || others.length > 0) throw new Error(`expected one mail to ${user.username}`);
  return mail;
};
const arrivalOf = (mail: ReceivedMail) => arrivals.get(mail) ?? Number.NaN;

beforeAll(async () => {
  sink = await startSmtpSink();
  sink.onMail((mail) => arrivals.set(mail, Date.now()));
  app = await createTestApp({ smtpUrl: sink.url, unreadEmailDelaySeconds: DELAY_SECONDS });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  ada = await buildPaidUser(app, { username: `ada_${Date.now().toString(36)}` });
  cleo = await buildPaidUser(app, { username: `cleo_${Date.now().toString(36)}` });
  control = await buildPaidUser(app);
  reader = await buildPaidUser(app);
  online = await buildPaidUser(app);
  optedOut = await buildPaidUser(app);
  blocked = await buildPaidUser(app);
  two = await buildPaidUser(app);

  const onlineSocket = await connectSocket(url, (await login(app, online.username)).access);
  const optedOutToken = (await login(app, optedOut.username)).access;
  await app.inject({
    method: 'PUT',
    url: '/api/notification-settings/',
    headers: bearer(optedOutToken),
    payload: { email_unread: false },
  });
  const { id: blockedDialogue } = await app.services.chat.addDialogue(blocked, ada.username);
  await app.services.chat.setSpam(blocked, blockedDialogue, true);

  sentAt = Date.now();
  for (const receiver of [control, reader, online, optedOut, two]) {
    await app.services.chat.send(
      ada,
      `Hello ${receiver.username}!\nSecond line`,
      receiver.username,
    );
  }
  await app.services.chat.send(cleo, 'A brief for your channel', two.username);
  await expect(app.services.chat.send(ada, 'Blocked?', blocked.username)).rejects.toThrow();
  const { id: readDialogue } = await app.services.chat.addDialogue(reader, ada.username);
  await app.services.chat.markRead(reader, readDialogue);

  // The control's mail, then one more sweep: anything owed to the others has gone by now.
  await sink.lastTo(control.email, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  onlineSocket.close();
}, 30_000);

afterAll(async () => {
  await app.close();
  await sink.close();
});

describe('unread-message e-mail', () => {
  it('goes once, after the delay, naming the sender, the first lines and the chats link', async () => {
    const mail = onlyMailTo(control);
    expect(arrivalOf(mail) - sentAt).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000);
    expect(mail.subject).toBe(`${ada.username} sent you 1 message`);
    const body = bodyOf(mail);
    expect(body).toContain(`Hello ${control.username}!`);
    expect(body).toContain('http://localhost:3000/chats');
  });

  it('carries one-click unsubscribe headers (RFC 8058)', () => {
    const mail = onlyMailTo(control);
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\/[^>]+\/>$/,
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('names both senders of two conversations in one mail', () => {
    const body = bodyOf(onlyMailTo(two));
    expect(body).toContain(ada.username);
    expect(body).toContain(cleo.username);
    expect(body).toContain('A brief for your channel');
  });

  it('is not sent for a message read before the delay', () => {
    expect(mailsTo(reader)).toHaveLength(0);
  });

  it('is not sent while a socket of the receiver is open, and goes once it closed', async () => {
    expect(mailsTo(online)).toHaveLength(0);
    const mail = await sink.lastTo(online.email, 15_000);
    expect(mail.subject).toContain(ada.username);
  });

  it('is not sent to someone who turned it off', () => {
    expect(mailsTo(optedOut)).toHaveLength(0);
  });

  it('is not sent for a blocked conversation', () => {
    expect(mailsTo(blocked)).toHaveLength(0);
  });

  it('waits a whole delay after the last mail, then names only the new messages', async () => {
    const first = onlyMailTo(control);
    await app.services.chat.send(cleo, 'Following up on the brief', control.username);
    const second = await eventually(() => mailsTo(control)[1], 'the second mail', 15_000);
    expect(arrivalOf(second) - arrivalOf(first)).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000);
    expect(bodyOf(second)).toContain('Following up on the brief');
    expect(bodyOf(second)).not.toContain(`Hello ${control.username}!`);
  }, 20_000);
});

describe('one-click unsubscribe', () => {
  const linkOf = (mail: ReceivedMail | undefined) =>
    /^<http:\/\/localhost:3000(\/api\/unsubscribe\/[^>]+\/)>$/.exec(
      (mail && headerOf(mail, 'List-Unsubscribe')) ?? '',
    )?.[1];

  it('asks on GET, turns the e-mail off on a POST without a login, and says so', async () => {
    const link = linkOf(mailsTo(control)[0]) ?? '';
    expect(link).not.toBe('');
    const page = await app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    const token = (await login(app, control.username)).access;
    expect(await settingsOf(app, token)).toEqual(NEW_MEMBER_SETTINGS);

    const done = await app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You're unsubscribed");
    expect(await settingsOf(app, token)).toEqual({ ...NEW_MEMBER_SETTINGS, email_unread: false });
  });

  it('refuses a forged or altered token with 404 and changes nothing', async () => {
    const forged = [
      `${reader.id}.unread.${'A'.repeat(43)}`,
      `${reader.id}.everything.${'A'.repeat(43)}`,
      'not-a-token',
    ];
    const real = linkOf(onlyMailTo(two)) ?? '';
    expect(real).not.toBe('');
    const swapped = real.replace(/\/unsubscribe\/(\d+)\./, `/unsubscribe/${reader.id}.`);
    for (const path of [...forged.map((token) => `/api/unsubscribe/${token}/`), swapped]) {
      const response = await app.inject({ method: 'POST', url: path });
      expect(response.statusCode).toBe(404);
    }
    const token = (await login(app, reader.username)).access;
    expect(await settingsOf(app, token)).toEqual(NEW_MEMBER_SETTINGS);
  });
});
