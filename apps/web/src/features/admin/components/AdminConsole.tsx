import { Anchor, Box, Container, Group, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { AdminData } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { SectionsBody } from '../../../components/sections/SectionsBody';
import {
  SectionsMenuButton,
  SectionsMenuDrawer,
  useSectionsMenu,
} from '../../../components/sections/SectionsMenu';
import { ADMIN_TABS, parseAdminTab } from '../admin-tabs';
import { AddUserTab } from './AddUserTab';
import { AdminNav } from './AdminNav';
import { ContactTab } from './ContactTab';
import { DealsTab } from './DealsTab';
import { ManualSocialTab } from './ManualSocialTab';
import { PromoCodeTab } from './PromoCodeTab';
import { ReportsTab } from './ReportsTab';
import { SocialsTab } from './SocialsTab';

/**
 * The console's frame: the section lives in `?tab=`; desktop lists the sections in a side
 * panel, phones (< 768 px) in a drawer opened by the burger.
 */
export function AdminConsole({ totals }: { totals: AdminData['totals'] }) {
  const [params] = useSearchParams();
  const tab = parseAdminTab(params.get('tab'));
  const label = ADMIN_TABS.find((item) => item.value === tab)?.label ?? '';
  const menu = useSectionsMenu('admin');

  return (
    <>
      <title>{`${label} — Partnerly admin`}</title>
      <Box
        component="header"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="nowrap" maw={1320} mx="auto">
          <Group gap="sm" wrap="nowrap">
            <SectionsMenuButton menu={menu} />
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              Admin console
            </Title>
          </Group>
          <Anchor component={Link} to={paths.home} c="violet.8" fw={600}>
            Exit
          </Anchor>
        </Group>
      </Box>
      <Container size="xl" px="md" py={{ base: 'md', sm: 'xl' }}>
        <SectionsBody nav={<AdminNav current={tab} totals={totals} />} title={label} main>
          {tab === 'contact' && <ContactTab />}
          {tab === 'promocode' && <PromoCodeTab />}
          {tab === 'manuelsocial' && <ManualSocialTab />}
          {tab === 'socials' && <SocialsTab />}
          {tab === 'adduser' && <AddUserTab />}
          {tab === 'reports' && <ReportsTab />}
          {tab === 'deals' && <DealsTab />}
        </SectionsBody>
      </Container>
      <SectionsMenuDrawer menu={menu}>
        <AdminNav current={tab} totals={totals} onNavigate={menu.close} />
      </SectionsMenuDrawer>
    </>
  );
}
