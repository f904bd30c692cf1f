import { Button, Center, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ChatSearchResult } from '@partnerly/shared';
import { errorMessage } from '../../../lib/api-errors';
import { useMessageSearch } from '../api/search-messages';
import { listTime } from '../chat-lists';
import classes from '../ChatsPage.module.css';

/** A result's words around the match, the matching ones highlighted; all of it plain text. */
function Snippet({ result }: { result: ChatSearchResult }) {
  return (
    <Text component="span" size="sm" c="dimmed" lineClamp={2}>
      {result.snippet.map((part, index) =>
        part.hit ? (
          <mark key={index} className={classes.hit}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

/**
 * The member's messages matching `query` (GET api/chat/search/), newest first: counterpart,
 * date and the words found. Picking one opens its conversation at that message.
 */
export function MessageResults({
  query,
  onOpen,
}: {
  query: string;
  onOpen: (dialogue: number, message: number) => void;
}) {
  const search = useMessageSearch(query);
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  const now = new Date();
  return (
    <Stack gap="xs" mt="md" component="section" aria-label="Messages found">
      <Title order={2} size="sm" c="dimmed" tt="uppercase">
        Messages
      </Title>
      {search.isPending && (
        <Center py="sm">
          <Loader size="sm" aria-label="Searching messages" />
        </Center>
      )}
      {search.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(search.error)}
        </Text>
      )}
      {search.isSuccess && results.length === 0 && (
        <Text c="dimmed" size="sm">{`No messages contain “${query}”.`}</Text>
      )}
      {results.length > 0 && (
        <ul className={classes.dialogueList}>
          {results.map((result) => (
            <li key={result.message.id}>
              <UnstyledButton
                className={classes.dialogueButton}
                onClick={() => onOpen(result.dialogue, result.message.id)}
              >
                <span className={classes.dialogueText}>
                  <span className={classes.dialogueTop}>
                    <Text component="span" fw={600} truncate>
                      {result.username}
                    </Text>
                    <Text component="span" size="xs" c="dimmed" className={classes.dialogueTime}>
                      <time dateTime={result.message.date}>
                        {listTime(result.message.date, now)}
                      </time>
                    </Text>
                  </span>
                  <Snippet result={result} />
                </span>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
      {search.hasNextPage && (
        <Center>
          <Button
            variant="outline"
            size="xs"
            loading={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
          >
            More messages
          </Button>
        </Center>
      )}
    </Stack>
  );
}
