import { useState } from 'react';
import { Badge, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PayoutStatus } from '@partnerly/shared';
import { ApiError } from '../../../../lib/api-error';
import { openPayoutDashboard, payoutsQuery, startOnboarding } from '../../api/payouts';

const STATUS: Record<PayoutStatus, { label: string; color: string; text: string }> = {
  none: {
    label: 'Not set up',
    color: 'gray',
    text: 'Set up payouts with Stripe so brands can pay your orders through Partnerly. We hold the money until they approve your work, then send it to your bank.',
  },
  pending: {
    label: 'Details needed',
    color: 'yellow',
    text: 'Stripe still needs some details before you can be paid.',
  },
  restricted: {
    label: 'On hold',
    color: 'red',
    text: 'Stripe has paused payouts to this account until it gets more details.',
  },
  active: {
    label: 'Ready',
    color: 'teal',
    text: 'Buyers can pay your orders through Partnerly. The money is released to you when they approve your delivery.',
  },
};

/** Readable names of what Stripe asks for (`external_account` -> "external account"). */
const requirementName = (key: string) => key.replace(/[._]/g, ' ');

/** Settings -> Payments, "Get paid for deals": Stripe Connect onboarding and its dashboard. */
export function GetPaidSection() {
  const payouts = useQuery(payoutsQuery);
  const [busy, setBusy] = useState<'onboard' | 'dashboard'>();
  const [error, setError] = useState<string>();

  if (payouts.data && !payouts.data.enabled) return null;

  async function go(kind: 'onboard' | 'dashboard') {
    setBusy(kind);
    setError(undefined);
    try {
      const { url } = await (kind === 'onboard' ? startOnboarding() : openPayoutDashboard());
      window.location.assign(url);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.detail
          ? failure.detail
          : 'We could not reach Stripe. Please try again.',
      );
      setBusy(undefined);
    }
  }

  return (
    <Paper component="section" aria-labelledby="get-paid" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between">
          <Title order={2} fz="lg" id="get-paid">
            Get paid for deals
          </Title>
          {payouts.data && (
            <Group gap="xs">
              {payouts.data.test && (
                <Badge color="yellow" c="dark.7" variant="light">
                  Test mode
                </Badge>
              )}
              <Badge color={STATUS[payouts.data.status].color} variant="dot">
                {STATUS[payouts.data.status].label}
              </Badge>
            </Group>
          )}
        </Group>
        {payouts.data !== undefined ? (
          <>
            <Text size="sm">{STATUS[payouts.data.status].text}</Text>
            {payouts.data.test && (
              <Text size="sm" c="gray.7">
                This server has no payment provider set up: a test onboarding stands in for Stripe,
                and no real money moves.
              </Text>
            )}
            {payouts.data.requirements.length > 0 && (
              <List size="sm">
                {payouts.data.requirements.map((key) => (
                  <List.Item key={key}>{requirementName(key)}</List.Item>
                ))}
              </List>
            )}
            <Group gap="sm">
              {payouts.data.status !== 'active' && (
                <Button
                  leftSection={<IconBuildingBank size={18} aria-hidden="true" />}
                  loading={busy === 'onboard'}
                  onClick={() => void go('onboard')}
                >
                  {payouts.data.status === 'none' ? 'Set up payouts' : 'Continue'}
                </Button>
              )}
              {payouts.data.status !== 'none' && !payouts.data.test && (
                <Button
                  variant="light"
                  rightSection={<IconExternalLink size={16} aria-hidden="true" />}
                  loading={busy === 'dashboard'}
                  onClick={() => void go('dashboard')}
                >
                  Stripe dashboard
                </Button>
              )}
            </Group>
            {error && (
              <Text c="red.9" size="sm" role="alert">
                {error}
              </Text>
            )}
          </>
        ) : payouts.isError ? (
          <Group gap="sm">
            <Text c="red.9" role="alert">
              We couldn&apos;t load your payouts.
            </Text>
            <Button variant="subtle" size="xs" onClick={() => void payouts.refetch()}>
              Try again
            </Button>
          </Group>
        ) : (
          <Skeleton h={60} aria-label="Loading payouts" />
        )}
      </Stack>
    </Paper>
  );
}
