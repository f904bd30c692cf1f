import { Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';

interface CountryListProps {
  countries: readonly string[];
  /** The list's accessible name, e.g. "Countries". */
  label?: string;
}

/** Audience countries after a map pin, separated by dots; nothing when there are none. */
export function CountryList({ countries, label = 'Countries' }: CountryListProps) {
  if (countries.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconMapPin
        size={18}
        aria-hidden="true"
        style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-violet-7)' }}
      />
      <Group component="ul" gap={4} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
        {countries.map((country, index) => (
          <Text component="li" key={country} size="sm" c="gray.8">
            {country}
            {index < countries.length - 1 && <span aria-hidden="true"> ·</span>}
          </Text>
        ))}
      </Group>
    </Group>
  );
}
