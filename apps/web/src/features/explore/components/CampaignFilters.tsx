import { Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { COUNTRY_OPTIONS, PLATFORMS, platformName } from '@partnerly/shared';
import type { CampaignFilters as Filters } from '../../../domains/campaigns/campaigns';

interface CampaignFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Platform, country, tag, minimum budget and "matches my followers". */
export function CampaignFilters({ filters, onChange }: CampaignFiltersProps) {
  const set = (key: keyof Filters, value: string | undefined) =>
    onChange({ ...filters, [key]: value || undefined });
  return (
    <Group gap="sm" align="flex-end" mb="lg" wrap="wrap">
      <Select
        label="Platform"
        placeholder="Any"
        clearable
        data={PLATFORMS.map((value) => ({ value, label: platformName(value) }))}
        value={filters.platform ?? null}
        onChange={(value) => set('platform', value ?? undefined)}
        w={{ base: '100%', xs: 160 }}
      />
      <Select
        label="Country"
        placeholder="Any"
        clearable
        searchable
        data={[...COUNTRY_OPTIONS]}
        value={filters.country ?? null}
        onChange={(value) => set('country', value ?? undefined)}
        w={{ base: '100%', xs: 200 }}
      />
      <TextInput
        label="Tag"
        placeholder="beauty"
        defaultValue={filters.tag ?? ''}
        onBlur={(event) => set('tag', event.currentTarget.value.trim().toLowerCase())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') set('tag', event.currentTarget.value.trim().toLowerCase());
        }}
        w={{ base: '100%', xs: 160 }}
      />
      <NumberInput
        label="Budget from (US$)"
        min={0}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        value={filters.min_budget ?? ''}
        onChange={(value) => set('min_budget', value === '' ? undefined : String(value))}
        w={{ base: '100%', xs: 160 }}
      />
      <Switch
        label="Matches my followers"
        checked={filters.matches === '1'}
        onChange={(event) => set('matches', event.currentTarget.checked ? '1' : undefined)}
        mb={8}
      />
    </Group>
  );
}
