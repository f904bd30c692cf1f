import { useState } from 'react';
import { Checkbox } from '@mantine/core';
import { profileFilterSchema } from '@partnerly/shared';
import type { ProfileFilterInput } from '@partnerly/shared';
import { useUserData } from '../../../lib/user-data';
import { CountriesField } from '../../../components/CountriesField';
import { TagsField } from '../../../domains/tags/TagsField';
import { useSchemaForm } from '../../../lib/forms';
import { useProfileFilterSearch } from '../api/filter-by-profile';
import type { ProfileFilter } from '../api/filter-by-profile';
import type { SubmittedFilter } from '../api/search-pages';
import { FilterSearch } from './FilterSearch';

type ProfileFilterValues = Omit<ProfileFilterInput, 'range'>;

// Creators only at first: brands are not listed in a search for creators unless asked.
const initialValues: ProfileFilterValues = { countrys_p: [], tags_p: [], checked: true };

/**
 * Filter by user profile: the profile's own countries and tags, creators only unless asked
 * otherwise. It opens with everyone it would find (issue 53): people before any filter.
 */
export function ProfileFilterForm() {
  const user = useUserData();
  const [submitted, setSubmitted] = useState<SubmittedFilter<ProfileFilter> | null>(() => ({
    filter: profileFilterSchema.parse(initialValues),
    id: 0,
  }));
  const query = useProfileFilterSearch(submitted);
  const form = useSchemaForm<ProfileFilterValues>(profileFilterSchema, {
    mode: 'controlled',
    initialValues,
    // Any change of a filter starts over: results, range and error are cleared.
    onValuesChange: () => setSubmitted(null),
  });

  const onSubmit = form.onSubmit((values) => {
    const filter = profileFilterSchema.parse(values);
    // A new id each time, so pressing Search again asks the server again.
    setSubmitted((previous) => ({ filter, id: (previous?.id ?? 0) + 1 }));
  });

  return (
    <FilterSearch
      label="Filter by user profile"
      onSubmit={onSubmit}
      query={query}
      searchId={submitted?.id}
      hint="Pick countries or tags (or neither, to see everyone) and press Search."
    >
      <CountriesField {...form.getInputProps('countrys_p')} />
      <TagsField knownTags={user.tags.map((tag) => tag.name)} {...form.getInputProps('tags_p')} />
      <Checkbox
        label="Content creators only"
        description="Leave it off to find brands too."
        {...form.getInputProps('checked', { type: 'checkbox' })}
      />
    </FilterSearch>
  );
}
