import { Group, Skeleton, Stack } from '@mantine/core';
import classes from '../ChatsPage.module.css';

const BUBBLES = [
  { mine: false, width: '55%' },
  { mine: true, width: '40%' },
  { mine: false, width: '65%' },
  { mine: true, width: '30%' },
];

/** The two panes' shape while the user data arrives: conversations, and the open one. */
export function ChatsSkeleton() {
  return (
    <div className={classes.panes} role="status" aria-label="Loading your conversations">
      <div className={classes.listPane}>
        <Stack gap="sm" p="xs">
          <Skeleton height={36} />
          {[0, 1, 2, 3].map((row) => (
            <Group key={row} gap="sm" wrap="nowrap">
              <Skeleton circle height={40} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} width="60%" />
                <Skeleton height={10} width="35%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      </div>
      <div className={classes.conversationPane}>
        <Stack gap="sm" p="md" style={{ flex: 1 }} justify="flex-end">
          {BUBBLES.map((bubble, index) => (
            <Skeleton
              key={index}
              height={36}
              width={bubble.width}
              radius="lg"
              style={{ alignSelf: bubble.mine ? 'flex-end' : 'flex-start' }}
            />
          ))}
          <Skeleton height={40} mt="sm" />
        </Stack>
      </div>
    </div>
  );
}
