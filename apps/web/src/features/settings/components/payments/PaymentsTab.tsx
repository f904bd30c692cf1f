import { useState } from 'react';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { isSubscriptionActive } from '@partnerly/shared';
import { ApiError } from '../../../../lib/api-error';
import { useUserData } from '../../../../lib/user-data';
import { startCheckout } from '../../api/billing';
import { useCustomerPortal } from '../../hooks/use-customer-portal';
import { GetPaidSection } from './GetPaidSection';
import { PlanCards } from './PlanCards';
import { PromoCodeForm } from './PromoCodeForm';
import { SubscriptionDetails } from './SubscriptionDetails';

/** Payments tab (docs/SPEC.md section 4, Subscription): pay, apply a code, or manage the plan. */
export function PaymentsTab() {
  const { subscription } = useUserData();
  const active = isSubscriptionActive(subscription);
  const portal = useCustomerPortal();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string>();

  async function pay() {
    setPaying(true);
    setPayError(undefined);
    try {
      window.location.assign((await startCheckout()).url);
    } catch (error) {
      // docs/SPEC.md section 8 ignores a failed checkout, but payments not configured (503) or the
      // payment provider down (502) are worth saying: another click will not help.
      if (error instanceof ApiError && error.status >= 502 && error.detail) {
        setPayError(error.detail);
      }
      setPaying(false);
    }
  }

  return (
    <Stack gap="lg">
      <PlanCards active={active} />
      {active && subscription.promocode_used && (
        <Text fw={500}>You have used a lifetime valid promotional code.</Text>
      )}
      {active && !subscription.promocode_used && (
        <Stack gap={6} align="flex-start">
          <Button onClick={() => void portal.open()} loading={portal.busy}>
            Manage subscription
          </Button>
          {portal.error && (
            <Text c="red.9" size="sm" role="alert">
              {portal.error}
            </Text>
          )}
        </Stack>
      )}
      {!active && (
        <Stack gap="md">
          <Text>Upgrade to Full Access for $7 per month, or use a promotional code.</Text>
          <Button
            onClick={() => void pay()}
            loading={paying}
            leftSection={<IconCreditCard size={18} aria-hidden="true" />}
            w="fit-content"
          >
            Pay
          </Button>
          {payError && (
            <Text c="red.9" size="sm" role="alert">
              {payError}
            </Text>
          )}
          <Divider label="or" labelPosition="left" />
          <PromoCodeForm />
        </Stack>
      )}
      {subscription.started_at && <SubscriptionDetails subscription={subscription} />}
      {/* Payouts are a Full Access feature: an Explorer's 403 would read as a lapsed plan. */}
      {active && <GetPaidSection />}
    </Stack>
  );
}
