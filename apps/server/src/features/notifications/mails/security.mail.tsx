/** @jsxRuntime automatic @jsxImportSource react */
// The server runs through tsx from the repository root, whose compiler settings are not
// apps/server/tsconfig.json: the pragma picks the automatic JSX runtime in every setting.
import { MailButton, MailFrame, MailText, renderMail } from '../../../lib/mail-layout';
import type { Mail } from '../../../lib/mailer';

/** When it happened, the same for every reader: UTC, spelled out. */
const whenOf = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)} UTC`;

function SecurityNotice({
  username,
  what,
  at,
  resetUrl,
}: {
  username: string;
  what: string;
  at: Date;
  resetUrl: string;
}) {
  return (
    <MailFrame
      preview={`${what} — if this wasn't you, reset your password`}
      footer={
        <MailText muted>
          This is a security notice about your account. It is sent whatever your notification
          settings.
        </MailText>
      }
    >
      <MailText>Hi {username},</MailText>
      <MailText>
        {what} on {whenOf(at)}.
      </MailText>
      <MailText>
        If this was you, there is nothing to do. If this wasn&apos;t you, reset your password now:
        it signs everyone else out of your account.
      </MailText>
      <MailButton href={resetUrl}>Reset your password</MailButton>
    </MailFrame>
  );
}

interface Account {
  username: string;
  email: string;
}

/** After a password change or reset, to the account's address. */
export function passwordChangedMail(to: Account, at: Date, publicUrl: string): Promise<Mail> {
  return renderMail(
    <SecurityNotice
      username={to.username}
      what="The password of your Partnerly account was changed"
      at={at}
      resetUrl={`${publicUrl}/reset_password`}
    />,
    { to: to.email, subject: 'Your Partnerly password was changed' },
  );
}

/** After an e-mail change, to the previous address: the new one may be an attacker's. */
export function emailChangedMail(
  to: Account,
  previousEmail: string,
  maskedNewEmail: string,
  at: Date,
  publicUrl: string,
): Promise<Mail> {
  return renderMail(
    <SecurityNotice
      username={to.username}
      what={`The e-mail address of your Partnerly account was changed to ${maskedNewEmail}`}
      at={at}
      resetUrl={`${publicUrl}/reset_password`}
    />,
    { to: previousEmail, subject: 'Your Partnerly e-mail address was changed' },
  );
}
