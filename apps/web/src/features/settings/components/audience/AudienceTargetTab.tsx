import { useState } from 'react';
import { Alert, Button, Checkbox, Group, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUDIENCE_AGE_RANGES,
  AUDIENCE_GENDERS,
  GENDER_LABELS,
  audienceTargetSchema,
  type AudienceTarget,
} from '@partnerly/shared';
import { MOUNT_OPTIONS_WHEN_OPEN } from '../../../../components/long-option-list';
import { countryCodeOptions } from '../../../../domains/audience/country-codes';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import {
  audienceTargetKey,
  fetchAudienceTarget,
  saveAudienceTarget,
} from '../../api/audience-target';

/**
 * Settings -> Audience target (issue 48 point 4): the countries, ages and genders a brand
 * wants to reach. Search cards, saved lists and applicants then show how much of each
 * creator's verified audience falls inside it ("92% match", decision 117).
 */
export function AudienceTargetTab() {
  const target = useQuery({ queryKey: audienceTargetKey, queryFn: fetchAudienceTarget });
  return (
    <Stack gap="lg">
      <Text c="gray.7">
        Say who you want to reach. Creators whose audience is verified by Instagram or YouTube then
        show how much of it matches, on search results, your saved lists and your campaigns'
        applicants. Leave a part empty to accept anyone.
      </Text>
      <div aria-busy={target.isPending}>
        {target.isPending && (
          <Stack gap="md">
            <Skeleton height={60} radius="sm" />
            <Skeleton height={60} radius="sm" />
            <Skeleton height={60} radius="sm" />
          </Stack>
        )}
        {target.isError && (
          <Alert color="red" variant="light" role="alert">
            Your audience target could not be loaded. Check your connection and reload the page.
          </Alert>
        )}
        {target.data && <TargetForm saved={target.data} />}
      </div>
    </Stack>
  );
}

function TargetForm({ saved }: { saved: AudienceTarget }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const form = useSchemaForm<AudienceTarget>(audienceTargetSchema, {
    mode: 'controlled',
    initialValues: saved,
    onValuesChange: () => setDone(false),
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    const stored = await saveAudienceTarget(values);
    queryClient.setQueryData(audienceTargetKey, stored);
    // Every search page, list and applicant list already fetched carries matches to the old
    // target: mark them all stale so they are read again when shown.
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== audienceTargetKey[0],
    });
    form.setValues(stored);
    form.resetDirty(stored);
    setDone(true);
  });
  const empty = (values: AudienceTarget) =>
    values.countries.length + values.ages.length + values.genders.length === 0;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <MultiSelect
          label="Countries"
          description="Where the audience lives. Empty: any country."
          placeholder="Any country"
          data={countryCodeOptions()}
          comboboxProps={MOUNT_OPTIONS_WHEN_OPEN}
          searchable
          clearable
          hidePickedOptions
          maxValues={20}
          nothingFoundMessage="No country by that name"
          {...form.getInputProps('countries')}
        />
        <Checkbox.Group label="Ages" description="Empty: any age." {...form.getInputProps('ages')}>
          <Group gap="md" mt={6}>
            {AUDIENCE_AGE_RANGES.map((range) => (
              <Checkbox key={range} value={range} label={range} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label="Genders"
          description="Empty: any gender."
          {...form.getInputProps('genders')}
        >
          <Group gap="md" mt={6}>
            {AUDIENCE_GENDERS.map((gender) => (
              <Checkbox key={gender} value={gender} label={GENDER_LABELS[gender]} />
            ))}
          </Group>
        </Checkbox.Group>
        {empty(form.getValues()) && (
          <Text size="sm" c="gray.7">
            With nothing chosen, no match is shown anywhere.
          </Text>
        )}
        {done && (
          <Text c="teal.9" role="status">
            Audience target saved.
          </Text>
        )}
        {formError && (
          <Text c="red.9" role="alert">
            {formError}
          </Text>
        )}
        <Button type="submit" loading={busy} w="fit-content">
          Save target
        </Button>
      </Stack>
    </form>
  );
}
