import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { Named } from '@partnerly/shared';
import { apiRequest } from '../../lib/api-client';

const MAX_SUGGESTIONS = 20;

/** GET /api/tags/?prefix=: tags used on the site that start with the prefix. */
function fetchTags(prefix: string, signal: AbortSignal): Promise<Named[]> {
  return apiRequest<Named[]>(`/api/tags/?prefix=${encodeURIComponent(prefix)}`, { signal });
}

/**
 * Tag suggestions for what the user is typing: their own known tags that start with it, then
 * the site's (asked once the typing pauses). Duplicates by letter case are dropped. Nothing is
 * suggested before a letter is typed, so the list closes once a tag is picked and the field
 * is empty again.
 */
export function useTagSuggestions(search: string, knownTags: readonly string[]): string[] {
  const prefix = search.trim().toLowerCase();
  const [debounced] = useDebouncedValue(prefix, 250);
  const { data: siteTags = [] } = useQuery({
    queryKey: ['tag-suggestions', debounced],
    queryFn: ({ signal }) => fetchTags(debounced, signal),
    enabled: debounced.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

  if (!prefix) return [];
  const seen = new Set<string>();
  const suggestions: string[] = [];
  const candidates = [...knownTags, ...(debounced ? siteTags.map((tag) => tag.name) : [])];
  for (const tag of candidates) {
    const key = tag.toLowerCase();
    if (seen.has(key) || !key.startsWith(prefix)) continue;
    seen.add(key);
    suggestions.push(tag);
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}
