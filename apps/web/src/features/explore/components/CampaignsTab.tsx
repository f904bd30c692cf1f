import { useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconTargetArrow } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { planOf, type Campaign } from '@partnerly/shared';
import { CampaignSummary } from '../../../domains/campaigns/CampaignSummary';
import { ReportButton } from '../../../components/ReportButton';
import {
  APPLICATION_STATE_LABELS,
  campaignsKey,
  fetchCampaign,
  fetchMyApplications,
  myApplicationsKey,
  type CampaignFilters as Filters,
} from '../../../domains/campaigns/campaigns';
import { paths } from '../../../lib/paths';
import { openUpgradePrompt } from '../../../lib/upgrade-prompt';
import { useUserData } from '../../../lib/user-data';
import { useOpenCampaigns } from '../api/campaigns';
import { FeedMore } from './FeedMore';
import { ApplyModal } from './ApplyModal';
import { CampaignFilters } from './CampaignFilters';

const LOCKED = 'Posting campaigns and applying to them are part of Full Access.';

/** Explore's Campaigns tab: open campaigns newest first, filters, Apply. */
export function CampaignsTab() {
  const user = useUserData();
  const plan = planOf(user.subscription);
  const [filters, setFilters] = useState<Filters>({});
  const [applying, setApplying] = useState<Campaign | null>(null);
  // A campaign's public page sends its Apply here: /explore?tab=campaigns&apply={id}.
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('apply')) || undefined;
  const linkedCampaign = useQuery({
    queryKey: [...campaignsKey, 'one', linked],
    queryFn: () => fetchCampaign(linked ?? 0),
    enabled: linked !== undefined && plan === 'full',
  });
  const closeApply = () => {
    setApplying(null);
    if (linked) setParams({ tab: 'campaigns' }, { replace: true });
  };
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useOpenCampaigns(filters);
  const applications = useQuery({
    queryKey: myApplicationsKey,
    queryFn: fetchMyApplications,
    enabled: plan === 'full',
  });
  const stateOf = (campaignId: number) =>
    applications.data?.find((item) => item.campaign === campaignId)?.state;
  const campaigns = data?.pages.flatMap((page) => page.data) ?? [];
  const locked = (event: { preventDefault: () => void }) => {
    if (plan === 'full') return false;
    event.preventDefault();
    openUpgradePrompt({ reason: LOCKED, plan });
    return true;
  };

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <Text c="gray.7">Briefs from brands. Apply with a pitch and an offer.</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.myCampaigns} variant="default" onClick={locked}>
            My campaigns
          </Button>
          <Button
            component={Link}
            to={paths.newCampaign}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={locked}
          >
            Post a campaign
          </Button>
        </Group>
      </Group>
      <CampaignFilters filters={filters} onChange={setFilters} />
      {!isPending && !isError && campaigns.length === 0 && <NoCampaigns />}
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Campaigns"
        aria-busy={isPending || isFetchingNextPage}
      >
        {campaigns.map((campaign, index) => {
          const state = stateOf(campaign.id);
          const own = campaign.owner === user.username;
          return (
            <CampaignSummary key={campaign.id} campaign={campaign} lazy={index > 0}>
              <Group justify="space-between" mt="md" gap="xs">
                {own ? (
                  <Button component={Link} to={paths.myCampaign(campaign.id)} variant="light">
                    See applicants
                  </Button>
                ) : state ? (
                  <Badge variant="light" size="lg" tt="none">
                    Applied · {APPLICATION_STATE_LABELS[state]}
                  </Badge>
                ) : (
                  <Button
                    onClick={(event) => {
                      if (!locked(event)) setApplying(campaign);
                    }}
                    aria-label={`Apply to ${campaign.title}`}
                  >
                    Apply
                  </Button>
                )}
                {!own && (
                  <ReportButton
                    subject={{ target: 'campaign', id: campaign.id, what: 'this campaign' }}
                    compact
                  />
                )}
              </Group>
            </CampaignSummary>
          );
        })}
        {(isPending || isFetchingNextPage) &&
          Array.from({ length: 3 }, (_, index) => (
            <li key={`loading-${index}`} aria-hidden="true">
              <Skeleton h={280} radius="lg" />
            </li>
          ))}
      </SimpleGrid>
      <FeedMore
        what="campaigns"
        query={{ data, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch }}
      />
      <ApplyModal
        campaign={applying ?? (linked && !stateOf(linked) ? (linkedCampaign.data ?? null) : null)}
        onClose={closeApply}
      />
    </>
  );
}

function NoCampaigns() {
  return (
    <Stack align="center" gap={6} py="xl" ta="center">
      <IconTargetArrow
        size={40}
        stroke={1.5}
        aria-hidden="true"
        color="var(--mantine-color-violet-6)"
      />
      <Text fw={600}>No open campaigns match</Text>
      <Text size="sm" c="gray.7" maw={380}>
        Brands post new campaigns every day. Change the filters, or post one yourself.
      </Text>
    </Stack>
  );
}
