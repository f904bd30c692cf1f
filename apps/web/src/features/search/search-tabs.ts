/** The tabs of /search; the current one lives in `?tab=` so a reload keeps it. */
/**
 * Where a brand starts first (issue 53): profiles, with people shown before any filter; then
 * social media; a name last, for someone already known.
 */
export const SEARCH_TABS = [
  { value: 'profile', label: 'Filter by user profile' },
  { value: 'social', label: 'Filter by social media' },
  { value: 'username', label: 'Search by username' },
] as const;

export type SearchTab = (typeof SEARCH_TABS)[number]['value'];

/** The tab named in the address, or the profile filter. */
export function parseSearchTab(value: string | null): SearchTab {
  return SEARCH_TABS.find((tab) => tab.value === value)?.value ?? 'profile';
}
