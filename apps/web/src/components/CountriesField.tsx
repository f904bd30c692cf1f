import { MultiSelect } from '@mantine/core';
import type { MultiSelectProps } from '@mantine/core';
import { COUNTRY_OPTIONS, LIMITS } from '@partnerly/shared';

type CountriesFieldProps = Omit<MultiSelectProps, 'data'>;

/** Up to 5 of 'Global' and the full country list, searchable by name. */
export function CountriesField(props: CountriesFieldProps) {
  return (
    <MultiSelect
      label="Countries"
      description={`Up to ${LIMITS.countriesMax}. Type to search.`}
      placeholder="Pick countries"
      searchable
      hidePickedOptions
      clearable
      maxValues={LIMITS.countriesMax}
      nothingFoundMessage="No country matches"
      {...props}
      data={COUNTRY_OPTIONS as string[]}
    />
  );
}
