import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { OFF_PLATFORM_NOTICE, type OFF_PLATFORM_WARNING } from '@partnerly/shared';

/**
 * The notice under an offer, a pitch or a delivery whose words ask to move the deal or its
 * payment off Partnerly (issue 46): the chat's notice, for the wire objects that carry the
 * server's `warning`. Dark text on pale yellow, as the chat's: yellow text fails AA contrast.
 */
export function OffPlatformNotice({ warning }: { warning?: typeof OFF_PLATFORM_WARNING }) {
  if (warning !== 'off_platform') return null;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="center"
      role="note"
      px="xs"
      py={4}
      bg="yellow.1"
      c="dark.9"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <IconAlertTriangle size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="xs" fw={600}>
        {OFF_PLATFORM_NOTICE}
      </Text>
    </Group>
  );
}
