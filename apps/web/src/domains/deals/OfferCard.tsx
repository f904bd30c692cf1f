import { useState } from 'react';
import { Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatDate, formatDollars, planOf, type Offer } from '@partnerly/shared';
import { StatePill } from './StatePill';
import { acceptOffer, closeOffer, dealsKey, fetchOffer } from './deals';
import { counterpartOf, formatDueDate, sideOf } from './deal-steps';
import { paths } from '../../lib/paths';
import { OffPlatformNotice } from '../../components/OffPlatformNotice';
import { openUpgradePrompt } from '../../lib/upgrade-prompt';
import { useUserData } from '../../lib/user-data';
import { OfferModal } from './OfferModal';
import { OfferMoney } from './OfferMoney';
import { deliverablesLine } from './offer-terms-line';
import { CounterChanges } from './CounterChanges';
import { AcceptOfferDialog } from './AcceptOfferDialog';
import { showDealError } from './deals';

export { deliverablesLine };

/** The terms of an offer, as both cards and pages show them. */
export function OfferTerms({
  offer,
}: {
  offer: Pick<Offer, 'deliverables' | 'price' | 'due_date' | 'revisions' | 'usage_rights'> & {
    message?: string;
  };
}) {
  return (
    <List size="sm" spacing={2} listStyleType="none" ml={0}>
      <List.Item>{deliverablesLine(offer)}</List.Item>
      <List.Item>
        {formatDollars(offer.price)} · due {formatDueDate(offer.due_date)} ·{' '}
        {offer.revisions === 1 ? '1 revision' : `${offer.revisions} revisions`}
      </List.Item>
      <List.Item c="dimmed">Usage: {offer.usage_rights}</List.Item>
      {offer.message && <List.Item style={{ whiteSpace: 'pre-wrap' }}>“{offer.message}”</List.Item>}
    </List>
  );
}

/** The versions this offer replaced, newest first, loaded when asked for. */
function EarlierVersions({ previousId }: { previousId: number }) {
  const chain = useQuery({
    queryKey: [...dealsKey, 'versions', previousId],
    queryFn: async () => {
      const versions: Offer[] = [];
      let next: number | null = previousId;
      while (next && versions.length < 20) {
        const version = await fetchOffer(next);
        versions.push(version);
        next = version.previous_id;
      }
      return versions;
    },
  });
  if (chain.data === undefined) {
    return (
      <Text size="sm">
        {chain.isError ? 'Could not load the earlier versions.' : 'Loading earlier versions…'}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {chain.data.map((version) => (
        <Card key={version.id} withBorder padding="xs" bg="var(--mantine-color-default-hover)">
          <Text size="xs" c="dimmed">
            Sent by {version.from ?? 'a deleted member'} ·{' '}
            {formatDate(version.created_at, { time: true })}
          </Text>
          <Text size="sm" fw={600}>
            {version.title}
          </Text>
          <OfferTerms offer={version} />
        </Card>
      ))}
    </Stack>
  );
}

/**
 * An offer as a card in the conversation and on /deals: its terms, its state, and what the
 * viewer may do with it (the receiver accepts, counters or declines; the sender withdraws).
 */
export function OfferCard({ offer, me }: { offer: Offer; me: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [countering, counterModal] = useDisclosure(false);
  const [accepting, acceptDialog] = useDisclosure(false);
  const [history, setHistory] = useState(false);
  const [busy, setBusy] = useState<'accept' | 'decline' | 'withdraw'>();
  const received = offer.to === me;
  const open = offer.state === 'open';
  const other = counterpartOf(offer, me);
  const plan = planOf(useUserData().subscription);
  // Without Full Access a member may read and decline an offer, and agree to buy; agreeing to
  // sell asks for it (issue 46, decision 107).
  const agreeing = (then: () => void) => () => {
    if (plan === 'full' || offer.buyer === me) then();
    else
      openUpgradePrompt({
        reason: 'Selling is part of Full Access. Buying needs no plan.',
        plan,
      });
  };

  const act = async (action: 'accept' | 'decline' | 'withdraw') => {
    setBusy(action);
    try {
      if (action === 'accept') {
        const { order } = await acceptOffer(offer.id);
        await queryClient.invalidateQueries({ queryKey: dealsKey });
        void navigate(paths.deal(order.id));
        return;
      }
      await closeOffer(offer.id, action);
      await queryClient.invalidateQueries({ queryKey: dealsKey });
    } catch (error) {
      showDealError(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Card withBorder radius="md" padding="sm" aria-label={`Offer: ${offer.title}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} lineClamp={2}>
            {offer.title}
          </Text>
          <StatePill state={offer.state} kind="offer" />
        </Group>
        <Text size="xs" c="dimmed">
          {received
            ? `From ${offer.from ?? 'a deleted member'}`
            : `To ${offer.to ?? 'a deleted member'}`}
          {' · '}
          {sideOf(offer, me) === 'buyer' ? 'you pay' : 'you deliver'}
          {open && ` · answer by ${formatDate(offer.expires_at, { time: true })}`}
        </Text>
        {offer.previous_id && <CounterChanges offer={offer} previousId={offer.previous_id} />}
        <OfferTerms offer={offer} />
        <OfferMoney offer={offer} me={me} />
        <OffPlatformNotice warning={offer.warning} />
        {open && (
          <Group gap="xs" mt={4}>
            {received ? (
              <>
                <Button size="xs" loading={busy === 'accept'} onClick={agreeing(acceptDialog.open)}>
                  Accept
                </Button>
                <Button size="xs" variant="light" onClick={agreeing(counterModal.open)}>
                  Counter
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  loading={busy === 'decline'}
                  onClick={() => void act('decline')}
                >
                  Decline
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                loading={busy === 'withdraw'}
                onClick={() => void act('withdraw')}
              >
                Withdraw
              </Button>
            )}
          </Group>
        )}
        {offer.previous_id && (
          <>
            <Button
              variant="subtle"
              size="compact-xs"
              style={{ alignSelf: 'flex-start' }}
              aria-expanded={history}
              onClick={() => setHistory((shown) => !shown)}
            >
              {history ? 'Hide earlier versions' : 'Earlier versions'}
            </Button>
            {history && <EarlierVersions previousId={offer.previous_id} />}
          </>
        )}
      </Stack>
      {received && open && (
        <AcceptOfferDialog
          opened={accepting}
          onClose={acceptDialog.close}
          offer={offer}
          me={me}
          onAccept={() => void act('accept')}
        />
      )}
      {received && other && (
        <OfferModal
          opened={countering}
          onClose={counterModal.close}
          to={other}
          countering={offer}
        />
      )}
    </Card>
  );
}
