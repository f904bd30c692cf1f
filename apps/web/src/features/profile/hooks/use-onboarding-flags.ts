import { useCallback, useState } from 'react';

type Flag = 'link-copied' | 'checklist-dismissed';

const keyOf = (flag: Flag, username: string) => `partnerly.onboarding.${flag}.${username}`;

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    // Storage can be off (private modes): the checklist then simply forgets.
    return false;
  }
}

/** A yes/no the profile page remembers in this browser, per user. */
function useStoredFlag(flag: Flag, username: string): [boolean, () => void] {
  const key = keyOf(flag, username);
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  // Another user (or the name arriving after a reload of the cache): read that user's flag.
  if (state.key !== key) setState({ key, value: read(key) });
  const set = useCallback(() => {
    try {
      localStorage.setItem(key, '1');
    } catch {
      // See read().
    }
    setState({ key, value: true });
  }, [key]);
  return [state.key === key ? state.value : read(key), set];
}

/** Whether the user copied their public link, and whether they put the checklist away. */
export function useOnboardingFlags(username: string) {
  const [linkCopied, markLinkCopied] = useStoredFlag('link-copied', username);
  const [dismissed, dismiss] = useStoredFlag('checklist-dismissed', username);
  return { linkCopied, markLinkCopied, dismissed, dismiss };
}
