/** The tabs of /search; the current one lives in `?tab=` so a reload keeps it. */
export const SEARCH_TABS = [
  { value: 'username', label: 'Search by username' },
  { value: 'social', label: 'Filter by social media' },
  { value: 'profile', label: 'Filter by user profile' },
] as const;

export type SearchTab = (typeof SEARCH_TABS)[number]['value'];

/** The tab named in the address, or the username search. */
export function parseSearchTab(value: string | null): SearchTab {
  return SEARCH_TABS.find((tab) => tab.value === value)?.value ?? 'username';
}
