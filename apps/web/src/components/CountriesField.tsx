import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import type { MultiSelectProps } from '@mantine/core';
import { COUNTRY_OPTIONS, LIMITS, MESSAGES } from '@partnerly/shared';
import { keepEnterInField } from './keep-enter-in-field';
import { MOUNT_OPTIONS_WHEN_OPEN } from './long-option-list';
import { removablePill } from './RemovablePill';

const renderCountry = removablePill('country');

type CountriesFieldProps = Omit<MultiSelectProps, 'data' | 'maxValues' | 'value'> & {
  value?: string[];
};

/**
 * The one country input: up to 5 of 'Global' and the full country list, searched by name.
 * The first match is highlighted as the user types, so Enter picks it and never submits the
 * form; the list closes after each pick; at the limit the spec's message shows instead of
 * more options.
 */
export function CountriesField({
  value = [],
  description,
  wrapperProps,
  ...props
}: CountriesFieldProps) {
  const [opened, setOpened] = useState(false);
  const atLimit = value.length >= LIMITS.countriesMax;

  return (
    <MultiSelect
      label="Countries"
      placeholder="Pick countries"
      searchable
      hidePickedOptions
      clearable
      selectFirstOptionOnChange
      {...props}
      value={value}
      maxValues={LIMITS.countriesMax}
      description={
        atLimit
          ? MESSAGES.tooManyCountries
          : (description ?? `Up to ${LIMITS.countriesMax}. Type to search.`)
      }
      // At the limit only the picked countries remain, all hidden: the dropdown says why.
      data={atLimit ? value : (COUNTRY_OPTIONS as string[])}
      nothingFoundMessage={atLimit ? MESSAGES.tooManyCountries : 'No country matches'}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onOptionSubmit={() => setOpened(false)}
      renderPill={renderCountry}
      comboboxProps={MOUNT_OPTIONS_WHEN_OPEN}
      wrapperProps={{ ...wrapperProps, onKeyDown: keepEnterInField }}
    />
  );
}
