import { countryName } from '@partnerly/shared';

/**
 * Codes a browser can name that are no ISO 3166-1 country: groups, pseudo-regions, and the
 * codes only reserved for postal or other use (Ascension, Canary Islands, …). No platform
 * reports an audience in them.
 */
const NOT_COUNTRIES = new Set([
  ...['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'],
  ...['AC', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA'],
]);

/** A code the locale data keeps as it is: not an old one like DD, which it reads as DE. */
const isCurrentCode = (code: string) =>
  Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;

let options: { value: string; label: string }[] | undefined;

/**
 * Every ISO 3166-1 alpha-2 code this browser can name, once, by name: the codes the platforms
 * give an audience's countries in (the search's audience filter, the brand's target). Old codes
 * are left out, or Germany (DD, DE) and the United Kingdom (UK, GB) would show twice and the
 * older one would match no audience. Built once, on first use, since it asks Intl 676 times.
 */
export function countryCodeOptions(): { value: string; label: string }[] {
  if (options) return options;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const found: { value: string; label: string }[] = [];
  for (const first of letters) {
    for (const second of letters) {
      const code = `${first}${second}`;
      if (!NOT_COUNTRIES.has(code) && names.of(code) && isCurrentCode(code)) {
        found.push({ value: code, label: countryName(code) });
      }
    }
  }
  options = found.sort((a, b) => a.label.localeCompare(b.label));
  return options;
}
