import { ActionIcon, Group, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useChangeVisibility } from '../api/change-visibility';

/** The eye: shows whether the public profile is visible and flips it (the server decides). */
export function VisibilityToggle({ visible }: { visible: boolean }) {
  const change = useChangeVisibility();
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant={visible ? 'light' : 'default'}
        size="lg"
        onClick={() => change.mutate()}
        loading={change.isPending}
        aria-label={visible ? 'Hide profile' : 'Show profile'}
      >
        {visible ? (
          <IconEye size={20} aria-hidden="true" />
        ) : (
          <IconEyeOff size={20} aria-hidden="true" />
        )}
      </ActionIcon>
      <Text size="sm" c={visible ? 'teal.9' : 'gray.7'} aria-live="polite">
        {visible ? 'Visible' : 'Hidden'}
      </Text>
    </Group>
  );
}
