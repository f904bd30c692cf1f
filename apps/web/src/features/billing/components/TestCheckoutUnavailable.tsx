import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { TestCheckoutFrame } from './TestCheckoutFrame';

/** Shown when the server refuses test payments (Stripe is set up, or it runs in production). */
export function TestCheckoutUnavailable() {
  return (
    <TestCheckoutFrame pageTitle="Test payments are not available" testBanner={false}>
      <Stack gap="sm" role="alert">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Test payments are not available
        </Title>
        <Text c="gray.7">
          This server takes real payments, so its test checkout is turned off. Please use the Pay or
          Manage subscription button in Settings - Payments.
        </Text>
      </Stack>
      <Button component={Link} to={paths.paymentsSettings} w="fit-content">
        Back to settings
      </Button>
    </TestCheckoutFrame>
  );
}
