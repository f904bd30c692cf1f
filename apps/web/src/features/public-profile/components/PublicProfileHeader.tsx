import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicProfile } from '@partnerly/shared';
import { CountryList } from '../../../components/CountryList';
import { TagList } from '../../../components/TagList';
import { UserAvatar } from '../../../components/UserAvatar';
import { ContactButton } from './ContactButton';

/** Picture with the creator badge, name, Contact, countries, tags and bio. */
export function PublicProfileHeader({ profile }: { profile: PublicProfile }) {
  const names = (items: { name: string }[]) => items.map((item) => item.name);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <UserAvatar
            username={profile.username}
            picture={profile.profile_picture}
            isContentCreator={profile.is_content_producer}
            size={96}
          />
          <Stack gap={6} miw={0}>
            <Title order={1} fz={{ base: 22, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {profile.username}
            </Title>
            {profile.is_content_producer && (
              <Text size="sm" c="violet.8" fw={500}>
                Content creator
              </Text>
            )}
            <div>
              <ContactButton username={profile.username} />
            </div>
          </Stack>
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
