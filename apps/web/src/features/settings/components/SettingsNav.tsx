import { Anchor, Divider, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { SETTINGS_TABS } from '../settings-tabs';
import type { SettingsTab } from '../settings-tabs';

interface SettingsNavProps {
  current: SettingsTab;
  /** Called after a section is chosen (the phone menu closes itself then). */
  onNavigate?: () => void;
}

/** The settings sections and the legal links, used by the side panel and the phone menu. */
export function SettingsNav({ current, onNavigate }: SettingsNavProps) {
  return (
    <Stack gap="md">
      <nav aria-label="Settings sections">
        <Stack gap={4}>
          {SETTINGS_TABS.map(({ value, label, icon: TabIcon }) => (
            <NavLink
              key={value}
              component={Link}
              to={`?tab=${value}`}
              replace
              label={label}
              active={value === current}
              aria-current={value === current ? 'page' : undefined}
              leftSection={<TabIcon size={20} aria-hidden="true" />}
              onClick={onNavigate}
              color="violet"
              variant="light"
              fw={value === current ? 700 : 500}
              // Hovering the current item keeps its violet-1 ground: violet-9 text on Mantine's
              // violet-2 hover colour is below the 4.5:1 contrast WCAG AA asks for.
              vars={() => ({
                root: { '--nl-hover': 'var(--mantine-color-violet-1)' },
                children: {},
              })}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </Stack>
      </nav>
      <Divider />
      <Stack gap={6} px="sm">
        <Anchor component={Link} to={paths.termsOfUse} size="sm" c="gray.8">
          Terms of use
        </Anchor>
        <Anchor component={Link} to={paths.privacyPolicy} size="sm" c="gray.8">
          Privacy policy
        </Anchor>
      </Stack>
    </Stack>
  );
}
