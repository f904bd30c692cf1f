import type { CSSProperties } from 'react';
import type { ProfileTheme } from '@partnerly/shared';

interface ThemeLook {
  /** The cover band above the card; decorative, no text sits on it. */
  cover: string;
  /** Buttons and outlines: each shade keeps white text at WCAG AA (4.5:1) or better. */
  accent: string;
}

const color = (name: string, shade: number) => `var(--mantine-color-${name}-${shade})`;

/** How each theme a creator can pick for their public page looks (issue 15). */
export const THEME_LOOKS: Record<ProfileTheme, ThemeLook> = {
  violet: {
    cover: `linear-gradient(135deg, ${color('violet', 7)}, ${color('grape', 4)})`,
    accent: color('violet', 7),
  },
  sunset: {
    cover: `linear-gradient(135deg, ${color('orange', 5)}, ${color('pink', 6)})`,
    accent: color('pink', 9),
  },
  ocean: {
    cover: `linear-gradient(135deg, ${color('blue', 8)}, ${color('cyan', 4)})`,
    accent: color('blue', 9),
  },
  forest: {
    cover: `linear-gradient(135deg, ${color('teal', 8)}, ${color('lime', 5)})`,
    accent: color('teal', 9),
  },
  graphite: {
    cover: `linear-gradient(135deg, ${color('dark', 7)}, ${color('gray', 5)})`,
    accent: color('dark', 7),
  },
};

/** The CSS variables a themed page's parts read (public-profile.module.css). */
export const themeVariables = (theme: ProfileTheme) =>
  ({
    '--profile-cover': THEME_LOOKS[theme].cover,
    '--profile-accent': THEME_LOOKS[theme].accent,
  }) as CSSProperties;
