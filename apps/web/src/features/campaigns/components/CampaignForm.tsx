import { useRef } from 'react';
import {
  Button,
  Group,
  Image,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  AD_IMAGE_SIZE,
  CAMPAIGN_LIMITS,
  DELIVERABLE_KINDS,
  PLATFORMS,
  platformName,
  utcDate,
  type Campaign,
} from '@partnerly/shared';
import { CountriesField } from '../../../components/CountriesField';
import { SimilarDeals } from '../../../domains/deals/SimilarDeals';
import { kindInTitle } from '../../../domains/deals/rates';
import { FormAlert } from '../../../components/FormAlert';
import { ImageCropPicker } from '../../../components/ImageCropPicker';
import { TagsField } from '../../../domains/tags/TagsField';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import {
  campaignFormSchema,
  campaignInputOf,
  valuesOf,
  type CampaignFormValues,
} from '../campaign-form-values';

interface CampaignFormProps {
  campaign?: Campaign;
  /** Saves the draft; `open` also opens it for applications. */
  onSave: (input: ReturnType<typeof campaignInputOf>, open: boolean) => Promise<unknown>;
}

/** The campaign editor's fields: the brief, who is wanted, the budget and the dates. */
export function CampaignForm({ campaign, onSave }: CampaignFormProps) {
  const storedCover = campaign?.cover ?? null;
  const form = useSchemaForm<CampaignFormValues>(campaignFormSchema(storedCover) as never, {
    mode: 'controlled',
    initialValues: valuesOf(campaign),
  });
  // Which of the two submit buttons was pressed.
  const openAfter = useRef(false);
  const { busy, formError, onSubmit } = useFormSubmit(form, (values) =>
    onSave(campaignInputOf(values, storedCover), openAfter.current),
  );
  const { cover, budget, platforms, content, min_followers, max_followers } = form.getValues();
  // The rates of the campaign's first platform and kind, for a creator at its least reach.
  const reach = [min_followers, max_followers].find((value) => typeof value === 'number');
  const kind = kindInTitle(content[0] ?? '', DELIVERABLE_KINDS);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          placeholder="Spring skincare launch"
          maxLength={CAMPAIGN_LIMITS.title}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Brief"
          description="What you need, the tone, what creators should show. Line breaks are kept."
          autosize
          minRows={4}
          maxRows={14}
          maxLength={CAMPAIGN_LIMITS.brief}
          required
          {...form.getInputProps('brief')}
        />
        <Input.Wrapper label="Cover image" labelElement="div" error={form.errors.cover}>
          <Stack gap="sm" mt={4}>
            {cover && <Image src={cover} alt="The campaign's cover" w={160} h={160} radius="md" />}
            <Group gap="sm">
              <ImageCropPicker
                chooseLabel={cover ? 'Choose another image' : 'Choose image'}
                confirmLabel="Use this image"
                outputSize={AD_IMAGE_SIZE}
                onCropped={(dataUrl) => {
                  form.setFieldValue('cover', dataUrl);
                  form.clearFieldError('cover');
                  return true;
                }}
              />
              {cover && (
                <Button
                  variant="subtle"
                  color="gray"
                  onClick={() => form.setFieldValue('cover', null)}
                >
                  Remove image
                </Button>
              )}
            </Group>
          </Stack>
        </Input.Wrapper>
        <MultiSelect
          label="Platforms"
          data={PLATFORMS.map((value) => ({ value, label: platformName(value) }))}
          required
          {...form.getInputProps('platforms')}
        />
        <TagsInput
          label="Content"
          description='What each creator delivers, such as "1 Reel" or "3 Stories". Press Enter after each.'
          maxTags={CAMPAIGN_LIMITS.content}
          {...form.getInputProps('content')}
        />
        <CountriesField label="Audience countries" {...form.getInputProps('countrys')} />
        <TagsField label="Tags" {...form.getInputProps('tags')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Followers from"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('min_followers')}
          />
          <NumberInput
            label="Followers up to"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('max_followers')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="campaign-budget">
            Budget per creator
          </Text>
          <SegmentedControl
            aria-labelledby="campaign-budget"
            fullWidth
            data={[
              { value: 'fixed', label: 'Fixed' },
              { value: 'range', label: 'Range' },
              { value: 'open', label: 'Open to offers' },
            ]}
            {...form.getInputProps('budget.kind')}
          />
        </Stack>
        {budget.kind !== 'open' && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={budget.kind === 'fixed' ? 'Amount (US$)' : 'From (US$)'}
              min={1}
              max={CAMPAIGN_LIMITS.budget}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              required
              {...form.getInputProps('budget.min')}
            />
            {budget.kind === 'range' && (
              <NumberInput
                label="Up to (US$)"
                min={1}
                max={CAMPAIGN_LIMITS.budget}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                required
                {...form.getInputProps('budget.max')}
              />
            )}
          </SimpleGrid>
        )}
        <SimilarDeals platform={platforms[0]} what={kind} followers={reach ?? null} piece={kind} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Creators wanted"
            min={1}
            max={CAMPAIGN_LIMITS.wanted}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('wanted')}
          />
          <TextInput
            type="date"
            label="Apply by"
            min={utcDate(1)}
            max={utcDate(CAMPAIGN_LIMITS.applyByDays)}
            required
            {...form.getInputProps('apply_by')}
          />
        </SimpleGrid>
        <Textarea
          label="Gifting"
          description="Products creators receive, if any."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CAMPAIGN_LIMITS.gifting}
          {...form.getInputProps('gifting')}
        />
        <FormAlert messages={formError ? [formError] : []} />
        <Group gap="sm" justify="flex-end">
          <Button
            type="submit"
            variant="default"
            loading={busy}
            onClick={() => (openAfter.current = false)}
          >
            Save draft
          </Button>
          <Button type="submit" loading={busy} onClick={() => (openAfter.current = true)}>
            Save and open
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
