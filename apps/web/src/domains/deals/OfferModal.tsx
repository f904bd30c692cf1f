import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEAL_LIMITS,
  DEAL_PLATFORMS,
  DELIVERABLE_KINDS,
  USAGE_RIGHTS_PRESETS,
  offerTermsSchema,
  platformName,
  utcDate,
  type Offer,
  type OfferRole,
  type OfferTermsInput,
} from '@partnerly/shared';
import { counterOffer, createOffer, dealsKey } from './deals';
import { useFormSubmit, useSchemaForm } from '../../lib/forms';
import type { OfferDraft } from './offer-draft';
import { termsOf, valuesOf, valuesOfTerms, type OfferFormValues } from './offer-form-values';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { AppModal } from '../../components/AppModal';
import { ModalFormActions } from '../../components/ModalFormActions';
import { useUserData } from '../../lib/user-data';
import { OfferFormMoney } from './OfferFormMoney';
import { sidesOfForm } from './offer-form-sides';

interface OfferModalProps {
  opened: boolean;
  onClose: () => void;
  /** The member the offer goes to (a new offer). */
  to: string;
  /** The offer this one counters; its terms fill the form. */
  countering?: Offer;
  draft?: OfferDraft;
  /** The viewer's likely side: brands pay, creators deliver. */
  defaultRole?: OfferRole;
  onSent?: (offer: Offer) => void;
  /**
   * The terms go to this instead of the server (a campaign application carries them); the
   * sender delivers, so "Who pays" is not asked. `terms` fills the form again.
   */
  onTerms?: (terms: OfferTermsInput) => void;
  terms?: OfferTermsInput;
}

/**
 * Make an offer, or counter one: the terms of a collaboration (what, how much, by when, usage
 * rights, revisions). A counter keeps the sides and the counterpart of the offer it replaces.
 */
export function OfferModal({ opened, onClose, ...props }: OfferModalProps) {
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={
        props.countering
          ? 'Counter the offer'
          : props.onTerms
            ? `Your offer to ${props.to}`
            : `Make an offer to ${props.to}`
      }
      size="lg"
    >
      <OfferForm key={props.countering?.id ?? props.to} onDone={onClose} {...props} />
    </AppModal>
  );
}

function OfferForm({
  to,
  countering,
  draft = {},
  defaultRole = 'buy',
  onSent,
  onTerms,
  terms: proposed,
  onDone,
}: Omit<OfferModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<OfferFormValues>(offerTermsSchema as never, {
    mode: 'controlled',
    initialValues: proposed
      ? valuesOfTerms(proposed, defaultRole)
      : valuesOf(countering, draft, defaultRole),
  });
  const requestClose = useUnsavedChanges(form.isDirty);
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    const terms = termsOf(values);
    if (onTerms) {
      onTerms(terms);
      onDone();
      return;
    }
    const sent = countering
      ? await counterOffer(countering.id, terms)
      : await createOffer({
          ...terms,
          to,
          role: values.role,
          ...(draft.packageId ? { package_id: draft.packageId } : {}),
        });
    await queryClient.invalidateQueries({ queryKey: dealsKey });
    onSent?.(sent);
    onDone();
  });
  const { deliverables, price, role } = form.getValues();
  const me = useUserData().username;
  const sides = sidesOfForm({ me, to, role, countering, delivering: Boolean(onTerms) });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {!countering && !onTerms && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="offer-role">
              Who pays
            </Text>
            <SegmentedControl
              aria-labelledby="offer-role"
              fullWidth
              data={[
                { value: 'buy', label: `I pay, ${to} delivers` },
                { value: 'sell', label: `I deliver, ${to} pays` },
              ]}
              {...form.getInputProps('role')}
            />
          </Stack>
        )}
        <TextInput
          label="Title"
          placeholder="Two Reels for the spring launch"
          maxLength={DEAL_LIMITS.title}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Deliverables
          </Text>
          {deliverables.map((_, index) => (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                <Select
                  label="Platform"
                  data={DEAL_PLATFORMS.map((value) => ({
                    value,
                    label: value === 'Other' ? 'Other' : platformName(value),
                  }))}
                  allowDeselect={false}
                  {...form.getInputProps(`deliverables.${index}.platform`)}
                />
                <Autocomplete
                  label="What"
                  data={[...DELIVERABLE_KINDS]}
                  maxLength={DEAL_LIMITS.what}
                  {...form.getInputProps(`deliverables.${index}.what`)}
                />
                <NumberInput
                  label="How many"
                  min={1}
                  max={DEAL_LIMITS.quantity}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps(`deliverables.${index}.quantity`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={26}
                aria-label={`Remove deliverable ${index + 1}`}
                disabled={deliverables.length === 1}
                onClick={() => form.removeListItem('deliverables', index)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          {typeof form.errors.deliverables === 'string' && (
            <Text size="sm" c="red.8">
              {form.errors.deliverables}
            </Text>
          )}
          {deliverables.length < DEAL_LIMITS.deliverables && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() =>
                form.insertListItem('deliverables', {
                  platform: 'Instagram',
                  what: '',
                  quantity: 1,
                })
              }
              style={{ alignSelf: 'flex-start' }}
            >
              Add a deliverable
            </Button>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            label="Price (US$)"
            min={1}
            max={DEAL_LIMITS.price}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            required
            {...form.getInputProps('price')}
          />
          <TextInput
            type="date"
            label="Due date"
            min={utcDate(1)}
            max={utcDate(DEAL_LIMITS.dueDays)}
            required
            {...form.getInputProps('due_date')}
          />
          <NumberInput
            label="Revisions included"
            min={0}
            max={DEAL_LIMITS.revisions}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('revisions')}
          />
        </SimpleGrid>
        <OfferFormMoney price={price} sides={sides} deliverables={deliverables} />
        <Autocomplete
          label="Usage rights"
          description="Where and how long the content may be used. Pick one or write your own."
          data={[...USAGE_RIGHTS_PRESETS]}
          maxLength={DEAL_LIMITS.usageRights}
          required
          {...form.getInputProps('usage_rights')}
        />
        <Textarea
          label="Message"
          placeholder="Anything the terms do not say: the brief, the tone, a link to the product."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={DEAL_LIMITS.message}
          {...form.getInputProps('message')}
        />
        <ModalFormActions
          formError={formError}
          busy={busy}
          onCancel={requestClose}
          submitLabel={onTerms ? 'Add the offer' : countering ? 'Send counter-offer' : 'Send offer'}
        />
      </Stack>
    </form>
  );
}
