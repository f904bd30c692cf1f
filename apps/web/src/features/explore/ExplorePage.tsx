import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { PageHeading } from '../../components/PageHeading';
import { PageTitle } from '../../components/PageTitle';
import { AdsTab } from './components/AdsTab';
import { CampaignsTab } from './components/CampaignsTab';

type Tab = 'ads' | 'campaigns';

/**
 * /explore: Campaigns that creators apply to, first and open by default (issue 53: they were
 * behind a tab nobody opened), then brands' and creators' Ads (`?tab=ads`).
 */
export function ExplorePage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'ads' ? 'ads' : 'campaigns';
  return (
    <PageContainer width="wide">
      <PageTitle>Explore — Partnerly</PageTitle>
      <PageHeading>Explore</PageHeading>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'ads' ? { tab: value } : {})}
        mt="md"
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="campaigns">Campaigns</Tabs.Tab>
          <Tabs.Tab value="ads">Ads</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'ads' ? <AdsTab /> : <CampaignsTab />}
    </PageContainer>
  );
}
