import { Anchor, Box, Burger, Container, Drawer, Flex, Group, Paper, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import type { AdminData } from '@partnerly/shared';
import { paths } from '../../../app/paths';
import { ADMIN_TABS, parseAdminTab } from '../admin-tabs';
import { AddUserTab } from './AddUserTab';
import { AdminNav } from './AdminNav';
import { ContactTab } from './ContactTab';
import { ManualSocialTab } from './ManualSocialTab';
import { PromoCodeTab } from './PromoCodeTab';
import { SocialsTab } from './SocialsTab';

const DRAWER_ID = 'admin-menu';

/**
 * The console's frame: the section lives in `?tab=`; desktop lists the sections in a side
 * panel, phones (< 768 px) in a drawer opened by the burger.
 */
export function AdminConsole({ totals }: { totals: AdminData['totals'] }) {
  const [params] = useSearchParams();
  const tab = parseAdminTab(params.get('tab'));
  const label = ADMIN_TABS.find((item) => item.value === tab)?.label ?? '';
  const [menuOpened, menu] = useDisclosure(false);

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
            <Burger
              hiddenFrom="sm"
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label="Open admin menu"
              aria-expanded={menuOpened}
              aria-controls={DRAWER_ID}
            />
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
        <Flex gap="xl" align="flex-start">
          <Box component="aside" w={220} visibleFrom="sm" style={{ flexShrink: 0 }}>
            <AdminNav current={tab} totals={totals} />
          </Box>
          <Paper
            component="main"
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'xl' }}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Title order={2} fz="xl" mb="md">
              {label}
            </Title>
            {tab === 'contact' && <ContactTab />}
            {tab === 'promocode' && <PromoCodeTab />}
            {tab === 'manuelsocial' && <ManualSocialTab />}
            {tab === 'socials' && <SocialsTab />}
            {tab === 'adduser' && <AddUserTab />}
          </Paper>
        </Flex>
      </Container>
      {/* Built from parts: Drawer's own header is a <header>, an extra banner landmark. */}
      <Drawer.Root opened={menuOpened} onClose={menu.close} size={280} hiddenFrom="sm">
        <Drawer.Overlay />
        <Drawer.Content id={DRAWER_ID}>
          <Drawer.Body pt="md">
            <Group justify="space-between" wrap="nowrap" mb="md">
              <Drawer.Title fw={700}>Admin menu</Drawer.Title>
              <Drawer.CloseButton aria-label="Close admin menu" />
            </Group>
            <AdminNav current={tab} totals={totals} onNavigate={menu.close} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
