/** @jsxRuntime automatic @jsxImportSource react */
// The server runs through tsx from the repository root, whose compiler settings are not
// apps/server/tsconfig.json: the pragma picks the automatic JSX runtime in every setting.
import { platformName, CONNECTED_PLATFORM, type ConnectPlatform } from '@partnerly/shared';
import { MailButton, MailFrame, MailText, renderMail } from '../../../lib/mail-layout';
import type { Mail } from '../../../lib/mailer';

export interface ConnectionLoss {
  platform: string;
  reason: 'refused' | 'taken';
}

const nameOf = (platform: string) =>
  platform in CONNECTED_PLATFORM
    ? platformName(CONNECTED_PLATFORM[platform as ConnectPlatform])
    : platform;

function ConnectionLost({
  username,
  loss,
  profileUrl,
}: {
  username: string;
  loss: ConnectionLoss;
  profileUrl: string;
}) {
  const name = nameOf(loss.platform);
  return (
    <MailFrame
      preview={`${name}: reconnect your account`}
      footer={
        <MailText muted>
          This is a notice about an account you connected. It is sent whatever your notification
          settings.
        </MailText>
      }
    >
      <MailText>Hi {username},</MailText>
      {loss.reason === 'refused' ? (
        <MailText>
          {name} stopped letting us read your account (its access was removed, or the password
          changed), so the numbers on your profile are no longer updated. Reconnect it from your
          profile to keep them fresh; after 30 days without an update the verified mark goes.
        </MailText>
      ) : (
        <MailText>
          Someone signed in to your {name} account through {name} and connected it to another
          Partnerly profile, so it left yours. If that was not you, change your {name} password and
          connect the account again.
        </MailText>
      )}
      <MailButton href={profileUrl}>Open your profile</MailButton>
    </MailFrame>
  );
}

/** A connected account stopped counting for the member: refused by its platform, or taken. */
export function connectionLostMail(
  to: { username: string; email: string },
  loss: ConnectionLoss,
  publicUrl: string,
): Promise<Mail> {
  const name = nameOf(loss.platform);
  return renderMail(
    <ConnectionLost username={to.username} loss={loss} profileUrl={`${publicUrl}/profile`} />,
    {
      to: to.email,
      subject:
        loss.reason === 'refused'
          ? `Reconnect your ${name} account`
          : `Your ${name} account was connected to another profile`,
    },
  );
}
