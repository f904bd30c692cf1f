import { useId, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  DEAL_LIMITS,
  ORDER_STATES,
  formatDate,
  formatDollars,
  orderNumber,
  type Order,
  type OrderState,
  type PaymentState,
} from '@partnerly/shared';
import { BeforeData } from '../../../components/LoadFailed';
import { adminOrderQuery, adminOrdersQuery } from '../api/orders';
import { PaymentProblems } from './PaymentProblems';
import { ResolveForm } from './ResolveForm';
import { AdminDisputeView } from './AdminDisputeView';

const PAYMENT_NAMES: Record<PaymentState, string> = {
  unpaid: 'outside Partnerly',
  held: 'held',
  released: 'released',
  refunded: 'refunded',
  partially_refunded: 'split',
};

const STATE_NAMES: Record<OrderState, string> = {
  awaiting_payment: 'Awaiting payment',
  active: 'In progress',
  delivered: 'Delivered',
  changes_requested: 'Changes requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'In dispute',
};

/**
 * Deals: every order, open disputes first, found by username or order number; an order opens
 * with its timeline and its conversation, and a dispute is resolved here (audited).
 */
export function DealsTab() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState<OrderState | null>(null);
  const [q] = useDebouncedValue(search.trim(), 300);
  const orders = useQuery(adminOrdersQuery(state ?? undefined, q || undefined));

  return (
    <Stack gap="md">
      <PaymentProblems />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Find an order"
          placeholder="Username or order number (P-000042)"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={DEAL_LIMITS.query}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          label="State"
          placeholder="Any state"
          data={ORDER_STATES.map((value) => ({ value, label: STATE_NAMES[value] }))}
          value={state}
          onChange={(value) => setState(value as OrderState | null)}
          clearable
          w={200}
        />
      </Group>
      {orders.data === undefined ? (
        <BeforeData query={orders} what="the orders">
          <Stack gap="sm" aria-busy="true" aria-label="Loading orders">
            <Skeleton h={72} radius="md" />
            <Skeleton h={72} radius="md" />
          </Stack>
        </BeforeData>
      ) : orders.data.length === 0 ? (
        <Text c="gray.7" py="md">
          {q || state
            ? 'No order matches.'
            : 'No orders yet. When members accept offers, their orders show here.'}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {orders.data.map((order) => (
            <AdminOrderRow key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function AdminOrderRow({ order }: { order: Order }) {
  const [open, setOpen] = useState(order.state === 'disputed');
  const regionId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {orderNumber(order.id)} · {order.title}
          </Text>
          <Text size="sm" c="gray.7">
            {order.buyer ?? 'Deleted user'} pays {order.seller ?? 'Deleted user'}{' '}
            {formatDollars(order.price)} · created {formatDate(order.created_at)}
            {order.payment.state !== 'unpaid' && ` · payment ${PAYMENT_NAMES[order.payment.state]}`}
          </Text>
        </Stack>
        <Badge
          color={order.state === 'disputed' ? 'red' : 'gray'}
          c={order.state === 'disputed' ? 'red.9' : 'gray.9'}
          variant="light"
          tt="none"
        >
          {STATE_NAMES[order.state]}
        </Badge>
      </Group>
      <Button
        variant="subtle"
        color="violet.8"
        size="compact-sm"
        mt="xs"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Hide details' : 'Timeline and conversation'}
      </Button>
      {open && (
        <Box id={regionId} mt="xs">
          <AdminOrderDetails id={order.id} />
        </Box>
      )}
    </Paper>
  );
}

function AdminOrderDetails({ id }: { id: number }) {
  const details = useQuery(adminOrderQuery(id));
  if (details.data === undefined) {
    return (
      <BeforeData query={details} what="this order">
        <Skeleton h={120} radius="md" aria-label="Loading the order" />
      </BeforeData>
    );
  }
  const { order, conversation } = details.data;
  return (
    <Stack gap="md">
      <AdminDisputeView order={order} />
      <Stack gap={4}>
        <Text fw={600} size="sm">
          Timeline
        </Text>
        <Stack component="ol" gap={4} m={0} pl="md">
          {order.timeline.map((entry, index) => (
            <Text component="li" key={index} size="sm">
              {formatDate(entry.at, { time: true })} · {entry.by ?? 'Partnerly'} ·{' '}
              {entry.kind.replace('_', ' ')}
              {entry.note && `: ${entry.note}`}
            </Text>
          ))}
        </Stack>
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          Conversation (newest last)
        </Text>
        {conversation.length === 0 ? (
          <Text size="sm" c="gray.7">
            No messages.
          </Text>
        ) : (
          <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {conversation.map((message) => (
              <Box
                component="li"
                key={message.id}
                px="sm"
                py={4}
                bg="gray.0"
                style={{ borderRadius: 8 }}
              >
                <Text size="xs" c="gray.7">
                  {message.sender ?? 'Deleted user'} · {formatDate(message.date, { time: true })}
                </Text>
                <Text
                  size="sm"
                  fs={message.removed ? 'italic' : undefined}
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {message.text}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
      {order.state === 'disputed' && <ResolveForm order={order} />}
    </Stack>
  );
}
