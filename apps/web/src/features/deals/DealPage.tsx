import { useState } from 'react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconMessageCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatDate, type Order } from '@partnerly/shared';
import { StatePill } from '../../domains/deals/StatePill';
import { LoadFailed } from '../../components/LoadFailed';
import { PageContainer } from '../../components/PageContainer';
import { PageTitle } from '../../components/PageTitle';
import { OfferTerms } from '../../domains/deals/OfferCard';
import {
  actOnOrder,
  dealsKey,
  downloadAgreement,
  fetchOrder,
  orderKey,
} from '../../domains/deals/deals';
import { orderStateLabelOf } from '../../domains/deals/settled-words';
import {
  autoApprovalLineOf,
  cancelAskedByMe,
  cancelAskedByOther,
  counterpartOf,
  nextStepOf,
  orderNumber,
  sideOf,
} from '../../domains/deals/deal-steps';
import { paths } from '../../lib/paths';
import { useUserData } from '../../lib/user-data';
import { NoteModal, type NoteRequest } from './components/NoteModal';
import { OrderReviewsPanel } from './components/OrderReviewsPanel';
import { PaymentPanel } from './components/PaymentPanel';
import { DeliveryPosts } from './components/DeliveryPosts';
import { DisputePanel } from './components/DisputePanel';
import { DeliveryReview } from './components/DeliveryReview';
import { OrderAsks } from './components/OrderAsks';
import { DeliveryFilesPanel } from './components/DeliveryFilesPanel';
import { OrderTimeline } from './components/OrderTimeline';
import { OffPlatformNotice } from '../../components/OffPlatformNotice';
import { ApiError } from '../../lib/api-error';
import { showDealError } from '../../domains/deals/deals';

/** /deals/{id}: an order's terms, its timeline, and what the viewer may do next. */
export function DealPage() {
  const id = Number(useParams().id);
  const order = useQuery({
    queryKey: orderKey(id),
    queryFn: () => fetchOrder(id),
    enabled: Number.isInteger(id) && id > 0,
    // Delivered posts are read at their platforms by a job: asked again until they are.
    refetchInterval: (query) =>
      query.state.data?.posts?.some((post) => post.state === 'checking') ? 5_000 : false,
  });

  return (
    <PageContainer width="narrow">
      <PageTitle>
        {order.data ? `${order.data.title} — Deals — Partnerly` : 'Deal — Partnerly'}
      </PageTitle>
      <Anchor component={Link} to={paths.deals} size="sm">
        ← All deals
      </Anchor>
      {/* The order once it has one, even when asking again failed: a background refetch's error
          must not take away the page, or a dialog open on it (the state the member is in). */}
      {order.data !== undefined ? (
        <OrderView order={order.data} />
      ) : order.isError ? (
        <Stack mt="md">
          {order.error instanceof ApiError && order.error.status === 404 ? (
            <Text>This order does not exist, or it is not yours.</Text>
          ) : (
            <LoadFailed what="this order" query={order} />
          )}
        </Stack>
      ) : (
        <Stack gap="sm" mt="md" aria-label="Loading the order">
          <Skeleton h={36} w="70%" />
          <Skeleton h={120} />
          <Skeleton h={200} />
        </Stack>
      )}
    </PageContainer>
  );
}

