import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { BeforeData } from '../../components/LoadFailed';
import { PageContainer } from '../../components/PageContainer';
import { PageHeading } from '../../components/PageHeading';
import { PageTitle } from '../../components/PageTitle';
import {
  campaignsKey,
  createCampaign,
  fetchCampaign,
  setCampaignState,
  updateCampaign,
} from '../../domains/campaigns/campaigns';
import { paths } from '../../lib/paths';
import { CampaignForm } from './components/CampaignForm';

/**
 * /campaigns/new and /campaigns/{id}/edit: a draft's brief, saved as a draft or opened for
 * applications at once.
 */
export function CampaignEditorPage() {
  const id = Number(useParams().id) || undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const campaign = useQuery({
    queryKey: [...campaignsKey, 'one', id],
    queryFn: () => fetchCampaign(id ?? 0),
    enabled: id !== undefined,
  });
  const heading = id ? 'Edit campaign' : 'Post a campaign';

  const save = async (input: Parameters<typeof createCampaign>[0], open: boolean) => {
    const saved = id ? await updateCampaign(id, input) : await createCampaign(input);
    if (open) await setCampaignState(saved.id, 'open');
    await queryClient.invalidateQueries({ queryKey: campaignsKey });
    await navigate(paths.myCampaign(saved.id));
  };

  return (
    <PageContainer width="narrow">
      <PageTitle>{`${heading} — Partnerly`}</PageTitle>
      <PageHeading>{heading}</PageHeading>
      <Text c="gray.7" mt={4} mb="lg">
        Tell creators what you need. They apply with a pitch and an offer; you choose.
      </Text>
      {id === undefined ? (
        <CampaignForm onSave={save} />
      ) : campaign.data !== undefined ? (
        <CampaignForm campaign={campaign.data} onSave={save} />
      ) : (
        <BeforeData query={campaign} what="this campaign">
          <Stack gap="sm" aria-label="Loading the campaign">
            <Skeleton h={36} />
            <Skeleton h={120} />
            <Skeleton h={36} />
          </Stack>
        </BeforeData>
      )}
    </PageContainer>
  );
}
