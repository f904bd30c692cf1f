import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import {
  formatDeliveryDays,
  formatPackagePrice,
  platformName,
  type PackageData,
} from '@partnerly/shared';
import { navigateTo } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { getRefreshToken, isLoggedIn } from '../../../lib/session';
import { useStartChat } from '../../../lib/use-start-chat';
import classes from '../public-profile.module.css';
import { CTA_STYLE } from '../theme-styles';
import { PublicCardGrid, PublicCardText, PublicCardTitle } from './PublicCardGrid';

/** The message a Request starts the chat with; the brand edits it before sending. */
export const requestText = (item: PackageData) =>
  `Hi! I'd like to order your package "${item.title}" (${formatPackagePrice(item.price)}, ${formatDeliveryDays(item.delivery_days)}). Is it available?`;

/** Request: the chat with the creator and an offer for this package, ready to send. */
function RequestButton({ username, item }: { username: string; item: PackageData }) {
  const { busy, startChat } = useStartChat();
  const request = () => {
    // An expired access token with a refresh token is still a session: the client renews it.
    if (!isLoggedIn() && !getRefreshToken()) {
      navigateTo(paths.login);
      return;
    }
    // On Full Access the Request is an offer filled from the package; otherwise the message
    // waits for the member past the upgrade (contact-after-upgrade).
    void startChat(username, requestText(item), {
      title: item.title,
      price: item.price,
      platform: item.platform,
      dueInDays: item.delivery_days,
      packageId: item.id,
    });
  };
  return (
    <Button
      radius="xl"
      style={CTA_STYLE}
      loading={busy}
      onClick={request}
      leftSection={<IconSend size={16} aria-hidden="true" />}
      aria-label={`Request ${item.title}`}
    >
      Request
    </Button>
  );
}

/** The creator's packages with their prices; nothing without packages. */
export function PublicPackages({
  username,
  packages,
}: {
  username: string;
  packages: PackageData[];
}) {
  return (
    <PublicCardGrid
      title="Packages"
      items={packages}
      card={(item) => (
        <Stack gap="xs" h="100%">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <PublicCardTitle>{item.title}</PublicCardTitle>
            <span className={classes.badge}>{platformName(item.platform)}</span>
          </Group>
          {item.description && <PublicCardText>{item.description}</PublicCardText>}
          <Group justify="space-between" wrap="nowrap" mt="auto">
            <Text fw={700}>
              {formatPackagePrice(item.price)}
              <Text span size="sm" fw={400} className={classes.muted}>
                {' '}
                · {formatDeliveryDays(item.delivery_days)}
              </Text>
            </Text>
            <RequestButton username={username} item={item} />
          </Group>
        </Stack>
      )}
    />
  );
}
