import { Avatar, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useUserData } from '../../app/user-data';
import { ProfileLink } from '../../components/ProfileLink';

/** /profile: the user's own profile (for now the name and the public link to share). */
export function ProfilePage() {
  const user = useUserData();
  return (
    <Container size="sm" px="md" py="xl">
      <title>{`${user.username} — Partnerly`}</title>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar size={72} radius="xl" color="violet" name={user.username} aria-hidden="true" />
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {user.username}
          </Title>
        </Group>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Title order={2} fz="lg">
              Your public link
            </Title>
            <ProfileLink username={user.username} />
            <Text size="sm" c="gray.7">
              Put this link in the bio or link section of each of your social accounts, so they can
              be verified and people can find you.
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
