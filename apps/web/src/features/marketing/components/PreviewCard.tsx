import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { PreviewRow } from '../landing-content';

interface PreviewCardProps {
  title: string;
  rows: PreviewRow[];
}

/** A small picture of the product built from its own components, instead of a screenshot. */
export function PreviewCard({ title, rows }: PreviewCardProps) {
  return (
    <Paper withBorder shadow="md" radius="lg" p="lg">
      <Text fw={700} mb="md">
        {title}
      </Text>
      <Stack gap="sm">
        {rows.map((row) => (
          <Group key={row.primary} gap="sm" wrap="nowrap">
            <Avatar color="violet" radius="xl" aria-hidden="true">
              {row.primary.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Text fw={600} size="sm" truncate="end">
                {row.primary}
              </Text>
              <Text size="sm" c="gray.7" truncate="end">
                {row.secondary}
              </Text>
            </Stack>
            {row.badge && (
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {row.badge}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
