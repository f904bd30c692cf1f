import { Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { formatCount, formatDate, formatFollowers } from '@partnerly/shared';
import type { AdminSocial } from '@partnerly/shared';
import { deleteSocial, updateSocialFollowers } from '../api/update-social';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminListView } from './AdminListView';
import { AdminRow } from './AdminRow';
import { FollowersReview } from './FollowersReview';
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
  const account = `${social.username}'s account ${social.link}`;

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
        <FollowersReview
          label="New followers"
          account={account}
          followers={social.followers}
          confirm={{
            label: 'Update',
            icon: <IconRefresh size={16} aria-hidden="true" />,
            send: (count) => updateSocialFollowers(social.id, count),
            done: onDone,
          }}
          remove={{
            label: 'Delete',
            icon: <IconTrash size={16} aria-hidden="true" />,
            send: () => deleteSocial(social.id),
            done: onDone,
            dialog: {
              title: 'Delete this account?',
              confirmLabel: 'Delete account',
              body: `${account} disappears from their profile and from search. This cannot be undone.`,
            },
          }}
        />
      </Stack>
    </AdminRow>
  );
}
