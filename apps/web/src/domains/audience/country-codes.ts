import { countryName } from '@partnerly/shared';

/** Codes that name groups rather than countries, which no platform reports an audience in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

let options: { value: string; label: string }[] | undefined;

/**
 * Every ISO 3166-1 alpha-2 code this browser can name, by name: the codes the platforms give
 * an audience's countries in. Built once, on first use, since it asks Intl 676 times.
 */
export function countryCodeOptions(): { value: string; label: string }[] {
  if (options) return options;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const found: { value: string; label: string }[] = [];
  for (const first of letters) {
    for (const second of letters) {
      const code = `${first}${second}`;
      if (!NOT_COUNTRIES.has(code) && names.of(code)) {
        found.push({ value: code, label: countryName(code) });
      }
    }
  }
  options = found.sort((a, b) => a.label.localeCompare(b.label));
  return options;
}
