import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { isSubscriptionActive } from '@partnerly/shared';
import { paths } from '../../lib/paths';
import { userDataQuery } from '../../lib/user-data';
import { TestCheckoutFrame } from './components/TestCheckoutFrame';
import { TestCheckoutSkeleton } from './components/TestCheckoutSkeleton';
import { TestOrderPayment } from './components/TestOrderPayment';
import { TestPayment } from './components/TestPayment';
import { TestSubscriptionManagement } from './components/TestSubscriptionManagement';

/**
 * /checkout/test: where Pay (and, with ?manage=1, Manage subscription; with ?order=, an
 * order's Pay) lead on a server without Stripe keys. Clearly a test: no card, one click.
 */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const manage = params.get('manage') === '1';
  const orderId = Number(params.get('order'));
  const { data, isError, refetch, isRefetching } = useQuery(userDataQuery);

  if (data === undefined && !isError) return <TestCheckoutSkeleton />;
  if (data === undefined) {
    return (
      <TestCheckoutFrame pageTitle="Test checkout">
        <Stack gap="xs" role="alert">
          <Title order={1} fz="xl">
            We couldn&apos;t load your account
          </Title>
          <Text c="gray.7">Please check your connection and try again.</Text>
        </Stack>
        <Button onClick={() => void refetch()} loading={isRefetching} w="fit-content">
          Try again
        </Button>
        <Anchor component={Link} to={paths.paymentsSettings} c="violet.8">
          Back to settings
        </Anchor>
      </TestCheckoutFrame>
    );
  }
  if (Number.isInteger(orderId) && orderId > 0) return <TestOrderPayment orderId={orderId} />;
  if (manage) return <TestSubscriptionManagement subscription={data.subscription} />;
  return <TestPayment alreadyActive={isSubscriptionActive(data.subscription)} />;
}
