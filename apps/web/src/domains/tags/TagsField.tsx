import { useState } from 'react';
import { TagsInput } from '@mantine/core';
import type { TagsInputProps } from '@mantine/core';
import { LIMITS, MESSAGES } from '@partnerly/shared';
import { keepEnterInField } from '../../components/keep-enter-in-field';
import { removablePill } from '../../components/RemovablePill';
import { useTagSuggestions } from './use-tag-suggestions';

const renderTag = removablePill('tag');

interface TagsFieldProps extends Omit<
  TagsInputProps,
  'data' | 'searchValue' | 'onSearchChange' | 'maxTags' | 'value'
> {
  value?: string[];
  /** The user's own tags, suggested first. */
  knownTags?: readonly string[];
}

/**
 * The one tag input: up to 10 tags of at most 254 characters, suggested by prefix from the
 * user's tags and the site's. Enter picks the highlighted suggestion (or adds what was typed)
 * and never submits the form; a tag typed twice in any letter case is ignored; at the limit
 * the spec's message shows and nothing more is offered.
 */
export function TagsField({
  knownTags = [],
  value = [],
  onChange,
  description,
  error,
  wrapperProps,
  ...props
}: TagsFieldProps) {
  const [search, setSearch] = useState('');
  const [refused, setRefused] = useState(false);
  const suggestions = useTagSuggestions(search, knownTags);
  const atLimit = value.length >= LIMITS.tagsMax;

  return (
    <TagsInput
      label="Tags"
      maxLength={LIMITS.text}
      clearable
      {...props}
      value={value}
      // The server keeps tags in lower case; showing them so avoids a surprise after saving.
      onChange={(tags) => {
        setRefused(false);
        onChange?.(tags.map((tag) => tag.toLowerCase()));
      }}
      maxTags={LIMITS.tagsMax}
      onMaxTags={() => setRefused(true)}
      description={
        atLimit && !refused
          ? MESSAGES.tooManyTags
          : (description ?? `Up to ${LIMITS.tagsMax}: type a tag and press Enter.`)
      }
      error={error ?? (refused ? MESSAGES.tooManyTags : undefined)}
      data={atLimit ? [] : suggestions}
      searchValue={search}
      onSearchChange={setSearch}
      renderPill={renderTag}
      wrapperProps={{ ...wrapperProps, onKeyDown: keepEnterInField }}
    />
  );
}
