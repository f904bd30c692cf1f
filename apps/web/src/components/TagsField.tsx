import { useState } from 'react';
import { TagsInput } from '@mantine/core';
import type { TagsInputProps } from '@mantine/core';
import { LIMITS } from '@partnerly/shared';
import { useTagSuggestions } from './use-tag-suggestions';

interface TagsFieldProps extends Omit<TagsInputProps, 'data' | 'searchValue' | 'onSearchChange'> {
  /** The user's own tags, suggested first. */
  knownTags?: readonly string[];
}

/**
 * Up to 10 category tags of at most 254 characters, suggested by prefix from the user's tags
 * and the site's; a tag typed twice (in any letter case) is ignored.
 */
export function TagsField({ knownTags = [], onChange, ...props }: TagsFieldProps) {
  const [search, setSearch] = useState('');
  const suggestions = useTagSuggestions(search, knownTags);
  return (
    <TagsInput
      label="Tags"
      description={`Up to ${LIMITS.tagsMax}: type a tag and press Enter.`}
      maxTags={LIMITS.tagsMax}
      maxLength={LIMITS.text}
      clearable
      {...props}
      // The server keeps tags in lower case; showing them so avoids a surprise after saving.
      onChange={(tags) => onChange?.(tags.map((tag) => tag.toLowerCase()))}
      data={suggestions}
      searchValue={search}
      onSearchChange={setSearch}
    />
  );
}
