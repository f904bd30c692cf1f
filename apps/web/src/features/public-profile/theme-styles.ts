import type { CSSProperties } from 'react';

/**
 * The page's call to action (Contact, Request) in the theme's fill. Mantine writes a Button's
 * colours as inline variables, which only an inline style outranks.
 */
export const CTA_STYLE = {
  '--button-bg': 'var(--pp-accent, var(--mantine-primary-color-filled))',
  '--button-hover': 'var(--pp-accent-text, var(--mantine-primary-color-filled-hover))',
  '--button-color': 'var(--pp-on-accent, var(--mantine-color-white))',
} as CSSProperties;
