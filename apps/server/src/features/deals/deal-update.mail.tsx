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

function DealUpdates({
  username,
  headlines,
  url,
  unsubscribe,
}: {
  username: string;
  headlines: string[];
  url: string;
  unsubscribe: string;
}) {
  return (
    <MailFrame
      preview="Your deals on Partnerly have news"
      footer={
        <MailFooterLink
          text="You get this because a deal on Partnerly waits for you."
          href={unsubscribe}
          label="Stop deal updates"
        />
      }
    >
      <MailText>Hi {username},</MailText>
      {headlines.map((headline, index) => (
        <MailText key={index}>{headline}.</MailText>
      ))}
      <MailButton href={url}>Open the deal</MailButton>
    </MailFrame>
  );
}

/**
 * The steps of deals with one member that wait for the receiver, and reminders, grouped
 * (decision 079). The subject names nobody and quotes nothing: titles and names are members'
 * words, so they stay in the body, where React escapes them (issue 46, case 1).
 */
export function dealUpdatesMail(
  to: { id: number; username: string; email: string },
  notices: DealNotice[],
  links: MailLinks,
): Promise<Mail> {
  const unsubscribe = unsubscribeUrl(links, to.id, 'deals');
  const count = notices.length;
  const newest = notices.at(-1);
  return renderMail(
    <DealUpdates
      username={to.username}
      headlines={notices.map(headlineOf)}
      url={`${links.publicUrl}${newest ? pathOf(newest) : '/deals'}`}
      unsubscribe={unsubscribe}
    />,
    {
      to: to.email,
      subject: count === 1 ? 'A deal update on Partnerly' : `${count} deal updates on Partnerly`,
      headers: unsubscribeHeaders(unsubscribe),
    },
  );
}
