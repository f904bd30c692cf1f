import { platformName } from '@partnerly/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { AdminManualSocial } from '@partnerly/shared';
import { acceptManualSocial, declineManualSocial } from '../api/review-manual-social';
import { useAdminList, useEnqueueAdminItem } from '../hooks/use-admin-list';
import { AdminListView } from './AdminListView';
import { AdminRow } from './AdminRow';
import { FollowersReview } from './FollowersReview';
import { ExternalLink } from './ExternalLink';

/**
 * Manual socials (the spec's ManuelSocial tab): accounts waiting for verification, longest
 * waiting first.
 */
export function ManualSocialTab() {
  const state = useAdminList('manule_socials');
  return (
    <Stack gap="md">
      <Text c="gray.7" size="sm">
        Open each link, check the account is real and mentions the user&apos;s Partnerly link, then
        accept it with its follower count or decline it.
      </Text>
      <AdminListView state={state} label="Accounts to verify" empty="No accounts are waiting.">
        {(social) => (
          <ManualSocialItem
            key={social.id}
            social={social}
            onDone={() => state.remove(social.id)}
          />
        )}
      </AdminListView>
    </Stack>
  );
}

function ManualSocialItem({ social, onDone }: { social: AdminManualSocial; onDone: () => void }) {
  const enqueue = useEnqueueAdminItem();
  const account = `${platformName(social.social_media)} account ${social.username}`;

  return (
    <AdminRow>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge color="violet.8" variant="filled">
            {platformName(social.social_media)}
          </Badge>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {social.username}
          </Text>
        </Group>
        <Text size="sm">Partnerly user: {social.name}</Text>
        <ExternalLink href={social.message} />
        <FollowersReview
          label="Followers"
          account={account}
          confirm={{
            label: 'Accept',
            icon: <IconCheck size={16} aria-hidden="true" />,
            send: (count) => acceptManualSocial(social.id, count),
            done: (accepted) => {
              // It is now the newest verified account: the last of the Socials re-check queue.
              enqueue('socials', {
                ...accepted,
                username: social.name,
                update_date: new Date().toISOString(),
              });
              onDone();
            },
          }}
          remove={{
            label: 'Decline',
            icon: <IconX size={16} aria-hidden="true" />,
            send: () => declineManualSocial(social.id),
            done: onDone,
            dialog: {
              title: 'Decline this account?',
              confirmLabel: 'Decline',
              body: `The ${account} request of ${social.name} is deleted; they would have to submit it again.`,
            },
          }}
        />
      </Stack>
    </AdminRow>
  );
}