function OrderView({ order }: { order: Order }) {
  const me = useUserData().username;
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<NoteRequest>();
  const [busy, setBusy] = useState<string>();
  const side = sideOf(order, me);
  const other = counterpartOf(order, me);
  const open = !['completed', 'cancelled', 'disputed'].includes(order.state);
  // Payment before work (decision 092): nothing to deliver or dispute until the buyer paid.
  const awaitingPayment = order.state === 'awaiting_payment';
  const number = orderNumber(order.id);
  const autoApproval = autoApprovalLineOf(order, me);

  const run = async (label: string, work: () => Promise<unknown>) => {
    setBusy(label);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: dealsKey });
    } catch (error) {
      showDealError(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack gap="lg" mt="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {order.title}
          </Title>
          <StatePill state={order.state} kind="order" size="lg" label={orderStateLabelOf(order)} />
        </Group>
        <Text c="dimmed" size="sm">
          {number} · {side === 'buyer' ? 'you pay' : 'you deliver'} ·{' '}
          {side === 'buyer' ? 'seller' : 'buyer'}: {other ?? 'a deleted member'}
        </Text>
        {order.campaign && (
          <Text size="sm">
            From campaign:{' '}
            <Anchor component={Link} to={paths.campaign(order.campaign.id)}>
              {order.campaign.title}
            </Anchor>
          </Text>
        )}
        <Text fw={700} id="next-step">
          {nextStepOf(order, me)}
        </Text>
        {awaitingPayment && (
          <Text size="sm">
            Unpaid orders are cancelled automatically, with no penalty for either side.
          </Text>
        )}
        {autoApproval && <Text size="sm">{autoApproval}</Text>}
      </Stack>
      <OrderAsks order={order} me={me} />

      <Group gap="sm">
        {open && side === 'seller' && order.state !== 'delivered' && (
          <Button
            onClick={() => setRequest({ kind: 'deliver' })}
            disabled={awaitingPayment}
            aria-describedby={awaitingPayment ? 'next-step' : undefined}
          >
            Deliver
          </Button>
        )}
        {open && !cancelAskedByMe(order, me) && (
          <Button
            variant="default"
            onClick={() => setRequest({ kind: 'cancel', agreeing: cancelAskedByOther(order, me) })}
          >
            {cancelAskedByOther(order, me) ? 'Agree to cancel' : 'Cancel order'}
          </Button>
        )}
        {open && !awaitingPayment && (
          <Button variant="subtle" color="red" onClick={() => setRequest({ kind: 'dispute' })}>
            Report a problem
          </Button>
        )}
      </Group>

      <PaymentPanel order={order} side={side} />
      {order.state === 'disputed' && side && <DisputePanel order={order} side={side} />}

      <Paper component="section" aria-labelledby="terms" withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="xs" id="terms">
          Terms
        </Title>
        <OfferTerms offer={order} />
        {/* The price is on the terms' line already (issue 51: it was written twice). */}
        <Text size="sm" mt="xs">
          {order.revisions_left} of {order.revisions} revisions left
        </Text>
        <Group gap="sm" mt="sm">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={busy === 'agreement'}
            onClick={() => void run('agreement', () => downloadAgreement(order.id, number))}
          >
            Agreement (PDF)
          </Button>
          {other && (
            <Button
              component={Link}
              to={paths.chatWith(other)}
              variant="subtle"
              size="xs"
              leftSection={<IconMessageCircle size={16} aria-hidden="true" />}
            >
              Conversation
            </Button>
          )}
        </Group>
      </Paper>

      {order.delivery && (
        <Paper component="section" aria-labelledby="delivery" withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="xs" id="delivery">
            Delivery
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {order.delivery.note}
          </Text>
          <DeliveryPosts order={order} side={side} />
          <Text size="xs" c="dimmed" mt="xs">
            Delivered {formatDate(order.delivery.at, { time: true })}
          </Text>
          <OffPlatformNotice warning={order.delivery.warning} />
          {open && side === 'buyer' && order.state === 'delivered' && (
            <DeliveryReview
              order={order}
              approving={busy === 'approve'}
              onApprove={() => void run('approve', () => actOnOrder(order.id, { kind: 'approve' }))}
              onAskChanges={() => setRequest({ kind: 'request-changes' })}
            />
          )}
        </Paper>
      )}

      <DeliveryFilesPanel
        orderId={order.id}
        canAdd={side === 'seller' && ['active', 'changes_requested'].includes(order.state)}
      />

      {order.state === 'completed' && <OrderReviewsPanel orderId={order.id} other={other} />}

      <OrderTimeline order={order} side={side} />

      {request && (
        <NoteModal
          request={request}
          onClose={() => setRequest(undefined)}
          onSend={async (action) => {
            await actOnOrder(order.id, action);
            await queryClient.invalidateQueries({ queryKey: dealsKey });
            setRequest(undefined);
          }}
        />
      )}
    </Stack>
  );
}
