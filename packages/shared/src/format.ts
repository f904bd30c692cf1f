/** Display formats shared by the profile, search and explore screens. */

const SCALES = [
  { size: 1_000_000_000, suffix: 'B' },
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'K' },
] as const;

/**
 * A follower count in the short form social networks use: 999 -> '999', 1234 -> '1.2K',
 * 3400000 -> '3.4M'. It rounds down, so 999999 reads '999.9K' and never overstates.
 */
export function formatFollowers(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  for (const { size, suffix } of SCALES) {
    if (whole >= size) {
      const tenths = Math.floor((whole * 10) / size) / 10;
      return `${tenths}${suffix}`;
    }
  }
  return String(whole);
}

/** An ad's price as the spec shows it: 12.5 -> '$12.5 / 1000 views'. */
export function formatCpm(cpm: number): string {
  const dollars = Number.isFinite(cpm) ? Math.round(cpm * 100) / 100 : 0;
  return `$${dollars} / 1000 views`;
}

/** A count with its noun in the right number: (1, 'new message') -> '1 new message', 3 -> '3 new messages'. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

// Package formatters live here, away from the zod schemas in packages.ts, so the public page's
// first load does not pull zod in for them (bundle budget in e2e/bundle-size.spec.ts).

/** "$1,200": whole dollars as people read them, the same on the server page and in the app. */
export const formatPackagePrice = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/** "1 day" / "5 days". */
export const formatDeliveryDays = (days: number) => (days === 1 ? '1 day' : `${days} days`);
