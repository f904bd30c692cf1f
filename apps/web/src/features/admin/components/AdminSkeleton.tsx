import { Box, Container, Flex, Group, Paper, Skeleton, Stack } from '@mantine/core';

/** The console's shape while its data arrives: header, section list, a list of rows. */
export function AdminSkeleton() {
  return (
    <Box component="main" role="status" aria-label="Loading the admin console">
      <Box px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap" maw={1320} mx="auto" h={36}>
          <Skeleton height={26} width={200} />
          <Skeleton height={18} width={40} />
        </Group>
      </Box>
      <Container size="xl" px="md" py={{ base: 'md', sm: 'xl' }}>
        <Flex gap="xl" align="flex-start">
          <Stack w={220} gap="sm" visibleFrom="sm">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height={36} />
            ))}
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} style={{ flex: 1 }}>
            <Skeleton height={24} width={160} mb="md" />
            <Skeleton height={12} width={110} mb="sm" />
            <Stack gap="sm">
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} height={72} radius="md" />
              ))}
            </Stack>
          </Paper>
        </Flex>
      </Container>
    </Box>
  );
}
