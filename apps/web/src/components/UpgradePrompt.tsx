import { useState } from 'react';
import type { MouseEvent } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { navigateTo } from '../lib/navigation';
import { paths } from '../lib/paths';
import { FullAccessPitch } from './FullAccessPitch';
import { AppModal } from './AppModal';
import { closeUpgradePrompt, useUpgradeRequest } from '../lib/upgrade-prompt';

/**
 * The prompt a locked action opens: what Full Access adds, its price or a promotional code,
 * and the way to Settings - Payments. "Expired" is said only to someone whose subscription
 * ended; an Explorer never had one.
 */
export function UpgradePrompt() {
  const request = useUpgradeRequest();
  // The last request stays drawn while the modal fades out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const lapsed = shown?.plan === 'lapsed';

  const goToPayments = (event: MouseEvent) => {
    event.preventDefault();
    closeUpgradePrompt();
    navigateTo(paths.paymentsSettings);
  };

  return (
    <AppModal
      opened={request !== null}
      onClose={closeUpgradePrompt}
      title={lapsed ? 'Renew Full Access' : 'Unlock Full Access'}
    >
      <Stack gap="md">
        <FullAccessPitch lapsed={lapsed} reason={shown?.reason} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={closeUpgradePrompt}>
            Not now
          </Button>
          <Button
            component="a"
            href={paths.paymentsSettings}
            onClick={goToPayments}
            leftSection={<IconBolt size={18} aria-hidden="true" />}
            data-autofocus
          >
            {lapsed ? 'Renew in Payments' : 'Go to Payments'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
