import { useState } from 'react';
import type { MouseEvent } from 'react';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { MESSAGES, PRICING } from '@partnerly/shared';
import { navigateTo } from '../lib/navigation';
import { paths } from '../lib/paths';
import { AppModal } from './AppModal';
import { closeUpgradePrompt, useUpgradeRequest } from '../lib/upgrade-prompt';

const FULL_ACCESS_FEATURES = [
  'Your public profile, with links and ads',
  'Chats with anyone you find',
  'Verified social accounts',
];

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
        {lapsed && <Text fw={600}>{MESSAGES.subscriptionExpired}</Text>}
        <Text>{shown?.reason}</Text>
        <Text>
          Full Access costs ${PRICING.fullAccessMonthlyUsd} a month, or nothing with a promotional
          code. It adds:
        </Text>
        <List spacing={4}>
          {FULL_ACCESS_FEATURES.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
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
