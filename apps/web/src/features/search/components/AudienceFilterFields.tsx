import { useId } from 'react';
import { Fieldset, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import {
  AUDIENCE_AGE_RANGES,
  AUDIENCE_GENDERS,
  GENDER_LABELS,
  type SocialFilterInput,
} from '@partnerly/shared';
import type { UseFormReturnType } from '@mantine/form';
import { MOUNT_OPTIONS_WHEN_OPEN } from '../../../components/long-option-list';
import { countryCodeOptions } from '../../../domains/audience/country-codes';

type AudienceValues = Pick<
  SocialFilterInput,
  'audienceCountry' | 'audienceAge' | 'audienceGender' | 'minAudienceShare' | 'minEngagementRate'
>;

const AGE_OPTIONS = AUDIENCE_AGE_RANGES.map((range) => ({ value: range, label: range }));
const GENDER_OPTIONS = AUDIENCE_GENDERS.map((gender) => ({
  value: gender,
  label: GENDER_LABELS[gender],
}));

/**
 * The verified-audience filters (issue 48 point 3, decision 110): where the audience lives, its
 * ages and genders, at least what share, and the engagement. Cleared fields travel as absent,
 * not as empty values the schema would refuse.
 */
export function AudienceFilterFields<Values extends AudienceValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const helpId = useId();
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
    <Fieldset legend="Verified audience" variant="filled" aria-describedby={helpId}>
      <Text id={helpId} size="sm" c="gray.7" mb="sm">
        These filters find only accounts whose audience Instagram or YouTube reported to us, not
        numbers a creator typed in (TikTok shares no audience data), and only the parts their
        creators show members.
      </Text>
      {/* The selects in one row and the numbers, each with a description, in the next: each row's
          inputs line up. */}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="Audience country"
          placeholder="Any country"
          searchable
          data={countryCodeOptions()}
          comboboxProps={MOUNT_OPTIONS_WHEN_OPEN}
          nothingFoundMessage="No country matches"
          {...select('audienceCountry')}
        />
        <Select
          label="Audience age"
          placeholder="Any age"
          data={AGE_OPTIONS}
          {...select('audienceAge')}
        />
        <Select
          label="Audience gender"
          placeholder="Any gender"
          data={GENDER_OPTIONS}
          {...select('audienceGender')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="md">
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
