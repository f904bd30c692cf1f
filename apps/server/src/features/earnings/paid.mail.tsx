/** @jsxRuntime automatic @jsxImportSource react */
// The pragma picks the automatic JSX runtime whatever compiler settings run the server
// (as in deal-update.mail.tsx).
import { formatDate, formatDollars, PAYOUT_TIMING } from '@partnerly/shared';
import { MailButton, MailFooterLink, MailFrame, MailText, renderMail } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';
import {
  type MailLinks,
  unsubscribeHeaders,
  unsubscribeUrl,
} from '../notifications/mails/notification-mail';

/** What the "You've been paid" e-mail says (issue 53). */
export interface PaidMailParts {
  amount: number;
  title: string;
  buyer: string | null;
  /** Part of the price went back to the buyer (a split): how much. */
  refunded: number;
  /** The end of the payout window. */
  arrivesBy: Date;
  /** Test money: recorded, never paid out to a bank. */
  test: boolean;
  orderId: number;
}

function Paid({
  username,
  parts,
  url,
  unsubscribe,
}: {
  username: string;
  parts: PaidMailParts;
  url: string;
  unsubscribe: string;
}) {
  const amount = formatDollars(parts.amount);
  return (
    <MailFrame
      preview={`${amount} is on its way to you`}
      footer={
        <MailFooterLink
          text="You get this because you were paid for a deal on Partnerly."
          href={unsubscribe}
          label="Stop deal updates"
        />
      }
    >
      <MailText>Hi {username},</MailText>
      <MailText>
        Partnerly released {amount} for &quot;{parts.title}&quot;
        {parts.buyer ? ` with ${parts.buyer}` : ''} to your payout account.
        {parts.refunded > 0
          ? ` After the dispute, ${formatDollars(parts.refunded)} went back to the buyer.`
          : ''}
      </MailText>
      <MailText>
        {PAYOUT_TIMING} Expect it by {formatDate(parts.arrivesBy)}.
        {parts.test ? ' This was test money from the test checkout: nothing reaches a bank.' : ''}
      </MailText>
      <MailButton href={url}>See your earnings</MailButton>
    </MailFrame>
  );
}

/**
 * "You've been paid $950": sent once the seller's part of a payment was released. The subject
 * carries only the amount: titles and names are members' words and stay in the body.
 */
export function paidMail(
  to: { id: number; username: string; email: string },
  parts: PaidMailParts,
  links: MailLinks,
): Promise<Mail> {
  const unsubscribe = unsubscribeUrl(links, to.id, 'deals');
  return renderMail(
    <Paid
      username={to.username}
      parts={parts}
      url={`${links.publicUrl}/earnings`}
      unsubscribe={unsubscribe}
    />,
    {
      to: to.email,
      subject: `You've been paid ${formatDollars(parts.amount)}`,
      headers: unsubscribeHeaders(unsubscribe),
    },
  );
}
