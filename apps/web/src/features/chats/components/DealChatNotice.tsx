import { Button, Group, Paper, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Plan } from '@partnerly/shared';
import { openUpgradePrompt } from '../../../lib/upgrade-prompt';

/** Why only a deal's conversations show to a member without Full Access (decision 113). */
export const OTHER_CHAT_LOCKED = 'Chatting outside your deals is part of Full Access.';

/** Above an Explorer's chats: these are their deals; the rest of chat is Full Access. */
export function DealChatNotice({ plan }: { plan: Exclude<Plan, 'full'> }) {
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <IconLock
            size={16}
            aria-hidden="true"
            color="var(--mantine-color-violet-7)"
            style={{ flexShrink: 0 }}
          />
          <Text size="sm">
            Your deals&apos; conversations are open on any plan. Other chats need Full Access.
          </Text>
        </Group>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => openUpgradePrompt({ reason: OTHER_CHAT_LOCKED, plan })}
        >
          See Full Access
        </Button>
      </Group>
    </Paper>
  );
}
