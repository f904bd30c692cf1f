import { Badge, Button, EmptyState, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTargetArrow } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Campaign } from '@partnerly/shared';
import { CampaignSummary } from '../../domains/campaigns/CampaignSummary';
import { BeforeData } from '../../components/LoadFailed';
import { PageContainer } from '../../components/PageContainer';
import { PageHeading } from '../../components/PageHeading';
import { PageTitle } from '../../components/PageTitle';
import { ApiError } from '../../lib/api-error';
import {
  CAMPAIGN_STATE_LABELS,
  campaignsKey,
  fetchMyCampaigns,
  myCampaignsKey,
  setCampaignState,
} from '../../domains/campaigns/campaigns';
import { paths } from '../../lib/paths';
import { Applicants } from './components/Applicants';
import { ReopenButton } from './components/ReopenButton';

const STATE_COLORS = { draft: 'gray', open: 'green', closed: 'dark' } as const;

/** /campaigns/mine: the member's campaigns in every state; one chosen shows its applicants. */
export function MyCampaignsPage() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const campaigns = useQuery({ queryKey: myCampaignsKey, queryFn: fetchMyCampaigns });
  const chosenId = Number(params.get('campaign')) || campaigns.data?.[0]?.id;
  const chosen = campaigns.data?.find((campaign) => campaign.id === chosenId);

  const change = async (campaign: Campaign, action: 'open' | 'close') => {
    try {
      await setCampaignState(campaign.id, action);
      await queryClient.invalidateQueries({ queryKey: campaignsKey });
    } catch (error) {
      notifications.show({
        color: 'red',
        message:
          error instanceof ApiError && error.detail
            ? error.detail
            : 'Something went wrong. Please try again.',
      });
    }
  };

  return (
    <PageContainer width="wide">
      <PageTitle>My campaigns — Partnerly</PageTitle>
      <Group justify="space-between" gap="sm">
        <PageHeading>My campaigns</PageHeading>
        <Button
          component={Link}
          to={paths.newCampaign}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          Post a campaign
        </Button>
      </Group>
      <Stack gap="lg" mt="md">
        {campaigns.data === undefined ? (
          <BeforeData query={campaigns} what="your campaigns">
            <Stack gap="sm" aria-label="Loading your campaigns">
              <Skeleton h={200} />
              <Skeleton h={200} />
            </Stack>
          </BeforeData>
        ) : campaigns.data.length === 0 ? (
          <EmptyState
            variant="light"
            color="violet"
            icon={<IconTargetArrow aria-hidden="true" />}
            title="No campaigns yet"
            description="Post a brief and creators come to you: they apply with a pitch and an offer, and you choose."
          />
        ) : (
          <>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Your campaigns"
            >
              {campaigns.data.map((campaign) => (
                <CampaignSummary key={campaign.id} campaign={campaign}>
                  <Group justify="space-between" mt="md" gap="xs">
                    <Badge color={STATE_COLORS[campaign.state]} variant="dot">
                      {CAMPAIGN_STATE_LABELS[campaign.state]}
                    </Badge>
                    <Group gap="xs">
                      {campaign.state === 'draft' && (
                        <>
                          <Button
                            component={Link}
                            to={paths.editCampaign(campaign.id)}
                            variant="default"
                            size="xs"
                          >
                            Edit
                          </Button>
                          <Button size="xs" onClick={() => void change(campaign, 'open')}>
                            Open
                          </Button>
                        </>
                      )}
                      {campaign.state === 'open' && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => void change(campaign, 'close')}
                        >
                          Close
                        </Button>
                      )}
                      {campaign.state === 'closed' && <ReopenButton campaign={campaign} />}
                      <Button
                        size="xs"
                        variant={campaign.id === chosen?.id ? 'filled' : 'light'}
                        aria-pressed={campaign.id === chosen?.id}
                        onClick={() => setParams({ campaign: String(campaign.id) })}
                      >
                        Applicants
                      </Button>
                    </Group>
                  </Group>
                </CampaignSummary>
              ))}
            </SimpleGrid>
            {chosen && <Applicants key={chosen.id} campaign={chosen} />}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
