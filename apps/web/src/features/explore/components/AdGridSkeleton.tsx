import { AspectRatio, Card, Skeleton, Stack } from '@mantine/core';

/** Placeholder cards while ads load. */
export function AdSkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} component="li" withBorder radius="lg" padding="md" aria-hidden="true">
      <Card.Section>
        <AspectRatio ratio={1}>
          <Skeleton radius={0} />
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Skeleton height={18} width="60%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={26} width={140} radius="xl" />
      </Stack>
    </Card>
  ));
}
