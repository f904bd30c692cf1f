import {
  Anchor,
  EmptyState,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EARNING_STATUSES, PAYOUT_TIMING, type EarningStatus } from '@partnerly/shared';
import { BeforeData } from '../../components/LoadFailed';
import { PageContainer } from '../../components/PageContainer';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../lib/paths';
import { useEarnings } from './api/earnings';
import { EarningItem, STATUS_LABELS } from './components/EarningItem';
import { EarningsTotals } from './components/EarningsTotals';

const isStatus = (value: string | null): value is EarningStatus =>
  EARNING_STATUSES.some((status) => status === value);

/**
 * /earnings: the seller's money from deals paid through Partnerly (issue 53): what is held, on
 * its way, released and refunded, per order with its dates, and when Stripe pays it out.
 */
export function EarningsPage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('status');
  const status = isStatus(chosen) ? chosen : undefined;
  const earnings = useEarnings(status);

  return (
    <PageContainer width="narrow">
      <PageTitle>Earnings — Partnerly</PageTitle>
      <Anchor component={Link} to={paths.deals} size="sm">
        ← All deals
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }} mt="xs">
        Earnings
      </Title>
      <Text size="sm" c="gray.7" mt={4}>
        When a buyer approves your delivery, Partnerly releases the price to your payout account.{' '}
        {PAYOUT_TIMING}{' '}
        <Anchor component={Link} to={paths.paymentsSettings} size="sm" underline="always">
          Payout settings
        </Anchor>
      </Text>
      <Stack gap="md" mt="md">
        {earnings.data !== undefined ? (
          <>
            <EarningsTotals totals={earnings.data.totals} />
            <Group justify="space-between" align="flex-end">
              <Title order={2} fz="lg">
                Orders
              </Title>
              <NativeSelect
                label="Show"
                size="sm"
                value={status ?? ''}
                onChange={(event) =>
                  setParams(event.currentTarget.value ? { status: event.currentTarget.value } : {})
                }
                data={[
                  { value: '', label: 'All orders' },
                  ...EARNING_STATUSES.map((each) => ({ value: each, label: STATUS_LABELS[each] })),
                ]}
              />
            </Group>
            {earnings.data.orders.length === 0 ? (
              <EmptyState
                variant="light"
                color="violet"
                icon={<IconCoins aria-hidden="true" />}
                title={
                  status ? `Nothing ${STATUS_LABELS[status].toLowerCase()}` : 'No earnings yet'
                }
                description="Orders a buyer paid through Partnerly show here, from the moment the money is held until it reaches your bank."
              />
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0}>
                {earnings.data.orders.map((item) => (
                  <EarningItem key={item.order_id} item={item} />
                ))}
              </Stack>
            )}
            {earnings.data.more && (
              <Text size="sm" c="gray.7">
                Showing the newest 100 orders; the totals count them all.
              </Text>
            )}
          </>
        ) : (
          <BeforeData query={earnings} what="your earnings">
            <Stack gap="sm" aria-label="Loading your earnings">
              <Skeleton h={84} />
              <Skeleton h={96} />
              <Skeleton h={96} />
            </Stack>
          </BeforeData>
        )}
      </Stack>
    </PageContainer>
  );
}
