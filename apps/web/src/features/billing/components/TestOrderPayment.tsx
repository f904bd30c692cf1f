import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDollars } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { fetchTestOrder, payOrderTest } from '../api/test-payments';
import { useTestCheckoutAction } from '../hooks/use-test-checkout-action';
import { TestCheckoutFrame } from './TestCheckoutFrame';
import { TestCheckoutUnavailable } from './TestCheckoutUnavailable';

const NOTE =
  'This server has no payment provider set up, so this page stands in for one. Paying here records a test payment on the order; no real money moves.';

/** The test checkout of an order: the price plus the fee, paid with one click. */
export function TestOrderPayment({ orderId }: { orderId: number }) {
  const order = useQuery({
    queryKey: ['test-order', orderId],
    queryFn: () => fetchTestOrder(orderId),
  });
  const payment = useTestCheckoutAction(() => payOrderTest(orderId), paths.deal(orderId));
  if (payment.unavailable) return <TestCheckoutUnavailable />;

  return (
    <TestCheckoutFrame pageTitle="Test checkout" note={NOTE}>
      {order.data !== undefined ? (
        <Stack gap="xs">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {order.data.title}
          </Title>
          <Group gap={4} align="baseline">
            <Text component="span" fz={40} fw={800} lh={1}>
              {formatDollars(order.data.payment.amount)}
            </Text>
          </Group>
          <Text size="sm" c="gray.7">
            {formatDollars(order.data.price)} for the seller and{' '}
            {formatDollars(order.data.payment.fee)} Partnerly fee. Partnerly holds the money until
            you approve the delivery.
          </Text>
          <Button
            size="md"
            mt="sm"
            onClick={() => void payment.run()}
            loading={payment.busy}
            disabled={order.data.payment.state !== 'unpaid'}
          >
            {order.data.payment.state === 'unpaid'
              ? `Pay ${formatDollars(order.data.payment.amount)} (test)`
              : 'Already paid'}
          </Button>
          {payment.error && (
            <Text c="red.9" size="sm" role="alert">
              {payment.error}
            </Text>
          )}
        </Stack>
      ) : order.isError ? (
        <Text role="alert">We couldn&apos;t load this order. It may not be yours to pay.</Text>
      ) : (
        <Skeleton h={90} aria-label="Loading the order" />
      )}
      <Anchor component={Link} to={paths.deal(orderId)} c="violet.8" ta="center">
        Back to the order
      </Anchor>
    </TestCheckoutFrame>
  );
}
