import type { ComboboxProps } from '@mantine/core';

/**
 * For a picker of a few hundred options (the countries): Mantine keeps a closed list's options
 * in the page, hidden, so every render of the form around it rebuilt them all and every lookup
 * in the page walked them; two such lists on the search form made each keystroke twice as slow
 * and its test pass 20 s (issue 48). The options are built when the list opens instead; the
 * input names its list only while open, so nothing points at a missing element.
 */
export const MOUNT_OPTIONS_WHEN_OPEN = { keepMounted: false } as const satisfies ComboboxProps;
