import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LIMITS, searchUserSchema } from '@partnerly/shared';
import { useUsernameSearch } from '../api/search-user';
import { SearchResults } from './SearchResults';

const TYPING_PAUSE_MS = 300;

/** Search by username: results follow the typing (after a short pause); empty clears them. */
export function UsernameSearch() {
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(input, TYPING_PAUSE_MS);
  const parsed = searchUserSchema.safeParse({ name: debounced });
  // An emptied field clears the results at once, without waiting for the pause.
  const name = parsed.success && input.trim() ? parsed.data.name : '';
  const query = useUsernameSearch(name);

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label="Username"
        placeholder="Start typing a username"
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        maxLength={LIMITS.text}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
      />
      {name ? (
        <SearchResults query={query} />
      ) : (
        <Text c="gray.7" size="sm">
          Type the first letters of a username to find people.
        </Text>
      )}
    </Stack>
  );
}
