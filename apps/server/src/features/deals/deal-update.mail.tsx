/** @jsxRuntime automatic @jsxImportSource react */
// The server runs through tsx from the repository root, whose compiler settings are not
// apps/server/tsconfig.json: the pragma picks the automatic JSX runtime in every setting.
import { MailButton, MailFooterLink, MailFrame, MailText, renderMail } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';
import {
  type MailLinks,
  unsubscribeHeaders,
  unsubscribeUrl,
} from '../notifications/mails/notification-mail';
import { headlineOf, pathOf, type DealNotice } from './deal-headlines';

function DealUpdate({
  username,
  headline,
  url,
  unsubscribe,
}: {
  username: string;
  headline: string;
  url: string;
  unsubscribe: string;
}) {
  return (
    <MailFrame
      preview={headline}
      footer={
        <MailFooterLink
          text="You get this because a deal on Partnerly waits for you."
          href={unsubscribe}
          label="Stop deal updates"
        />
      }
    >
      <MailText>Hi {username},</MailText>
      <MailText>{headline}.</MailText>
      <MailButton href={url}>Open the deal</MailButton>
    </MailFrame>
  );
}

/** A step of a deal that waits for the member, or a reminder. */
export function dealUpdateMail(
  to: { id: number; username: string; email: string },
  notice: DealNotice,
  links: MailLinks,
): Promise<Mail> {
  const unsubscribe = unsubscribeUrl(links, to.id, 'deals');
  const headline = headlineOf(notice);
  return renderMail(
    <DealUpdate
      username={to.username}
      headline={headline}
      url={`${links.publicUrl}${pathOf(notice)}`}
      unsubscribe={unsubscribe}
    />,
    { to: to.email, subject: headline, headers: unsubscribeHeaders(unsubscribe) },
  );
}
