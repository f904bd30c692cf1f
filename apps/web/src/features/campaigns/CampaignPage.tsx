import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { planOf, type Campaign } from '@partnerly/shared';
import { CampaignSummary } from '../../domains/campaigns/CampaignSummary';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageTitle } from '../../components/PageTitle';
import { PublicFrame } from '../../components/PublicFrame';
import { fetchCampaign } from '../../domains/campaigns/campaigns';
import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { openUpgradePrompt } from '../../lib/upgrade-prompt';
import { userDataQuery } from '../../lib/user-data';
import { useSignedIn } from '../../lib/use-signed-in';

const LOCKED = 'Applying to campaigns is part of Full Access.';

/** The campaign the server put in the page (campaign-page.presenter.ts), when it is this one. */
function embedded(id: number): Campaign | undefined {
  const text = document.getElementById('campaign-data')?.textContent;
  if (!text) return undefined;
  const campaign = JSON.parse(text) as Campaign;
  return campaign.id === id ? campaign : undefined;
}

/**
 * /campaigns/{id}: a campaign's public page; a closed one says so instead of offering Apply. The server sends it with its content and
 * data (visitors may be signed out); Apply opens the application on Explore, or asks to sign
 * in or upgrade first, as Contact does on a profile.
 */
export function CampaignPage() {
  const id = Number(useParams().id);
  const signedIn = useSignedIn();
  const fromPage = embedded(id);
  const campaign = useQuery({
    queryKey: ['campaigns', 'one', id],
    queryFn: () => fetchCampaign(id),
    initialData: fromPage,
    enabled: signedIn && !fromPage,
  });
  const user = useQuery({ ...userDataQuery, enabled: signedIn });

  if (!campaign.data) {
    return campaign.isPending && signedIn ? null : <NotFoundPage />;
  }
  const shown = campaign.data;
  const own = user.data?.username === shown.owner;

  const apply = () => {
    if (!signedIn) return navigateTo(paths.login);
    const plan = planOf(user.data?.subscription);
    if (plan !== 'full') return openUpgradePrompt({ reason: LOCKED, plan });
    navigateTo(`${paths.exploreCampaigns}&apply=${shown.id}`);
  };

  return (
    <PublicFrame>
      <PageTitle>{`${shown.title} — Partnerly`}</PageTitle>
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            <CampaignSummary campaign={shown} headingOrder={1} fullBrief />
          </Stack>
          {own ? (
            <Button onClick={() => navigateTo(paths.myCampaign(shown.id))}>See applicants</Button>
          ) : shown.state !== 'open' ? (
            <Alert color="gray" variant="light" title="This campaign is closed">
              {shown.chosen >= shown.wanted
                ? `${shown.owner} has chosen the creators this campaign needed, so it takes no more applications.`
                : 'It takes no more applications.'}{' '}
              <Anchor component={Link} to={paths.exploreCampaigns}>
                See open campaigns
              </Anchor>
            </Alert>
          ) : (
            <Button size="md" onClick={apply}>
              {signedIn ? 'Apply' : 'Sign in to apply'}
            </Button>
          )}
          <Text size="sm" c="gray.7">
            Brands post campaigns on Partnerly; creators with Full Access apply with a pitch and an
            offer.
          </Text>
        </Stack>
      </Container>
    </PublicFrame>
  );
}
