import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_LIMITS, chosenText, type Campaign } from '@partnerly/shared';
import { AppModal } from '../../../components/AppModal';
import { FormAlert } from '../../../components/FormAlert';
import { ApiError } from '../../../lib/api-error';
import { campaignsKey, reopenCampaign } from '../../../domains/campaigns/campaigns';

/**
 * Reopen a closed campaign (issue 53). One that filled asks how many creators it wants now,
 * since as many as wanted are chosen; one closed early reopens as it was.
 */
export function ReopenButton({ campaign }: { campaign: Campaign }) {
  const queryClient = useQueryClient();
  const full = campaign.chosen >= campaign.wanted;
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState<number | string>(campaign.chosen + 1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const reopen = async (more?: number) => {
    setBusy(true);
    setError(undefined);
    try {
      await reopenCampaign(campaign.id, more === undefined ? {} : { wanted: more });
      await queryClient.invalidateQueries({ queryKey: campaignsKey });
      setOpened(false);
      notifications.show({ message: `“${campaign.title}” takes applications again.` });
    } catch (failure) {
      const message =
        failure instanceof ApiError
          ? (failure.detail ?? failure.fieldErrors.wanted?.[0])
          : undefined;
      if (opened) setError(message ?? 'Something went wrong. Please try again.');
      else {
        notifications.show({
          color: 'red',
          message: message ?? 'Something went wrong. Please try again.',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="default"
        loading={busy && !opened}
        onClick={() => (full ? setOpened(true) : void reopen())}
      >
        Reopen
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title="Reopen the campaign">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void reopen(Number(wanted));
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {chosenText(campaign.chosen, campaign.wanted)}. To take applications again, say how
              many creators you want in all.
            </Text>
            <NumberInput
              label="Creators wanted in all"
              min={campaign.chosen + 1}
              max={CAMPAIGN_LIMITS.wanted}
              allowDecimal={false}
              value={wanted}
              onChange={setWanted}
              data-autofocus
            />
            <FormAlert messages={error ? [error] : []} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Reopen
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </>
  );
}
