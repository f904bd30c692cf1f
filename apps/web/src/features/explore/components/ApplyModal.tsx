import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  CAMPAIGN_LIMITS,
  applySchema,
  formatDollars,
  platformName,
  type Campaign,
  type OfferTermsInput,
  type Platform,
} from '@partnerly/shared';
import { AppModal } from '../../../components/AppModal';
import { ModalFormActions } from '../../../components/ModalFormActions';
import { OfferModal } from '../../../domains/deals/OfferModal';
import { applyToCampaign, campaignsKey } from '../../../domains/campaigns/campaigns';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useUserData } from '../../../lib/user-data';
import { campaignOfferDraft } from '../campaign-offer-draft';

interface ApplyModalProps {
  campaign: Campaign | null;
  onClose: () => void;
}

/** Apply: a pitch, the verified accounts proposed, and an offer made with the deals' form. */
export function ApplyModal({ campaign, onClose }: ApplyModalProps) {
  return (
    <AppModal
      opened={campaign !== null}
      onClose={onClose}
      title={campaign ? `Apply to “${campaign.title}”` : 'Apply'}
      size="lg"
    >
      {campaign && <ApplyForm key={campaign.id} campaign={campaign} onDone={onClose} />}
    </AppModal>
  );
}

interface ApplyFormValues extends Record<string, unknown> {
  pitch: string;
  platforms: Platform[];
}

function ApplyForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const queryClient = useQueryClient();
  const verified = useUserData().socials.map((social) => social.social_media);
  const [offer, setOffer] = useState<OfferTermsInput>();
  const [offerOpen, setOfferOpen] = useState(false);
  const form = useSchemaForm<ApplyFormValues>(applySchema as never, {
    mode: 'controlled',
    initialValues: {
      pitch: '',
      platforms: verified.filter((platform) => campaign.platforms.includes(platform)),
    },
  });
  const requestClose = useUnsavedChanges(form.isDirty);
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    await applyToCampaign(campaign.id, { ...values, ...(offer ? { offer } : {}) });
    await queryClient.invalidateQueries({ queryKey: campaignsKey });
    onDone();
  });

  return (
    <>
      {/* Outside the form: a submit inside the offer's dialog must not bubble into this one. */}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Textarea
            label="Your pitch"
            description="Why you, and what you would make for this campaign."
            autosize
            minRows={4}
            maxRows={10}
            maxLength={CAMPAIGN_LIMITS.pitch}
            required
            data-autofocus
            {...form.getInputProps('pitch')}
          />
          <Checkbox.Group
            label="Accounts you propose"
            description="From your verified accounts."
            {...form.getInputProps('platforms')}
          >
            <Group gap="md" mt={6}>
              {verified.length === 0 ? (
                <Text size="sm" c="gray.7">
                  Verify an account on your profile first.
                </Text>
              ) : (
                verified.map((platform) => (
                  <Checkbox key={platform} value={platform} label={platformName(platform)} />
                ))
              )}
            </Group>
          </Checkbox.Group>
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {offer
                  ? `Your offer: ${offer.title}, ${formatDollars(offer.price)}`
                  : 'Add an offer: the terms the brand can accept in one step.'}
              </Text>
              <Group gap="xs">
                {offer && (
                  <Button variant="subtle" color="gray" onClick={() => setOffer(undefined)}>
                    Remove offer
                  </Button>
                )}
                <Button variant="light" onClick={() => setOfferOpen(true)}>
                  {offer ? 'Edit offer' : 'Add an offer'}
                </Button>
              </Group>
            </Group>
          </Paper>
          <ModalFormActions
            formError={formError}
            busy={busy}
            onCancel={requestClose}
            submitLabel="Send application"
          />
        </Stack>
      </form>
      <OfferModal
        opened={offerOpen}
        onClose={() => setOfferOpen(false)}
        to={campaign.owner}
        defaultRole="sell"
        draft={campaignOfferDraft(campaign)}
        terms={offer}
        onTerms={setOffer}
      />
    </>
  );
}
