import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ProfileTheme } from '@partnerly/shared';
import { ProfileLink } from '../../../components/ProfileLink';
import { ProfileQrCode } from './ProfileQrCode';

interface PublicLinkCardProps {
  username: string;
  /** The public page's theme, which its QR code is drawn in. */
  theme: ProfileTheme;
  /** Copy was pressed (the onboarding checklist's "link copied into a bio"). */
  onCopy?: () => void;
}

/** The address to share, with why it belongs in each social account's bio, and its QR code. */
export function PublicLinkCard({ username, theme, onCopy }: PublicLinkCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Your public link
        </Title>
        <ProfileLink username={username} onCopy={onCopy} />
        <Text size="sm" c="gray.7">
          Put this link in the bio or link section of each of your social accounts, so they can be
          verified and people can find you.
        </Text>
        <Text size="sm" c="gray.7">
          Or print its QR code on a card, a poster or your media kit:
        </Text>
        <ProfileQrCode username={username} theme={theme} />
      </Stack>
    </Paper>
  );
}
