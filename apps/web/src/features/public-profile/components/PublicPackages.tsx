import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import {
  formatDeliveryDays,
  formatPackagePrice,
  platformName,
  type PackageData,
} from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { getRefreshToken, isLoggedIn } from '../../../lib/session';
import { useStartChat } from '../../../domains/deals/use-start-chat';
import classes from '../public-profile.module.css';
import { CTA_STYLE } from '../theme-styles';
import { PublicCardGrid, PublicCardText, PublicCardTitle } from './PublicCardGrid';

// Loaded on first use: Mantine's Modal would otherwise weigh on the first load of /{username}.
const SignInToRequestModal = lazy(async () => ({
  default: (await import('../../../domains/deals/SignInToRequestModal')).SignInToRequestModal,
}));

/** The query parameter that brings a visitor back from sign-in with a package's request. */
const REQUEST_PARAM = 'request';

/** The message a Request starts the chat with; the brand edits it before sending. */
export const requestText = (item: PackageData) =>
  `Hi! I'd like to order your package "${item.title}" (${formatPackagePrice(item.price)}, ${formatDeliveryDays(item.delivery_days)}). Is it available?`;

/**
 * Request: the chat with the creator and an offer for this package, ready to send. Signed out,
 * it says whom and what for and signs in (or up) back to this page with `?request=<id>`, which
 * presses Request once the page loads signed in (issue 53).
 */
function RequestButton({ username, item }: { username: string; item: PackageData }) {
  const { busy, startChat } = useStartChat();
  const [asking, setAsking] = useState(false);
  const request = () => {
    // An expired access token with a refresh token is still a session: the client renews it.
    if (!isLoggedIn() && !getRefreshToken()) {
      setAsking(true);
      return;
    }
    // Buying needs no plan: an offer filled from the package, in /chats on Full Access and in
    // /deals otherwise (decision 107).
    void startChat(username, requestText(item), {
      title: item.title,
      price: item.price,
      platform: item.platform,
      dueInDays: item.delivery_days,
      packageId: item.id,
    });
  };
  const resume = useEffectEvent(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get(REQUEST_PARAM) !== String(item.id)) return;
    params.delete(REQUEST_PARAM);
    const query = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    if (isLoggedIn() || getRefreshToken()) request();
  });
  // After the first paint, once: the page hydrated as the server rendered it.
  useEffect(() => {
    const timer = setTimeout(resume);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
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
      {asking && (
        <Suspense fallback={null}>
          <SignInToRequestModal
            opened
            onClose={() => setAsking(false)}
            creator={username}
            title={item.title}
            returnTo={`${paths.publicProfile(username)}?${REQUEST_PARAM}=${item.id}`}
          />
        </Suspense>
      )}
    </>
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
