import { Anchor, Divider, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { SectionNav } from '../../../components/sections/SectionNav';
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
      <SectionNav
        label="Settings sections"
        sections={SETTINGS_TABS}
        current={current}
        onNavigate={onNavigate}
      />
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
