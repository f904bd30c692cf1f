import type { ReactNode } from 'react';
import { EmptyState, Stack, Title } from '@mantine/core';

interface ProfileSectionProps {
  title: string;
  /** Shown instead of the list when it is empty. */
  empty: { icon: ReactNode; title: string; description: string };
  isEmpty: boolean;
  children: ReactNode;
}

/** A titled list on the own profile, with a friendly note when there is nothing yet. */
export function ProfileSection({ title, empty, isEmpty, children }: ProfileSectionProps) {
  return (
    <Stack component="section" gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {isEmpty ? (
        <EmptyState
          size="sm"
          variant="light"
          color="violet"
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          py="md"
          style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 12 }}
        />
      ) : (
        children
      )}
    </Stack>
  );
}

/** The list element of a section. */
export function ItemList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
