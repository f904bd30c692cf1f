import { Button, Group, Tabs } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconAt,
  IconBookmarks,
  IconUserSearch,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { PageContainer } from '../../components/PageContainer';
import { PageHeading } from '../../components/PageHeading';
import { ProfileFilterForm } from './components/ProfileFilterForm';
import { SearchNotice } from './components/SearchNotice';
import { SocialFilterForm } from './components/SocialFilterForm';
import { UsernameSearch } from './components/UsernameSearch';
import { SEARCH_TABS, parseSearchTab } from './search-tabs';
import { PageTitle } from '../../components/PageTitle';

const TAB_ICONS = {
  username: IconAt,
  social: IconAdjustmentsHorizontal,
  profile: IconUserSearch,
} as const;

/**
 * /search: three modes in tabs. Only the open tab is mounted, so switching tab clears its
 * results, resets the range to 10 and clears errors (docs/SPEC.md section 2).
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseSearchTab(params.get('tab'));
  const label = SEARCH_TABS.find((item) => item.value === tab)?.label ?? '';

  return (
    <PageContainer width="narrow">
      <PageTitle>{`${label} — Partnerly`}</PageTitle>
      {/* The buttons go under the heading on a phone rather than off its edge. */}
      <Group justify="space-between" wrap="wrap" gap="xs" mb="md">
        <PageHeading>Search</PageHeading>
        <Group gap="xs" wrap="nowrap">
          <SearchNotice />
          <Button
            component={Link}
            to={paths.saved}
            variant="default"
            leftSection={<IconBookmarks size={18} aria-hidden="true" />}
          >
            Saved
          </Button>
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setParams({ tab: parseSearchTab(value) }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {SEARCH_TABS.map(({ value, label: tabLabel }) => {
            const TabIcon = TAB_ICONS[value];
            return (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<TabIcon size={16} aria-hidden="true" />}
              >
                {tabLabel}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="username">
          <UsernameSearch />
        </Tabs.Panel>
        <Tabs.Panel value="social">
          <SocialFilterForm />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <ProfileFilterForm />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
