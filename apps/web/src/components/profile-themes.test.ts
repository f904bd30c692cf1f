import { describe, expect, it } from 'vitest';
import { PROFILE_THEMES } from '@partnerly/shared';
import { THEME_LOOKS, type ThemePalette } from './profile-themes';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Every text colour on every fill it is drawn on (public-profile.module.css). */
const TEXT_ON_FILL: [keyof ThemePalette, keyof ThemePalette][] = [
  ['text', 'surface'],
  ['text', 'bg'],
  ['text', 'tint'],
  ['muted', 'surface'],
  ['muted', 'bg'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentText'],
  ['accentText', 'tint'],
  ['accentText', 'surface'],
  ['accentText', 'bg'],
];

describe('public page themes', () => {
  for (const theme of PROFILE_THEMES) {
    for (const variant of ['light', 'dark'] as const) {
      const palette = THEME_LOOKS[theme][variant];
      it(`${theme} ${variant} keeps every text at WCAG AA (4.5:1)`, () => {
        for (const [text, fill] of TEXT_ON_FILL) {
          expect(
            contrast(palette[text], palette[fill]),
            `${text} on ${fill}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      });

      it(`${theme} ${variant} outlines link buttons and focus at 3:1 (non-text contrast)`, () => {
        expect(contrast(palette.accent, palette.surface)).toBeGreaterThanOrEqual(3);
        expect(contrast(palette.accentText, palette.bg)).toBeGreaterThanOrEqual(3);
      });
    }
  }

  it('prints QR codes in a colour phone cameras read (7:1 on white)', () => {
    for (const theme of PROFILE_THEMES) {
      expect(contrast(THEME_LOOKS[theme].light.accentText, '#ffffff')).toBeGreaterThanOrEqual(7);
    }
  });
});
