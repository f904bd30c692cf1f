/**
 * The looks a creator can give their public page (issue 15): a cover and an accent colour,
 * each chosen so text on it keeps WCAG AA contrast. Stored by name; the web draws them.
 */
export const PROFILE_THEMES = ['violet', 'sunset', 'ocean', 'forest', 'graphite'] as const;

export type ProfileTheme = (typeof PROFILE_THEMES)[number];

export const DEFAULT_PROFILE_THEME: ProfileTheme = 'violet';

export const PROFILE_THEME_LABELS: Record<ProfileTheme, string> = {
  violet: 'Violet',
  sunset: 'Sunset',
  ocean: 'Ocean',
  forest: 'Forest',
  graphite: 'Graphite',
};

/** A stored theme name as a theme; anything unknown (an older or newer name) is the default. */
export const asProfileTheme = (value: string): ProfileTheme =>
  (PROFILE_THEMES as readonly string[]).includes(value)
    ? (value as ProfileTheme)
    : DEFAULT_PROFILE_THEME;
