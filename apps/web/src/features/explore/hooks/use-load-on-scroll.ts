import { useEffect } from 'react';
import { useIntersection } from '@mantine/hooks';

// Start loading a screen ahead, so the next ads are there before the user reaches the end.
const OBSERVER_OPTIONS: IntersectionObserverInit = { rootMargin: '0px 0px 600px 0px' };

/**
 * A ref for a sentinel element after a list: while the sentinel is near the viewport and
 * `enabled`, `onReach` runs, again after each load until the sentinel moves out of reach.
 */
export function useLoadOnScroll<T extends HTMLElement>(onReach: () => void, enabled: boolean) {
  const { ref, entry } = useIntersection<T>(OBSERVER_OPTIONS);
  const reached = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (reached && enabled) onReach();
  }, [reached, enabled, onReach]);
  return ref;
}
