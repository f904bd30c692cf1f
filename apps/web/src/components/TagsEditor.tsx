import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Autocomplete, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { LIMITS, MESSAGES } from '@partnerly/shared';
import { useTagSuggestions } from './use-tag-suggestions';

interface TagsEditorProps {
  value: string[];
  onChange: (tags: string[]) => void;
  knownTags?: readonly string[];
  label?: string;
  error?: string;
}

/**
 * Tags edited one at a time: type (with suggestions) and press Add or Enter; click a tag to
 * remove it. At most 10, each at most 254 characters; a duplicate is ignored.
 */
export function TagsEditor({
  value,
  onChange,
  knownTags = [],
  label = 'Tags',
  error,
}: TagsEditorProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [limitError, setLimitError] = useState<string>();
  const shownError = error ?? limitError;
  const suggestions = useTagSuggestions(search, knownTags).filter(
    (tag) => !value.some((picked) => picked.toLowerCase() === tag.toLowerCase()),
  );

  const add = () => {
    // Stored in lower case by the server, so shown that way from the start.
    const tag = search.trim().toLowerCase();
    if (!tag) return;
    setSearch('');
    if (value.some((picked) => picked.toLowerCase() === tag.toLowerCase())) return;
    if (value.length >= LIMITS.tagsMax) {
      setLimitError(MESSAGES.tooManyTags);
      return;
    }
    onChange([...value, tag]);
  };

  const remove = (tag: string) => {
    setLimitError(undefined);
    onChange(value.filter((picked) => picked !== tag));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // With a highlighted suggestion, Enter fills the field with it; otherwise it adds the tag.
    if (event.currentTarget.getAttribute('aria-activedescendant')) return;
    event.preventDefault();
    add();
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Autocomplete
          label={label}
          value={search}
          onChange={setSearch}
          onKeyDown={onKeyDown}
          data={suggestions}
          maxLength={LIMITS.text}
          error={Boolean(shownError)}
          aria-describedby={shownError ? `${id}-hint ${id}-error` : `${id}-hint`}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="outline"
          onClick={add}
          disabled={!search.trim()}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          Add
        </Button>
      </Group>
      <Input.Description id={`${id}-hint`}>
        Type a tag, then press Add. Click a tag to remove it.
      </Input.Description>
      {shownError && <Input.Error id={`${id}-error`}>{shownError}</Input.Error>}
      {value.length > 0 ? (
        <Group component="ul" gap={6} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
          {value.map((tag) => (
            <li key={tag}>
              <Button
                variant="outline"
                size="compact-sm"
                radius="xl"
                tt="none"
                rightSection={<IconX size={14} aria-hidden="true" />}
                onClick={() => remove(tag)}
                aria-label={`Remove tag ${tag}`}
                maw="100%"
              >
                #{tag}
              </Button>
            </li>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="gray.7">
          No tags yet.
        </Text>
      )}
    </Stack>
  );
}
