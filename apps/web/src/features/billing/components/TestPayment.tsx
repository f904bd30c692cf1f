import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRICING } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { completeTestCheckout } from '../api/test-checkout';
import { useTestCheckoutAction } from '../hooks/use-test-checkout-action';
import { TestCheckoutFrame } from './TestCheckoutFrame';
import { TestCheckoutUnavailable } from './TestCheckoutUnavailable';

const FEATURES = [
  'Your public profile and link',
  'Verified social accounts and links',
  'Ads on the explore page',
  'Private chat',
];

const price = PRICING.fullAccessMonthlyUsd;

/** The test checkout's order: Full Access at $7/month, paid with one click, or cancelled. */
export function TestPayment({ alreadyActive }: { alreadyActive: boolean }) {
  const payment = useTestCheckoutAction(completeTestCheckout, paths.checkoutSuccess);
  if (payment.unavailable) return <TestCheckoutUnavailable />;

  return (
    <TestCheckoutFrame pageTitle="Test checkout">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Full Access
        </Title>
        <Group gap={4} align="baseline">
          <Text component="span" fz={40} fw={800} lh={1}>
            ${price}
          </Text>
          <Text component="span" c="gray.7">
            / month
          </Text>
        </Group>
      </Stack>
      <List
        spacing={6}
        icon={<IconCheck size={18} color="var(--mantine-color-violet-7)" aria-hidden="true" />}
      >
        {FEATURES.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
      {alreadyActive ? (
        <Stack gap="sm">
          <Text fw={500}>Your Full Access is already active.</Text>
          <Button component={Link} to={paths.profile} w="fit-content">
            Open your profile
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Button size="md" onClick={() => void payment.run()} loading={payment.busy}>
            {`Pay $${price} (test)`}
          </Button>
          {payment.error && (
            <Text c="red.9" size="sm" role="alert">
              {payment.error}
            </Text>
          )}
        </Stack>
      )}
      <Anchor component={Link} to={paths.paymentsSettings} c="violet.8" ta="center">
        {alreadyActive ? 'Back to settings' : 'Cancel'}
      </Anchor>
    </TestCheckoutFrame>
  );
}
