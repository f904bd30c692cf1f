import { Fieldset, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import {
  AUDIENCE_AGE_RANGES,
  AUDIENCE_GENDERS,
  GENDER_LABELS,
  countryName,
  type SocialFilterInput,
} from '@partnerly/shared';
import type { UseFormReturnType } from '@mantine/form';

type AudienceValues = Pick<
  SocialFilterInput,
  'audienceCountry' | 'audienceAge' | 'audienceGender' | 'minAudienceShare' | 'minEngagementRate'
>;

/** Codes that name groups rather than countries, which no platform reports an audience in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

/** Every ISO 3166-1 alpha-2 code this browser can name, by name: the platforms' country codes. */
const COUNTRY_CODE_OPTIONS = (() => {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const options: { value: string; label: string }[] = [];
  for (const first of letters) {
    for (const second of letters) {
      const code = `${first}${second}`;
      if (!NOT_COUNTRIES.has(code) && names.of(code)) {
        options.push({ value: code, label: countryName(code) });
      }
    }
  }
  return options.sort((a, b) => a.label.localeCompare(b.label));
})();

/**
 * The verified-audience filters (issue 48 point 3): where the audience lives, its ages and
 * genders, at least what share, and the engagement. Cleared fields travel as absent, not as
 * empty values the schema would refuse.
 */
export function AudienceFilterFields<Values extends AudienceValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const typed = form as unknown as UseFormReturnType<AudienceValues>;
  const select = (field: 'audienceCountry' | 'audienceAge' | 'audienceGender') => ({
    ...typed.getInputProps(field),
    value: typed.getValues()[field] ?? null,
    onChange: (value: string | null) => typed.setFieldValue(field, value ?? undefined),
    clearable: true,
  });
  const number = (field: 'minAudienceShare' | 'minEngagementRate') => ({
    ...typed.getInputProps(field),
    value: typed.getValues()[field] ?? '',
    onChange: (value: string | number) =>
      typed.setFieldValue(field, typeof value === 'number' ? value : undefined),
    min: 0,
    max: 100,
    suffix: '%',
    allowNegative: false,
  });
  return (
    <Fieldset legend="Verified audience" variant="filled">
      <Text size="sm" c="dimmed" mb="sm">
        Only accounts connected through Instagram or YouTube, and only what their creators show
        members.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="Audience country"
          placeholder="Any country"
          searchable
          data={COUNTRY_CODE_OPTIONS}
          {...select('audienceCountry')}
        />
        <Select
          label="Audience age"
          placeholder="Any age"
          data={AUDIENCE_AGE_RANGES.map((range) => ({ value: range, label: range }))}
          {...select('audienceAge')}
        />
        <Select
          label="Audience gender"
          placeholder="Any gender"
          data={AUDIENCE_GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))}
          {...select('audienceGender')}
        />
        <NumberInput
          label="At least this share"
          description="Of the audience in each chosen country, age and gender."
          placeholder="Any share"
          {...number('minAudienceShare')}
        />
        <NumberInput
          label="Min engagement rate"
          description="Likes and comments per post over followers, last 12 posts."
          placeholder="Any"
          decimalScale={2}
          {...number('minEngagementRate')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
