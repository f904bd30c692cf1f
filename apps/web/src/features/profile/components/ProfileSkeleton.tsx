import { Box, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { PageContainer } from '../../../components/PageContainer';

/** The page's shape while the user data arrives. */
export function ProfileSkeleton() {
  return (
    <PageContainer width="narrow">
      <Box role="status" aria-label="Loading your profile">
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="lg">
            <Group gap="md" wrap="nowrap">
              <Skeleton circle height={88} />
              <Stack gap="xs" style={{ flex: 1 }}>
                <Skeleton height={24} width="50%" />
                <Skeleton height={14} width="30%" />
              </Stack>
            </Group>
            <Skeleton height={14} mt="lg" />
            <Skeleton height={14} mt="xs" width="80%" />
          </Paper>
          {[0, 1, 2].map((row) => (
            <Stack key={row} gap="xs">
              <Skeleton height={20} width={120} />
              <Skeleton height={64} radius="md" />
            </Stack>
          ))}
        </Stack>
      </Box>
    </PageContainer>
  );
}
