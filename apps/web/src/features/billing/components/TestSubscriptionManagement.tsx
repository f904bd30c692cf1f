import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isSubscriptionActive } from '@partnerly/shared';
import type { SubscriptionData } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { dateOrDashes } from '../../../lib/dates';
import { cancelTestSubscription } from '../api/test-checkout';
import { useTestCheckoutAction } from '../hooks/use-test-checkout-action';
import { TestCheckoutFrame } from './TestCheckoutFrame';
import { TestCheckoutUnavailable } from './TestCheckoutUnavailable';

/** The test stand-in for the customer portal: the plan's state and a cancel button. */
export function TestSubscriptionManagement({ subscription }: { subscription: SubscriptionData }) {
  const cancel = useTestCheckoutAction(cancelTestSubscription, paths.paymentsSettings);
  if (cancel.unavailable) return <TestCheckoutUnavailable />;

  const active = isSubscriptionActive(subscription);
  const rows = [
    ['Plan', active ? 'Full Access' : 'Explorer'],
    ['Status', subscription.status ?? '---'],
    ['Started at', dateOrDashes(subscription.started_at)],
    ['Canceled at', dateOrDashes(subscription.canceled_at)],
  ] as const;

  return (
    <TestCheckoutFrame pageTitle="Manage subscription (test)">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Manage subscription
      </Title>
      <Table variant="vertical" withTableBorder layout="fixed" fz="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={120}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {active && subscription.promocode_used && (
        <Text>You have used a lifetime valid promotional code: there is nothing to cancel.</Text>
      )}
      {active && !subscription.promocode_used && (
        <Stack gap="xs">
          <Button
            color="red.9"
            variant="outline"
            onClick={() => void cancel.run()}
            loading={cancel.busy}
            w="fit-content"
          >
            Cancel subscription (test)
          </Button>
          {cancel.error && (
            <Text c="red.9" size="sm" role="alert">
              {cancel.error}
            </Text>
          )}
        </Stack>
      )}
      {!active && <Text>You have no active subscription to cancel.</Text>}
      <Anchor component={Link} to={paths.paymentsSettings} c="violet.8">
        Back to settings
      </Anchor>
    </TestCheckoutFrame>
  );
}
