import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { planOf } from '@partnerly/shared';
import { LoadFailed } from '../../components/LoadFailed';
import { PageContainer } from '../../components/PageContainer';
import { PageTitle } from '../../components/PageTitle';
import { OfferCard } from '../../domains/deals/OfferCard';
import { ApiError } from '../../lib/api-error';
import {
  blockConversation,
  dealsKey,
  fetchOffer,
  offerKey,
  showDealError,
} from '../../domains/deals/deals';
import { counterpartOf } from '../../domains/deals/deal-steps';
import { paths } from '../../lib/paths';
import { useUserData } from '../../lib/user-data';

/** Blocks the offer's sender: they can neither write nor make offers here again. */
function BlockSender({ dialogue, sender }: { dialogue: number; sender: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'blocked'>('idle');
  if (state === 'blocked') {
    return (
      <Alert color="gray" role="status">
        You blocked {sender}. They cannot message you or send you offers.
      </Alert>
    );
  }
  const block = async () => {
    setState('busy');
    try {
      await blockConversation(dialogue);
      await queryClient.invalidateQueries({ queryKey: dealsKey });
      setState('blocked');
    } catch (error) {
      showDealError(error);
      setState('idle');
    }
  };
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      style={{ alignSelf: 'flex-start' }}
      leftSection={<IconBan size={16} aria-hidden="true" />}
      loading={state === 'busy'}
      onClick={() => void block()}
    >
      Block {sender}
    </Button>
  );
}

/**
 * /offers/:id, where the deal mails lead: one offer with what its receiver may do, whatever
 * their plan (issue 46, case 8): without Full Access they read it, decline it or block the
 * sender, and Accept and Counter open the upgrade prompt.
 */
export function OfferPage() {
  const id = Number(useParams().id);
  const user = useUserData();
  const offer = useQuery({
    queryKey: offerKey(id),
    queryFn: () => fetchOffer(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const full = planOf(user.subscription) === 'full';
  const counterpart = offer.data && counterpartOf(offer.data, user.username);

  return (
    <PageContainer width="narrow">
      <PageTitle>
        {offer.data ? `${offer.data.title} — Offer — Partnerly` : 'Offer — Partnerly'}
      </PageTitle>
      {full && (
        <Anchor component={Link} to={paths.deals} size="sm">
          ← All deals
        </Anchor>
      )}
      <Title order={1} fz={{ base: 22, sm: 26 }} mt="sm" mb="md">
        Offer
      </Title>
      {offer.data !== undefined ? (
        <Stack gap="sm">
          <OfferCard offer={offer.data} me={user.username} />
          {offer.data.to === user.username && offer.data.from && (
            <BlockSender dialogue={offer.data.dialogue} sender={offer.data.from} />
          )}
          {full && counterpart && (
            <Anchor component={Link} to={paths.chatWith(counterpart)} size="sm">
              Open the conversation
            </Anchor>
          )}
        </Stack>
      ) : offer.isError ? (
        offer.error instanceof ApiError && offer.error.status === 404 ? (
          <Text>This offer does not exist, or it is not yours.</Text>
        ) : (
          <LoadFailed what="this offer" query={offer} />
        )
      ) : (
        <Stack gap="sm" aria-label="Loading the offer">
          <Skeleton h={36} w="70%" />
          <Skeleton h={120} />
        </Stack>
      )}
    </PageContainer>
  );
}
