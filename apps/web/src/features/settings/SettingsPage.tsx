import { Group } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { PageHeading } from '../../components/PageHeading';
import { SectionsBody } from '../../components/sections/SectionsBody';
import {
  SectionsMenuButton,
  SectionsMenuDrawer,
  useSectionsMenu,
} from '../../components/sections/SectionsMenu';
import { AccountTab } from './components/account/AccountTab';
import { AudienceTargetTab } from './components/audience/AudienceTargetTab';
import { ContactTab } from './components/ContactTab';
import { NotificationsTab } from './components/notifications/NotificationsTab';
import { PaymentsTab } from './components/payments/PaymentsTab';
import { SettingsNav } from './components/SettingsNav';
import { SETTINGS_TABS, parseSettingsTab } from './settings-tabs';
import { PageTitle } from '../../components/PageTitle';

/**
 * /settings: Account, Payments, Notifications, Audience target and Contact. The section lives in `?tab=` so it survives a
 * reload; desktop lists the sections in a side panel, phones in a slide-out menu.
 */
export function SettingsPage() {
  const [params] = useSearchParams();
  const tab = parseSettingsTab(params.get('tab'));
  const label = SETTINGS_TABS.find((item) => item.value === tab)?.label ?? '';
  const menu = useSectionsMenu('settings');

  return (
    <PageContainer width="default">
      <PageTitle>{`${label} settings — Partnerly`}</PageTitle>
      <Group gap="sm" mb="lg" wrap="nowrap">
        <SectionsMenuButton menu={menu} />
        <PageHeading>Settings</PageHeading>
      </Group>
      <SectionsBody nav={<SettingsNav current={tab} />} title={label}>
        {tab === 'account' && <AccountTab />}
        {tab === 'payments' && <PaymentsTab />}
        {tab === 'notifications' && <NotificationsTab />}
        {tab === 'audience' && <AudienceTargetTab />}
        {tab === 'contact' && <ContactTab />}
      </SectionsBody>
      <SectionsMenuDrawer menu={menu}>
        <SettingsNav current={tab} onNavigate={menu.close} />
      </SectionsMenuDrawer>
    </PageContainer>
  );
}
