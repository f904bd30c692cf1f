/** @jsxRuntime automatic @jsxImportSource react */
// The server runs through tsx from the repository root, whose compiler settings are not
// apps/server/tsconfig.json: the pragma picks the automatic JSX runtime in every setting.
import {
  MailButton,
  MailFooterLink,
  MailFrame,
  MailText,
  renderMail,
} from '../../../lib/mail-layout';
import type { Mail } from '../../../lib/mailer';
import { type MailLinks, unsubscribeHeaders, unsubscribeUrl } from './notification-mail';

export interface SocialVerdict {
  platform: string;
  accepted: boolean;
  followers: number | null;
}

const followersOf = (followers: number) =>
  `${new Intl.NumberFormat('en-US').format(followers)} ${followers === 1 ? 'follower' : 'followers'}`;

function SocialVerified({
  username,
  verdict,
  profileUrl,
  unsubscribe,
}: {
  username: string;
  verdict: SocialVerdict;
  profileUrl: string;
  unsubscribe: string;
}) {
  const { platform, accepted, followers } = verdict;
  return (
    <MailFrame
      preview={accepted ? `${platform}: verified` : `${platform}: not verified`}
      footer={
        <MailFooterLink
          text="You get this because you added an account for our team to check."
          href={unsubscribe}
          label="Stop e-mails about verification"
        />
      }
    >
      <MailText>Hi {username},</MailText>
      {accepted ? (
        <MailText>
          Good news: our team checked your {platform} account and verified it
          {followers === null ? '' : ` with ${followersOf(followers)}`}. Brands now see it on your
          profile.
        </MailText>
      ) : (
        <MailText>
          Our team could not confirm that the {platform} account you added is yours, so it was not
          verified. Check that the link opens your own account, then add it again.
        </MailText>
      )}
      <MailButton href={profileUrl}>{accepted ? 'View your profile' : 'Add it again'}</MailButton>
    </MailFrame>
  );
}

/** An admin accepted or declined a social account the member added by hand. */
export function socialVerifiedMail(
  to: { id: number; username: string; email: string },
  verdict: SocialVerdict,
  links: MailLinks,
): Promise<Mail> {
  const unsubscribe = unsubscribeUrl(links, to.id, 'verification');
  return renderMail(
    <SocialVerified
      username={to.username}
      verdict={verdict}
      profileUrl={`${links.publicUrl}/profile`}
      unsubscribe={unsubscribe}
    />,
    {
      to: to.email,
      subject: verdict.accepted
        ? `Your ${verdict.platform} account is verified`
        : `We could not verify your ${verdict.platform} account`,
      headers: unsubscribeHeaders(unsubscribe),
    },
  );
}
