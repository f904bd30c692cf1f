import { Avatar, Badge, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';

/**
 * What a member's page will look like, drawn before Full Access is asked for (issue 53): the
 * "Build my page" of a new member opens this first, so they see what they would pay for.
 */
export function PagePreview({ username }: { username: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} aria-labelledby="page-preview">
      <Stack gap="md" align="center">
        <Badge variant="light" color="violet">
          Preview
        </Badge>
        <Title order={1} id="page-preview" fz={{ base: 22, sm: 26 }} ta="center">
          Your page, before it goes online
        </Title>
        <Avatar size={88} radius={88} color="violet" alt="">
          {username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          @{username}
        </Text>
        <Text size="sm" c="gray.7" ta="center">
          Your bio, verified socials with their followers, links and packages brands can book: one
          address to put in every bio.
        </Text>
        <Stack gap="xs" w="100%" aria-hidden="true">
          <Skeleton height={44} radius="md" animate={false} />
          <Skeleton height={44} radius="md" animate={false} />
          <Skeleton height={44} radius="md" animate={false} />
        </Stack>
      </Stack>
    </Paper>
  );
}
