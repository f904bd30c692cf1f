import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** What anyone but an admin sees, and what a failing data load shows (docs/SPEC.md section 8). */
export function AdminUnauthorized() {
  return (
    <Center component="main" mih="100dvh" px="md">
      <title>Unauthorized — Partnerly</title>
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz="xl">
          You are unauthorized
        </Title>
        <Text c="gray.7">This page is only for Partnerly administrators.</Text>
        <Anchor component={Link} to={paths.home} c="violet.8" td="underline" fw={600}>
          Go to Home
        </Anchor>
      </Stack>
    </Center>
  );
}
