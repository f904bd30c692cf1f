import { Anchor, EmptyState, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatDollars, type Order } from '@partnerly/shared';
import { StatePill } from '../../domains/deals/StatePill';
import { LoadFailed } from '../../components/LoadFailed';
import { PageContainer } from '../../components/PageContainer';
import { PageHeading } from '../../components/PageHeading';
import { PageTitle } from '../../components/PageTitle';
import { OfferCard } from '../../domains/deals/OfferCard';
import { fetchOpenOffers, fetchOrders, offersKey, ordersKey } from '../../domains/deals/deals';
import { orderStateLabelOf, settledLineOf } from '../../domains/deals/settled-words';
import {
  counterpartOf,
  formatDueDate,
  nextStepOf,
  orderNumber,
  orderWaitsFor,
  sideOf,
  tabOf,
} from '../../domains/deals/deal-steps';
import { paths } from '../../lib/paths';
import { useUserData } from '../../lib/user-data';
import { ApplicationsList } from './components/ApplicationsList';
import { RequestFromPackage } from './components/RequestFromPackage';

const TABS = [
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'applications', label: 'Applications' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const EMPTY: Record<Exclude<Tab, 'applications'>, { title: string; description: string }> = {
  active: {
    title: 'No deals in progress',
    description:
      'Agree on a collaboration in a chat with “Make an offer”, or press Request on a creator’s package. Offers and orders show here.',
  },
  completed: {
    title: 'Nothing completed yet',
    description: 'Orders move here once the buyer approves the delivery.',
  },
  cancelled: {
    title: 'Nothing cancelled',
    description: 'Orders both sides agreed to cancel show here.',
  },
};

/** One order in the list: who, what, how much, by when, and what happens next. */
function OrderRow({ order, me }: { order: Order; me: string }) {
  const waits = orderWaitsFor(order, me);
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.deal(order.id)} fw={600} lineClamp={2}>
            {order.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {orderNumber(order.id)} · with {counterpartOf(order, me) ?? 'a deleted member'} ·{' '}
            {formatDollars(order.price)} · due {formatDueDate(order.due_date)}
          </Text>
          <Text size="sm" fw={waits ? 700 : 400} c={waits ? undefined : 'dimmed'}>
            {settledLineOf(order, sideOf(order, me)) ?? nextStepOf(order, me)}
          </Text>
        </Stack>
        <StatePill state={order.state} kind="order" label={orderStateLabelOf(order)} />
      </Group>
    </Paper>
  );
}

/**
 * /deals: the member's open offers and orders, Active / Completed / Cancelled, each with the
 * next step for the viewer. Frames on the live socket keep it current (lib/deals.ts keys).
 */
export function DealsPage() {
  const me = useUserData().username;
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.some(({ value }) => value === params.get('tab'))
    ? (params.get('tab') as Tab)
    : 'active';
  const orders = useQuery({ queryKey: ordersKey, queryFn: () => fetchOrders() });
  const offers = useQuery({ queryKey: offersKey, queryFn: () => fetchOpenOffers() });

  return (
    <PageContainer width="narrow">
      <PageTitle>Deals — Partnerly</PageTitle>
      <RequestFromPackage />
      <Group justify="space-between" align="center">
        <PageHeading>Deals</PageHeading>
        <Group gap="md" ml="auto">
          <Anchor component={Link} to={paths.results} size="sm" fw={600}>
            Your results
          </Anchor>
          <Anchor component={Link} to={paths.earnings} size="sm" fw={600}>
            Your earnings
          </Anchor>
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'active' ? { tab: value } : {})}
        mt="md"
      >
        <Tabs.List grow>
          {TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Stack gap="md" mt="md">
        {tab === 'applications' ? (
          <ApplicationsList />
        ) : orders.data === undefined || offers.data === undefined ? (
          orders.isError || offers.isError ? (
            <LoadFailed
              what="your deals"
              onRetry={() => void Promise.all([orders.refetch(), offers.refetch()])}
              retrying={orders.isFetching || offers.isFetching}
            />
          ) : (
            <Stack gap="sm" aria-label="Loading your deals">
              <Skeleton h={88} />
              <Skeleton h={88} />
              <Skeleton h={88} />
            </Stack>
          )
        ) : (
          <DealsTab
            tab={tab}
            me={me}
            orders={orders.data.filter((order) => tabOf(order.state) === tab)}
            offers={tab === 'active' ? offers.data : []}
          />
        )}
      </Stack>
    </PageContainer>
  );
}

function DealsTab({
  tab,
  me,
  orders,
  offers,
}: {
  tab: Exclude<Tab, 'applications'>;
  me: string;
  orders: Order[];
  offers: Parameters<typeof OfferCard>[0]['offer'][];
}) {
  if (orders.length === 0 && offers.length === 0) {
    return (
      <EmptyState
        variant="light"
        color="violet"
        icon={<IconHeartHandshake aria-hidden="true" />}
        title={EMPTY[tab].title}
        description={EMPTY[tab].description}
      />
    );
  }
  return (
    <>
      {offers.length > 0 && (
        <section aria-labelledby="open-offers">
          <Text component="h2" id="open-offers" fw={600} mb="xs">
            Open offers
          </Text>
          <Stack gap="sm">
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} me={me} />
            ))}
          </Stack>
        </section>
      )}
      {orders.length > 0 && (
        <section aria-labelledby="orders">
          <Text component="h2" id="orders" fw={600} mb="xs">
            Orders
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0}>
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} me={me} />
            ))}
          </Stack>
        </section>
      )}
    </>
  );
}
