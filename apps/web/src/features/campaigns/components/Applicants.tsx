import { useState } from 'react';
import { Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Campaign } from '@partnerly/shared';
import { BeforeData } from '../../../components/LoadFailed';
import { ApiError } from '../../../lib/api-error';
import {
  acceptApplication,
  applicantsKey,
  campaignsKey,
  decideApplication,
  fetchApplicants,
} from '../../../domains/campaigns/campaigns';
import { paths } from '../../../lib/paths';
import { ApplicantCard } from './ApplicantCard';

type Sort = 'newest' | 'followers' | 'audience_match';

/**
 * A campaign's applicants, newest, most followed or best matching the owner's audience target
 * first (sorted by the server, which holds them all), with the owner's choices.
 */
export function Applicants({ campaign }: { campaign: Campaign }) {
  const [sort, setSort] = useState<Sort>('newest');
  const [busyId, setBusyId] = useState<number>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const applicants = useQuery({
    queryKey: applicantsKey(campaign.id, sort),
    queryFn: () => fetchApplicants(campaign.id, sort),
  });

  const decide = async (
    id: number,
    creator: string,
    decision: 'shortlist' | 'decline' | 'accept',
  ) => {
    setBusyId(id);
    try {
      if (decision === 'accept') {
        const chosen = await acceptApplication(id);
        await queryClient.invalidateQueries({ queryKey: campaignsKey });
        if (chosen.campaign_closed) {
          notifications.show({
            message:
              'That was the last creator you wanted: the campaign is closed, and the other applicants were told kindly.',
          });
        }
        // The offer was accepted with the choice: the order is where the deal goes on.
        await navigate(
          chosen.order_id === null ? paths.chatWith(creator) : paths.deal(chosen.order_id),
        );
        return;
      }
      await decideApplication(id, decision);
      await queryClient.invalidateQueries({ queryKey: campaignsKey });
      notifications.show({
        message:
          decision === 'shortlist'
            ? `${creator} is on your shortlist.`
            : `${creator} was declined; a polite notice went out.`,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message:
          error instanceof ApiError && error.detail
            ? error.detail
            : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <section aria-labelledby={`applicants-${campaign.id}`}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Text component="h2" id={`applicants-${campaign.id}`} fw={600} fz="lg">
          Applicants to “{campaign.title}”
        </Text>
        <SegmentedControl
          aria-label="Sort applicants"
          value={sort}
          onChange={(value) => setSort(value as Sort)}
          data={[
            { value: 'newest', label: 'Newest' },
            { value: 'followers', label: 'Most followers' },
            { value: 'audience_match', label: 'Best match' },
          ]}
        />
      </Group>
      {applicants.data === undefined ? (
        <BeforeData query={applicants} what="the applicants">
          <Stack gap="sm" aria-label="Loading the applicants">
            <Skeleton h={140} />
            <Skeleton h={140} />
          </Stack>
        </BeforeData>
      ) : applicants.data.length === 0 ? (
        <Text c="gray.7">
          {campaign.state === 'draft'
            ? 'Open the campaign and creators can apply.'
            : 'No applications yet. Creators see your campaign on Explore.'}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {applicants.data.map((application) => (
            <ApplicantCard
              key={application.id}
              application={application}
              busy={busyId === application.id}
              onDecide={(decision) =>
                void decide(application.id, application.creator ?? '', decision)
              }
            />
          ))}
        </Stack>
      )}
    </section>
  );
}
