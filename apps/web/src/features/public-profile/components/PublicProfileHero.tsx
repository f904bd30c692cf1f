import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { REPLY_TIME_LABELS, type PublicProfile, type ReplyTime } from '@partnerly/shared';
import { CountryList } from '../../../components/CountryList';
import { CreatorLabel } from '../../../components/CreatorLabel';
import { ReportButton } from '../../../components/ReportButton';
import { SaveToListButton } from '../../../components/SaveToListButton';
import { useSignedIn } from '../../../lib/use-signed-in';
import { TagList } from '../../../components/TagList';
import { UserAvatar } from '../../../components/UserAvatar';
import classes from '../public-profile.module.css';
import { ContactButton } from './ContactButton';

const names = (items: { name: string }[]) => items.map((item) => item.name);

/** The top of a public page: a large picture on the cover's edge, name, label, Contact, about. */
export function PublicProfileHero({
  profile,
  replyTime,
}: {
  profile: PublicProfile;
  replyTime: ReplyTime | null;
}) {
  const signedIn = useSignedIn();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.card}>
      <Stack gap="md" align="center" ta="center">
        <div className={classes.avatarRing}>
          <UserAvatar
            username={profile.username}
            picture={profile.profile_picture}
            size={128}
            priority
          />
        </div>
        <Stack gap={6} align="center" miw={0} maw="100%">
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {profile.username}
          </Title>
          {profile.is_content_producer && <CreatorLabel size="lg" />}
          {replyTime && (
            <Text size="sm" c="teal.9" fw={500}>
              <IconClockHour4 size={16} aria-hidden="true" style={{ verticalAlign: '-3px' }} />{' '}
              {REPLY_TIME_LABELS[replyTime]}
            </Text>
          )}
        </Stack>
        <Group gap="xs" justify="center">
          <ContactButton username={profile.username} />
          {signedIn && <SaveToListButton username={profile.username} />}
          <ReportButton
            subject={{
              target: 'user',
              username: profile.username,
              what: `${profile.username}’s profile`,
            }}
          />
        </Group>
        <CountryList countries={names(profile.countrys)} />
        <TagList tags={names(profile.tags)} />
        {profile.profile_text && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {profile.profile_text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
