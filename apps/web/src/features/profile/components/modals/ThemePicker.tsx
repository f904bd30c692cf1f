import { Box, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { PROFILE_THEME_LABELS, PROFILE_THEMES } from '@partnerly/shared';
import type { ProfileTheme } from '@partnerly/shared';
import { THEME_LOOKS } from '../../../../components/profile-themes';

interface ThemePickerProps {
  value: ProfileTheme;
  onChange: (theme: ProfileTheme) => void;
}

/** The public page's look: a card per theme showing its cover and accent. */
export function ThemePicker({ value, onChange }: ThemePickerProps) {
  return (
    <Radio.Group
      label="Public page theme"
      description="The cover and button colour visitors see on your page."
      value={value}
      onChange={(theme) => onChange(theme as ProfileTheme)}
    >
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="xs" mt="xs">
        {PROFILE_THEMES.map((theme) => (
          <Radio.Card key={theme} value={theme} radius="md" p="xs">
            <Box
              h={36}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: THEME_LOOKS[theme].light.cover,
              }}
              aria-hidden="true"
            />
            <Group gap={6} mt={6} wrap="nowrap">
              <Radio.Indicator size="xs" />
              <Text size="sm" fw={500}>
                {PROFILE_THEME_LABELS[theme]}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
