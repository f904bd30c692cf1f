import { Box, Burger, Container, Drawer, Flex, Group, Paper, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { AccountTab } from './components/account/AccountTab';
import { ContactTab } from './components/ContactTab';
import { PaymentsTab } from './components/payments/PaymentsTab';
import { SettingsNav } from './components/SettingsNav';
import { SETTINGS_TABS, parseSettingsTab } from './settings-tabs';

const DRAWER_ID = 'settings-menu';

/**
 * /settings: Account, Payments and Contact. The section lives in `?tab=` so it survives a
 * reload; desktop lists the sections in a side panel, phones in a slide-out menu.
 */
export function SettingsPage() {
  const [params] = useSearchParams();
  const tab = parseSettingsTab(params.get('tab'));
  const label = SETTINGS_TABS.find((item) => item.value === tab)?.label ?? '';
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${label} settings — Partnerly`}</title>
      <Group gap="sm" mb="lg" wrap="nowrap">
        <Burger
          hiddenFrom="sm"
          opened={menuOpened}
          onClick={menu.toggle}
          aria-label="Open settings menu"
          aria-expanded={menuOpened}
          aria-controls={DRAWER_ID}
        />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Settings
        </Title>
      </Group>
      <Flex gap="xl" align="flex-start">
        <Box component="aside" w={220} visibleFrom="sm" style={{ flexShrink: 0 }}>
          <SettingsNav current={tab} />
        </Box>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="xl" mb="md">
            {label}
          </Title>
          {tab === 'account' && <AccountTab />}
          {tab === 'payments' && <PaymentsTab />}
          {tab === 'contact' && <ContactTab />}
        </Paper>
      </Flex>
      {/* Built from parts: Drawer's own header is a <header>, an extra banner landmark. */}
      <Drawer.Root opened={menuOpened} onClose={menu.close} size={280} hiddenFrom="sm">
        <Drawer.Overlay />
        <Drawer.Content id={DRAWER_ID}>
          <Drawer.Body pt="md">
            <Group justify="space-between" wrap="nowrap" mb="md">
              <Drawer.Title fw={700}>Settings menu</Drawer.Title>
              <Drawer.CloseButton aria-label="Close settings menu" />
            </Group>
            <SettingsNav current={tab} onNavigate={menu.close} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </Container>
  );
}
