import { inTransaction } from '../../db/transaction';
import type { EventMap, EventName } from '../../events/event-map';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { bearer, buildPaidUser, changePassword, login } from '../../test/factories';
import { app, setUpMailingApp, smtp } from '../../test/mailing-app';
import type { ReceivedMail } from '../../test/smtp-sink';

/** As a writer does: the event in a transaction of its own, its mail queued with it. */
const publishWithin = <K extends EventName>(name: K, payload: EventMap[K]) =>
  inTransaction(app.database.db, (tx) => app.services.events.publishWithin(tx, name, payload));

setUpMailingApp();

/** The mail's decoded text: quoted-printable soft breaks and escapes undone. */
const bodyOf = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The mail to `address` whose subject matches, waiting for it to arrive. */
const mailTo = (address: string, subject: RegExp) =>
  eventually(
    () => smtp.mails.find((mail) => mail.to.includes(address) && subject.test(mail.subject)),
    `a mail "${subject.source}" to ${address}`,
  );

describe('account mails', () => {
  it('tells the member their password changed, with both an HTML and a text part', async () => {
    const user = await buildPaidUser(app);
    const { access } = await login(app, user.username);
    expect((await changePassword(app, access)).statusCode).toBe(200);
    const mail = await mailTo(user.email, /^Your Partnerly password was changed$/);
    expect(mail.raw).toContain('multipart/alternative');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(bodyOf(mail)).toContain('http://localhost:3000/reset_password');
    expect(bodyOf(mail)).toContain("If this wasn't you");
  });

  it('tells the previous address that the e-mail changed', async () => {
    const user = await buildPaidUser(app);
    const { access } = await login(app, user.username);
    const newEmail = `new-${user.email}`;
    await app.services.codes.send('verify_email', newEmail);
    const code = await smtp.codeFor(newEmail);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/update-email/',
      headers: bearer(access),
      payload: { email: newEmail, code },
    });
    expect(changed.statusCode).toBe(201);
    const mail = await mailTo(user.email, /^Your Partnerly e-mail address was changed$/);
    expect(bodyOf(mail)).toContain('n***@e***.com');
  });

  it('says a manual social was accepted with its followers, or declined', async () => {
    const user = await buildPaidUser(app);
    await publishWithin('social.verified', {
      userId: user.id,
      platform: 'Instagram',
      accepted: true,
      followers: 12_345,
    });
    const accepted = await mailTo(user.email, /^Your Instagram account is verified$/);
    expect(bodyOf(accepted)).toContain('12,345 followers');
    expect(accepted.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    await publishWithin('social.verified', {
      userId: user.id,
      platform: 'Tiktok',
      accepted: false,
      followers: null,
    });
    await mailTo(user.email, /^We could not verify your Tiktok account$/);
  });

  it('sends no verification mail to a member who turned them off', async () => {
    const user = await buildPaidUser(app);
    const { access } = await login(app, user.username);
    await app.inject({
      method: 'PUT',
      url: '/api/notification-settings/',
      headers: bearer(access),
      payload: { email_verification: false },
    });
    await publishWithin('social.verified', {
      userId: user.id,
      platform: 'Youtube',
      accepted: true,
      followers: 10,
    });
    // A notice that always goes, queued after: once it is here, the other has had its turn.
    await publishWithin('billing.payment-failed', { userId: user.id });
    await mailTo(user.email, /^Your Partnerly payment failed$/);
    expect(smtp.mails.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
  });

  it('warns about a failed payment and a subscription set to end', async () => {
    const user = await buildPaidUser(app);
    await publishWithin('billing.payment-failed', { userId: user.id });
    const failed = await mailTo(user.email, /^Your Partnerly payment failed$/);
    expect(bodyOf(failed)).toContain('http://localhost:3000/settings?tab=payments');
    await publishWithin('billing.subscription-ending', {
      userId: user.id,
      endsAt: '2027-01-31T12:00:00.000Z',
    });
    await mailTo(user.email, /^Your Partnerly Full Access ends on 31 January 2027$/);
  });
});
