import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ResultsCampaignRef } from '@partnerly/shared';
import type { ResultsFilters as Filters } from '../api/results';

interface ResultsFiltersProps {
  filters: Filters;
  choices: ResultsCampaignRef[];
  /** Field errors of the filters as the shared schema reads them. */
  errors: Partial<Record<keyof Filters, string>>;
  onChange: (filters: Filters) => void;
  onDownload: () => void;
  downloading: boolean;
}

/** Campaign and days the orders were placed on, and the CSV of what they choose. */
export function ResultsFilters({
  filters,
  choices,
  errors,
  onChange,
  onDownload,
  downloading,
}: ResultsFiltersProps) {
  const set = (key: keyof Filters, value: string) => onChange({ ...filters, [key]: value });
  const chosen = filters.campaign ?? '';
  // A campaign in the address that is no longer among the choices still shows as chosen.
  const known = chosen === '' || choices.some((choice) => String(choice.id) === chosen);
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" role="search" aria-label="Filter results">
      <NativeSelect
        label="Campaign"
        size="sm"
        value={chosen}
        error={errors.campaign}
        onChange={(event) => set('campaign', event.currentTarget.value)}
        data={[
          { value: '', label: 'All orders' },
          ...choices.map((choice) => ({ value: String(choice.id), label: choice.title })),
          ...(known ? [] : [{ value: chosen, label: 'Another campaign' }]),
        ]}
        style={{ flex: '1 1 200px', minWidth: 0 }}
      />
      <TextInput
        type="date"
        label="Ordered from"
        size="sm"
        value={filters.from ?? ''}
        error={errors.from}
        onChange={(event) => set('from', event.currentTarget.value)}
        style={{ flex: '1 1 140px' }}
      />
      <TextInput
        type="date"
        label="Ordered until"
        size="sm"
        value={filters.to ?? ''}
        error={errors.to}
        onChange={(event) => set('to', event.currentTarget.value)}
        style={{ flex: '1 1 140px' }}
      />
      <Button
        variant="default"
        size="sm"
        mt={{ base: 0, xs: 24 }}
        loading={downloading}
        onClick={onDownload}
        leftSection={<IconDownload size={16} aria-hidden="true" />}
      >
        Download CSV
      </Button>
    </Group>
  );
}
