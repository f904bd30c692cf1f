import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { completeTestPayouts } from './api/test-payments';
import { TestCheckoutFrame } from './components/TestCheckoutFrame';
import { TestCheckoutUnavailable } from './components/TestCheckoutUnavailable';
import { useTestCheckoutAction } from './hooks/use-test-checkout-action';

const NOTE =
  'This server has no payment provider set up, so this page stands in for Stripe’s onboarding. Finishing it lets buyers pay your orders with test payments; no real money moves.';

/** /payouts/test: the test onboarding that stands in for Stripe Connect without Stripe keys. */
export function TestPayoutsPage() {
  const finish = useTestCheckoutAction(completeTestPayouts, paths.paymentsSettings);
  if (finish.unavailable) return <TestCheckoutUnavailable />;

  return (
    <TestCheckoutFrame
      pageTitle="Test payouts set-up"
      banner="Test payouts set-up — no real account or money"
      note={NOTE}
    >
      <Stack gap="xs">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Get paid for deals
        </Title>
        <Text c="gray.7">With a real payment provider you would give Stripe:</Text>
        <List size="sm">
          <List.Item>your bank account for payouts</List.Item>
          <List.Item>your name and date of birth</List.Item>
          <List.Item>your acceptance of Stripe&apos;s terms</List.Item>
        </List>
      </Stack>
      <Stack gap="xs">
        <Button size="md" onClick={() => void finish.run()} loading={finish.busy}>
          Finish test onboarding
        </Button>
        {finish.error && (
          <Text c="red.9" size="sm" role="alert">
            {finish.error}
          </Text>
        )}
      </Stack>
      <Anchor component={Link} to={paths.paymentsSettings} c="violet.8" ta="center">
        Cancel
      </Anchor>
    </TestCheckoutFrame>
  );
}
