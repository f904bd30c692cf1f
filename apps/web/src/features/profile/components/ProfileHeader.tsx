import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserData } from '@partnerly/shared';
import { CountryList } from '../../../components/CountryList';
import { TagList } from '../../../components/TagList';
import { UserAvatar } from '../../../components/UserAvatar';
import { VisibilityToggle } from './VisibilityToggle';

/** Picture, name, countries, tags and bio as others see them, with the visibility eye. */
export function ProfileHeader({ user }: { user: UserData }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <UserAvatar
            username={user.username}
            picture={user.profile_picture}
            isContentCreator={user.is_content_producer}
            size={88}
          />
          <Stack gap={4} miw={0}>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {user.username}
            </Title>
            {user.is_content_producer && (
              <Text size="sm" c="violet.8" fw={500}>
                Content creator
              </Text>
            )}
            <VisibilityToggle visible={user.is_active} />
          </Stack>
        </Group>
        <CountryList countries={user.profile_countrys} />
        <TagList tags={user.profile_tags} />
        {user.profile_text ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {user.profile_text}
          </Text>
        ) : (
          <Text c="gray.7" fs="italic">
            No bio yet: tell partners who you are with Edit Profile.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
