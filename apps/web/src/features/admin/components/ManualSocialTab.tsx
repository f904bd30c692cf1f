import { platformName } from '@partnerly/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { AdminManualSocial } from '@partnerly/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { acceptManualSocial, declineManualSocial } from '../api/review-manual-social';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminList, useEnqueueAdminItem } from '../hooks/use-admin-list';
import { useFollowersField } from '../hooks/use-followers-field';
import { AdminListView } from './AdminListView';
import { AdminRow } from './AdminRow';
import { FollowersActions } from './FollowersActions';
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
  const { busy, run } = useAdminAction<'accept' | 'decline'>();
  const followers = useFollowersField();
  const enqueue = useEnqueueAdminItem();
  const account = `${platformName(social.social_media)} account ${social.username}`;
  const [confirming, confirmation] = useDisclosure(false);

  const accept = () => {
    const count = followers.read();
    if (count === null) return;
    void run(
      'accept',
      () => acceptManualSocial(social.id, count),
      (accepted) => {
        // It is now the newest verified account: the last of the Socials re-check queue.
        enqueue('socials', {
          ...accepted,
          username: social.name,
          update_date: new Date().toISOString(),
        });
        onDone();
      },
    );
  };

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
        <FollowersActions
          label="Followers"
          account={account}
          inputProps={followers.inputProps}
          confirm={{
            label: 'Accept',
            icon: <IconCheck size={16} aria-hidden="true" />,
            onClick: accept,
            busy: busy === 'accept',
            blocked: busy === 'decline',
          }}
          remove={{
            label: 'Decline',
            icon: <IconX size={16} aria-hidden="true" />,
            onClick: confirmation.open,
            busy: busy === 'decline',
            blocked: busy === 'accept',
          }}
        />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={confirmation.close}
        title="Decline this account?"
        confirmLabel="Decline"
        onConfirm={() => void run('decline', () => declineManualSocial(social.id), onDone)}
      >
        The {account} request of {social.name} is deleted; they would have to submit it again.
      </ConfirmDialog>
    </AdminRow>
  );
}
