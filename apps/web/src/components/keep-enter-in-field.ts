import type { KeyboardEvent } from 'react';

/**
 * Stops an Enter that the picker did not use from submitting the surrounding form. Bound on
 * the field's wrapper, so it runs after the picker has handled the key (Mantine skips its own
 * handling when the input's onKeyDown has already prevented the default).
 */
export function keepEnterInField(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter') event.preventDefault();
}
