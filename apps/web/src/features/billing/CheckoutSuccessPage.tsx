import { useEffect, useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { isSubscriptionActive } from '@partnerly/shared';
import { forgetPendingContact, peekPendingContact } from '../../lib/contact-after-upgrade';
import { paths } from '../../lib/paths';
import { userDataQuery } from '../../lib/user-data';
import { PageContainer } from '../../components/PageContainer';
import { FullAccessBenefits } from './components/FullAccessBenefits';
import { PageTitle } from '../../components/PageTitle';

/** How often the page asks again while the payment provider confirms the payment. */
const CONFIRM_POLL_MS = 2_000;
/** After this long, the page stops asking and says the confirmation is on its way. */
const CONFIRM_GIVE_UP_MS = 60_000;

/**
 * /checkout/success: where a payment lands (the test checkout, Stripe's return, an applied
 * promo code). Welcomes the user to Full Access, or takes them back to the conversation they
 * upgraded for; until the payment provider's confirmation arrives, it waits for it.
 */
export function CheckoutSuccessPage() {
  const { data, dataUpdatedAt } = useQuery({
    ...userDataQuery,
    refetchInterval: (query) =>
      isSubscriptionActive(query.state.data?.subscription) ? false : CONFIRM_POLL_MS,
  });
  const active = isSubscriptionActive(data?.subscription);
  const [startedAt] = useState(() => Date.now());
  const gaveUp = !active && dataUpdatedAt - startedAt > CONFIRM_GIVE_UP_MS;
  // Upgraded to contact someone: straight back to that conversation, the message typed.
  const [pending] = useState(peekPendingContact);
  const resume = active && pending !== undefined;
  useEffect(() => {
    if (resume) forgetPendingContact();
  }, [resume]);
  if (resume) return <Navigate to={paths.chatWith(pending.username, pending.draft)} replace />;

  return (
    <PageContainer width="narrow">
      <PageTitle>Welcome to Full Access — Partnerly</PageTitle>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        {active ? (
          <Welcome byPromoCode={data?.subscription.promocode_used ?? false} />
        ) : gaveUp ? (
          <StillConfirming />
        ) : (
          <Confirming />
        )}
      </Paper>
    </PageContainer>
  );
}

function Welcome({ byPromoCode }: { byPromoCode: boolean }) {
  return (
    <Stack gap="lg">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <IconConfetti size={30} />
      </ThemeIcon>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Welcome to Full Access
        </Title>
        <Text c="gray.7">
          {byPromoCode
            ? 'Your promotional code is applied and your plan is active for life. You can now:'
            : 'Your payment went through and your plan is active. You can now:'}
        </Text>
      </Stack>
      <FullAccessBenefits />
      <Group gap="sm">
        <Button component={Link} to={paths.profile} size="md">
          Set up your profile
        </Button>
        <Button component={Link} to={paths.explore} size="md" variant="default">
          Explore ads
        </Button>
      </Group>
    </Stack>
  );
}

function Confirming() {
  return (
    <Stack gap="md" role="status" aria-label="Confirming your payment">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Confirming your payment…
      </Title>
      <Text c="gray.7">This usually takes a few seconds. Please keep this page open.</Text>
      <Skeleton height={14} width="80%" />
      <Skeleton height={14} width="65%" />
      <Skeleton height={14} width="70%" />
    </Stack>
  );
}

function StillConfirming() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Your payment is on its way
      </Title>
      <Text c="gray.7">
        The payment provider has not confirmed it yet. It can take a minute: your plan switches to
        Full Access as soon as it does, and the Payments tab shows its status.
      </Text>
      <Anchor component={Link} to={paths.paymentsSettings} c="violet.8" fw={500}>
        Open Payments
      </Anchor>
    </Stack>
  );
}
