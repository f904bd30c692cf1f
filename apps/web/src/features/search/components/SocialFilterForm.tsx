import { useState } from 'react';
import { Checkbox, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { PLATFORMS, platformName, socialFilterSchema } from '@partnerly/shared';
import type { Platform, SORTS, SocialFilterInput } from '@partnerly/shared';
import { useUserData } from '../../../lib/user-data';
import { CountriesField } from '../../../components/CountriesField';
import { TagsField } from '../../../domains/tags/TagsField';
import { applyServerErrors, useSchemaForm } from '../../../lib/forms';
import { useSocialFilterSearch } from '../api/filter-by-social';
import type { SocialFilter } from '../api/filter-by-social';
import type { SubmittedFilter } from '../api/search-pages';
import { FilterSearch } from './FilterSearch';
import { AudienceFilterFields } from './AudienceFilterFields';

type Sort = (typeof SORTS)[number];

/** The shared schema's input; no platform is chosen at first. */
type SocialFilterValues = Omit<SocialFilterInput, 'socialMedia' | 'range'> & {
  socialMedia: Platform | null;
};

const initialValues: SocialFilterValues = {
  socialMedia: null,
  minFollowers: '',
  maxFollowers: '',
  countrys: [],
  tags: [],
  sort: '',
  maxPrice: '',
  verifiedOnly: false,
  brands: false,
};

/** "Rated 4 and up": profiles whose reviews average four stars or more (issue 33). */
const GOOD_RATING = 4;

/** The wire's sort codes ('' is not a usable option value) and their labels. */
const SORT_OPTIONS = [
  { value: 'standard', label: 'Standard', sort: '' },
  { value: 'most', label: 'Most followers', sort: '-' },
  { value: 'least', label: 'Least followers', sort: '+' },
  // The viewer's own audience target (Settings): no match sorts last (decision 117).
  { value: 'match', label: 'Best audience match', sort: 'audience_match' },
] as const satisfies readonly { value: string; label: string; sort: Sort }[];

/**
 * Filter by social media: platform, follower range, audience countries and tags (on the
 * account or the profile: one idea, issue 53), creators unless brands are asked for, a package
 * price ceiling, the verified audience (issue 48), accounts verified by their platform only,
 * rated 4 and up, sort.
 */
export function SocialFilterForm() {
  const user = useUserData();
  const [submitted, setSubmitted] = useState<SubmittedFilter<SocialFilter> | null>(null);
  const form = useSchemaForm<SocialFilterValues>(socialFilterSchema, {
    mode: 'controlled',
    initialValues,
    // Any change of a filter starts over: results, range and error are cleared.
    onValuesChange: () => setSubmitted(null),
  });
  // The browser checks with the same schema, but a server newer than this page may refuse more
  // (an audience field, say): its 400 shows under the field, as every other form's does.
  const query = useSocialFilterSearch(submitted, (error) => applyServerErrors(form, error));
  const { sort, minRating } = form.getValues();

  const onSubmit = form.onSubmit((values) => {
    const filter = socialFilterSchema.parse(values);
    // A new id each time, so pressing Search again asks the server again.
    setSubmitted((previous) => ({ filter, id: (previous?.id ?? 0) + 1 }));
  });

  return (
    <FilterSearch
      label="Filter by social media"
      onSubmit={onSubmit}
      query={query}
      searchId={submitted?.id}
      hint="Choose a platform, narrow it down if you like, and press Search."
    >
      <Select
        label="Social media"
        placeholder="Choose a platform"
        data={PLATFORMS.map((value) => ({ value, label: platformName(value) }))}
        allowDeselect={false}
        required
        {...form.getInputProps('socialMedia')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label="Min followers"
          placeholder="No minimum"
          allowDecimal={false}
          thousandSeparator=","
          {...form.getInputProps('minFollowers')}
        />
        <NumberInput
          label="Max followers"
          placeholder="No maximum"
          allowDecimal={false}
          thousandSeparator=","
          {...form.getInputProps('maxFollowers')}
        />
      </SimpleGrid>
      <CountriesField {...form.getInputProps('countrys')} />
      <TagsField knownTags={user.tags.map((tag) => tag.name)} {...form.getInputProps('tags')} />
      <NumberInput
        label="Packages up to (US$)"
        description="Only creators offering a package at or below this price."
        placeholder="Any price"
        min={1}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        {...form.getInputProps('maxPrice')}
      />
      <AudienceFilterFields form={form} />
      <Checkbox
        label="Verified by the platform only"
        description="Accounts connected through Instagram, YouTube or TikTok, with numbers kept up to date."
        {...form.getInputProps('verifiedOnly', { type: 'checkbox' })}
      />
      <Checkbox
        label="Include brands"
        description="Brands' accounts are left out of a search for creators unless you ask."
        {...form.getInputProps('brands', { type: 'checkbox' })}
      />
      <Checkbox
        label={`Rated ${GOOD_RATING} and up`}
        description="Creators whose reviews from completed orders average 4 stars or more."
        checked={minRating === GOOD_RATING}
        onChange={(event) =>
          form.setFieldValue('minRating', event.currentTarget.checked ? GOOD_RATING : undefined)
        }
      />
      <Select
        label="Sort"
        data={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
        allowDeselect={false}
        value={SORT_OPTIONS.find((option) => option.sort === sort)?.value ?? 'standard'}
        onChange={(value) =>
          form.setFieldValue(
            'sort',
            SORT_OPTIONS.find((option) => option.value === value)?.sort ?? '',
          )
        }
      />
    </FilterSearch>
  );
}
