import { Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { formatCount, formatDate, formatFollowers } from '@partnerly/shared';
import type { AdminSocial } from '@partnerly/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deleteSocial, updateSocialFollowers } from '../api/update-social';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminList } from '../hooks/use-admin-list';
import { useFollowersField } from '../hooks/use-followers-field';
import { AdminListView } from './AdminListView';
import { AdminRow } from './AdminRow';
import { FollowersActions } from './FollowersActions';
import { ExternalLink } from './ExternalLink';

/** Socials: verified accounts whose follower count is oldest first, to check again. */
export function SocialsTab() {
  const state = useAdminList('socials');
  return (
    <Stack gap="md">
      <Text c="gray.7" size="sm">
        The accounts checked longest ago come first. Open the link, then save the current follower
        count or delete an account that no longer exists.
      </Text>
      <AdminListView state={state} label="Socials to re-check" empty="No verified accounts yet.">
        {(social) => (
          <SocialItem key={social.id} social={social} onDone={() => state.remove(social.id)} />
        )}
      </AdminListView>
    </Stack>
  );
}

function SocialItem({ social, onDone }: { social: AdminSocial; onDone: () => void }) {
  const { busy, run } = useAdminAction<'update' | 'delete'>();
  const followers = useFollowersField(social.followers);
  const account = `${social.username}'s account ${social.link}`;
  const [confirming, confirmation] = useDisclosure(false);

  const update = () => {
    const count = followers.read();
    if (count === null) return;
    void run('update', () => updateSocialFollowers(social.id, count), onDone);
  };

  return (
    <AdminRow>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {social.username}
          </Text>
          <Text size="sm" c="gray.7">
            Updated{' '}
            <time dateTime={social.update_date}>
              {formatDate(social.update_date, { time: true })}
            </time>
          </Text>
        </Group>
        <ExternalLink href={social.link} />
        <Text size="sm">
          Followers:{' '}
          <Text span fw={600} title={formatCount(social.followers)}>
            {formatFollowers(social.followers)}
          </Text>
        </Text>
        <FollowersActions
          label="New followers"
          account={account}
          inputProps={followers.inputProps}
          confirm={{
            label: 'Update',
            icon: <IconRefresh size={16} aria-hidden="true" />,
            onClick: update,
            busy: busy === 'update',
            blocked: busy === 'delete',
          }}
          remove={{
            label: 'Delete',
            icon: <IconTrash size={16} aria-hidden="true" />,
            onClick: confirmation.open,
            busy: busy === 'delete',
            blocked: busy === 'update',
          }}
        />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={confirmation.close}
        title="Delete this account?"
        confirmLabel="Delete account"
        onConfirm={() => void run('delete', () => deleteSocial(social.id), onDone)}
      >
        {account} disappears from their profile and from search. This cannot be undone.
      </ConfirmDialog>
    </AdminRow>
  );
}
