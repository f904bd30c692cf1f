import { useId, useState } from 'react';
import { Badge, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@partnerly/shared';
import type { AdminContextMessage } from '@partnerly/shared';
import { reportedConversationQuery } from '../api/reports';

/**
 * A reported message amid the ten messages before and after it, loaded when the admin asks:
 * a report alone rarely shows who started it. Each read is in the audit log.
 */
export function ReportedConversation({ messageId }: { messageId: number }) {
  const [shown, setShown] = useState(false);
  const regionId = useId();

  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        color="violet.8"
        w="fit-content"
        px="xs"
        leftSection={<IconMessages size={16} aria-hidden="true" />}
        aria-expanded={shown}
        aria-controls={shown ? regionId : undefined}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Hide the conversation' : 'Show the conversation'}
      </Button>
      {shown && (
        <div id={regionId}>
          <Conversation messageId={messageId} />
        </div>
      )}
    </Stack>
  );
}

function Conversation({ messageId }: { messageId: number }) {
  const { data, isError, refetch, isRefetching } = useQuery(reportedConversationQuery(messageId));

  if (data === undefined && !isError) {
    return (
      <Stack gap={6} aria-busy="true" aria-label="Loading the conversation">
        <Skeleton h={48} radius="md" />
        <Skeleton h={48} radius="md" />
        <Skeleton h={48} radius="md" />
      </Stack>
    );
  }
  if (data === undefined) {
    return (
      <Group gap="sm">
        <Text size="sm" c="red.9" role="alert">
          The conversation did not load.
        </Text>
        <Button size="xs" variant="default" loading={isRefetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </Group>
    );
  }

  return (
    <Stack
      component="ol"
      gap={6}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={`Conversation between ${data.members.join(' and ')}`}
    >
      {data.messages.map((message) => (
        <ContextMessage
          key={message.id}
          message={message}
          reported={message.id === data.reported}
        />
      ))}
    </Stack>
  );
}

function ContextMessage({
  message,
  reported,
}: {
  message: AdminContextMessage;
  reported: boolean;
}) {
  return (
    <Box
      component="li"
      px="sm"
      py={6}
      bg={reported ? 'red.0' : 'gray.0'}
      aria-current={reported ? 'true' : undefined}
      style={{
        borderRadius: 8,
        borderInlineStart: `4px solid var(--mantine-color-${reported ? 'red-8' : 'gray-3'})`,
      }}
    >
      <Group gap={8} wrap="wrap">
        <Text span size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {message.sender}
        </Text>
        <Text span size="xs" c="gray.7">
          <time dateTime={message.date}>{formatDate(message.date, { time: true })}</time>
        </Text>
        {reported && (
          <Badge color="red" c="red.9" variant="light" tt="none" size="sm">
            Reported
          </Badge>
        )}
        {message.deleted && (
          <Badge color="gray" c="gray.9" variant="light" tt="none" size="sm">
            Deleted by its sender
          </Badge>
        )}
      </Group>
      <Text
        size="sm"
        c={message.removed ? 'gray.7' : undefined}
        fs={message.removed ? 'italic' : undefined}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {message.text}
      </Text>
      {message.earlier?.map((text, index) => (
        <Text
          key={index}
          size="xs"
          c="gray.7"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {`Before an edit: ${text}`}
        </Text>
      ))}
    </Box>
  );
}
