/** @jsxRuntime automatic @jsxImportSource react */
// The server runs through tsx from the repository root, whose compiler settings are not
// apps/server/tsconfig.json: the pragma picks the automatic JSX runtime in every setting.
import { MailButton, MailFrame, MailText, renderMail } from '../../../lib/mail-layout';
import type { Mail } from '../../../lib/mailer';

const dayOf = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(at);

interface Account {
  username: string;
  email: string;
}

const footer = (
  <MailText muted>
    You get this because you subscribe to Partnerly Full Access. Questions? Write to us from
    Settings → Contact.
  </MailText>
);

/** Stripe could not charge the card: Full Access is locked until the card works. */
export function paymentFailedMail(to: Account, publicUrl: string): Promise<Mail> {
  return renderMail(
    <MailFrame preview="Update your card to keep Full Access" footer={footer}>
      <MailText>Hi {to.username},</MailText>
      <MailText>
        We could not charge your card for Partnerly Full Access. Until the payment goes through,
        your public profile, links, ads and chat are paused.
      </MailText>
      <MailText>Update your card and we will try again straight away.</MailText>
      <MailButton href={`${publicUrl}/settings?tab=payments`}>Update payment method</MailButton>
    </MailFrame>,
    { to: to.email, subject: 'Your Partnerly payment failed' },
  );
}

/** The subscription was set to end: when, what stops, and how to keep it. */
export function subscriptionEndingMail(
  to: Account,
  endsAt: Date,
  publicUrl: string,
): Promise<Mail> {
  const day = dayOf(endsAt);
  return renderMail(
    <MailFrame preview={`Full Access ends on ${day}`} footer={footer}>
      <MailText>Hi {to.username},</MailText>
      <MailText>
        Your Full Access subscription is set to end on {day}. After that day your public profile,
        links and ads are hidden and chat is locked; searching stays free.
      </MailText>
      <MailText>Changed your mind? You can keep Full Access in Settings → Payments.</MailText>
      <MailButton href={`${publicUrl}/settings?tab=payments`}>Keep Full Access</MailButton>
    </MailFrame>,
    { to: to.email, subject: `Your Partnerly Full Access ends on ${day}` },
  );
}
