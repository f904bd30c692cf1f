import type { CSSProperties } from 'react';
import type { ProfileTheme } from '@partnerly/shared';

/** The colours one variant (light or dark) of a public page theme paints with. */
export interface ThemePalette {
  /** The page behind the cards. */
  bg: string;
  /** Cards and the top bar. */
  surface: string;
  text: string;
  /** Secondary text (handles, countries, prices' small print). */
  muted: string;
  /** The call to action's fill (Contact, Request) and the outline of link buttons. */
  accent: string;
  /** Text and icons on `accent`. */
  onAccent: string;
  /** The fill of tags, the creator badge and social icons. */
  tint: string;
  /** Accent-coloured text on `tint`, `surface` or `bg`; also the focus ring. */
  accentText: string;
  border: string;
  /** The band above the card; decorative, no text sits on it. */
  cover: string;
}

export interface ThemeLook {
  light: ThemePalette;
  /** Shown when the visitor's system asks for dark (prefers-color-scheme). */
  dark: ThemePalette;
}

/**
 * How each theme a creator can pick for their public page looks (issues 15 and 29). Every text
 * colour keeps WCAG AA (4.5:1) on the fills it sits on, in both variants; profile-themes.test.ts
 * checks each pair, and the themes journey runs axe on the page in each.
 */
export const THEME_LOOKS: Record<ProfileTheme, ThemeLook> = {
  violet: {
    light: {
      bg: '#f5f2ff',
      surface: '#ffffff',
      text: '#1c1530',
      muted: '#4d4566',
      accent: '#6741d9',
      onAccent: '#ffffff',
      tint: '#ece6ff',
      accentText: '#5028b8',
      border: '#d6ccf5',
      cover: 'linear-gradient(135deg, #7048e8, #da77f2)',
    },
    dark: {
      bg: '#120e1c',
      surface: '#1d1829',
      text: '#f2eefc',
      muted: '#bdb3d6',
      accent: '#b197fc',
      onAccent: '#1c1040',
      tint: '#2f2650',
      accentText: '#cdbbff',
      border: '#3d3360',
      cover: 'linear-gradient(135deg, #3b2a80, #6a2c7d)',
    },
  },
  sunset: {
    light: {
      bg: '#fff4ee',
      surface: '#ffffff',
      text: '#2a1418',
      muted: '#5c4046',
      accent: '#a61e4d',
      onAccent: '#ffffff',
      tint: '#ffe3ec',
      accentText: '#951a45',
      border: '#f5cfd9',
      cover: 'linear-gradient(135deg, #ff922b, #e64980)',
    },
    dark: {
      bg: '#1a0f12',
      surface: '#27171c',
      text: '#fdf0f3',
      muted: '#d9b8c0',
      accent: '#faa2c1',
      onAccent: '#3a0a1c',
      tint: '#46202d',
      accentText: '#ffc2d6',
      border: '#553040',
      cover: 'linear-gradient(135deg, #8a3a0c, #7c1f45)',
    },
  },
  ocean: {
    light: {
      bg: '#eef6fc',
      surface: '#ffffff',
      text: '#0f1c2a',
      muted: '#3f4f60',
      accent: '#1864ab',
      onAccent: '#ffffff',
      tint: '#dcedfb',
      accentText: '#145591',
      border: '#c7dcef',
      cover: 'linear-gradient(135deg, #1971c2, #3bc9db)',
    },
    dark: {
      bg: '#0b141d',
      surface: '#132130',
      text: '#edf5fc',
      muted: '#a9bed2',
      accent: '#74c0fc',
      onAccent: '#062338',
      tint: '#1b3550',
      accentText: '#a5d8ff',
      border: '#29445f',
      cover: 'linear-gradient(135deg, #0d3a66, #0b5f6b)',
    },
  },
  forest: {
    light: {
      bg: '#eef8f3',
      surface: '#ffffff',
      text: '#10211a',
      muted: '#3d5248',
      accent: '#087f5b',
      onAccent: '#ffffff',
      tint: '#d8f3e8',
      accentText: '#055a41',
      border: '#c3e3d5',
      cover: 'linear-gradient(135deg, #099268, #94d82d)',
    },
    dark: {
      bg: '#0b1612',
      surface: '#12221c',
      text: '#ecf8f2',
      muted: '#a8c7b9',
      accent: '#63e6be',
      onAccent: '#05281d',
      tint: '#1a3a2f',
      accentText: '#96f2d7',
      border: '#285041',
      cover: 'linear-gradient(135deg, #0a4d3a, #3d5c0a)',
    },
  },
  graphite: {
    light: {
      bg: '#f1f3f5',
      surface: '#ffffff',
      text: '#16181b',
      muted: '#454b52',
      accent: '#242424',
      onAccent: '#ffffff',
      tint: '#e9ecef',
      accentText: '#2e3136',
      border: '#ced4da',
      cover: 'linear-gradient(135deg, #2e2e2e, #adb5bd)',
    },
    dark: {
      bg: '#101113',
      surface: '#1b1d20',
      text: '#f1f3f5',
      muted: '#b5bbc2',
      accent: '#dee2e6',
      onAccent: '#16181b',
      tint: '#2c2f33',
      accentText: '#e9ecef',
      border: '#3a3e44',
      cover: 'linear-gradient(135deg, #2e2e2e, #5c636a)',
    },
  },
};

const PALETTE_KEYS = Object.keys(THEME_LOOKS.violet.light) as (keyof ThemePalette)[];

/**
 * Both variants as CSS variables (`--pp-light-accent`, `--pp-dark-accent`, …); the page's
 * stylesheet picks one set by the visitor's colour scheme (public-profile.module.css), so the
 * server-rendered HTML is right before any script runs.
 */
export const themeVariables = (theme: ProfileTheme) => {
  const look = THEME_LOOKS[theme];
  const variables: Record<string, string> = {};
  for (const key of PALETTE_KEYS) {
    variables[`--pp-light-${key}`] = look.light[key];
    variables[`--pp-dark-${key}`] = look.dark[key];
  }
  return variables as CSSProperties;
};
