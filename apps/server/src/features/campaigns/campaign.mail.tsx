/** @jsxRuntime automatic @jsxImportSource react */
// The pragma picks the automatic JSX runtime whichever compiler settings run the server.
import { budgetText, type CampaignBudget } from '@partnerly/shared';
import { MailButton, MailFooterLink, MailFrame, MailText, renderMail } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';
import {
  type MailLinks,
  unsubscribeHeaders,
  unsubscribeUrl,
} from '../notifications/mails/notification-mail';
import type { MailKind } from '../notifications/unsubscribe-tokens';

type Recipient = { id: number; username: string; email: string };

function CampaignMail(props: {
  username: string;
  lines: string[];
  button: { href: string; label: string };
  why: string;
  stop: { href: string; label: string };
}) {
  return (
    <MailFrame
      preview={props.lines[0] ?? ''}
      footer={<MailFooterLink text={props.why} href={props.stop.href} label={props.stop.label} />}
    >
      <MailText>Hi {props.username},</MailText>
      {props.lines.map((line) => (
        <MailText key={line}>{line}</MailText>
      ))}
      <MailButton href={props.button.href}>{props.button.label}</MailButton>
    </MailFrame>
  );
}

function render(
  to: Recipient,
  links: MailLinks,
  kind: MailKind,
  subject: string,
  parts: Omit<Parameters<typeof CampaignMail>[0], 'username' | 'stop'> & { stopLabel: string },
): Promise<Mail> {
  const unsubscribe = unsubscribeUrl(links, to.id, kind);
  return renderMail(
    <CampaignMail
      username={to.username}
      lines={parts.lines}
      button={parts.button}
      why={parts.why}
      stop={{ href: unsubscribe, label: parts.stopLabel }}
    />,
    { to: to.email, subject, headers: unsubscribeHeaders(unsubscribe) },
  );
}

/** The owner's digest: the applications that came since the last one (at most hourly). */
export function applicationsDigestMail(
  to: Recipient,
  campaign: { id: number; title: string },
  applicants: string[],
  links: MailLinks,
): Promise<Mail> {
  const count = applicants.length;
  const subject = `${count} new ${count === 1 ? 'application' : 'applications'} to “${campaign.title}”`;
  return render(to, links, 'campaigns', subject, {
    lines: [`${subject}: ${applicants.join(', ')}.`],
    button: {
      href: `${links.publicUrl}/campaigns/mine?campaign=${campaign.id}`,
      label: 'See the applicants',
    },
    why: 'You get this because creators applied to your campaign on Partnerly.',
    stopLabel: 'Stop campaign updates',
  });
}

/** The creator hears of the owner's decision: chosen, or a polite no. */
export function decisionMail(
  to: Recipient,
  decision: 'accepted' | 'declined' | 'not_chosen',
  campaign: { title: string; owner: string },
  links: MailLinks,
): Promise<Mail> {
  const subject =
    decision === 'accepted'
      ? `${campaign.owner} chose you for “${campaign.title}”`
      : `An update on your application to “${campaign.title}”`;
  const lines =
    decision === 'accepted'
      ? [`${subject}. Your conversation is open: agree on the details there.`]
      : [
          decision === 'not_chosen'
            ? `Thank you for applying to “${campaign.title}”. ${campaign.owner} has chosen all the creators the campaign needed, so it is closed now; your application was not chosen this time.`
            : `Thank you for applying to “${campaign.title}”. ${campaign.owner} went with other creators this time.`,
          'New campaigns open every day: have a look at the ones that suit you.',
        ];
  return render(to, links, 'campaigns', subject, {
    lines,
    button:
      decision === 'accepted'
        ? {
            href: `${links.publicUrl}/chats?with=${encodeURIComponent(campaign.owner)}`,
            label: 'Open the conversation',
          }
        : { href: `${links.publicUrl}/explore?tab=campaigns`, label: 'See open campaigns' },
    why: 'You get this because you applied to a campaign on Partnerly.',
    stopLabel: 'Stop campaign updates',
  });
}

/** The weekly "Campaigns for you": open campaigns that match the creator's profile. */
export function campaignsForYouMail(
  to: Recipient,
  campaigns: { id: number; title: string; owner: string; budget: CampaignBudget }[],
  links: MailLinks,
): Promise<Mail> {
  return render(to, links, 'campaigns-weekly', 'Campaigns for you this week', {
    lines: [
      'These open campaigns match your profile:',
      ...campaigns.map(
        (campaign) => `“${campaign.title}” by ${campaign.owner} (${budgetText(campaign.budget)})`,
      ),
    ],
    button: { href: `${links.publicUrl}/explore?tab=campaigns`, label: 'See all campaigns' },
    why: 'You get this because you turned on "Campaigns for you" in your settings.',
    stopLabel: 'Stop this weekly e-mail',
  });
}
