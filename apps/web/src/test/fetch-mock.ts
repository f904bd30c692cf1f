import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A fetch stand-in for every test of the describe block it is called in: each test starts with
 * nothing stored (no session) and no answers queued, and the real fetch is back afterwards.
 */
export function useFetchMock() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}
