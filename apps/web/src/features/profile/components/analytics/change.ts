/** How a total moved against the period before, in words a creator reads at a glance. */
export function changeOf(current: number, previous: number): { label: string; up: boolean | null } {
  if (current === previous) return { label: 'No change', up: null };
  if (previous === 0) return { label: 'New', up: true };
  const percent = Math.round(((current - previous) / previous) * 100);
  return { label: `${percent > 0 ? '+' : ''}${percent}%`, up: percent > 0 };
}

/** Clicks per view as a percentage with one decimal; none without views. */
export const clickThroughRate = (clicks: number, views: number) =>
  views === 0 ? '—' : `${(Math.round((clicks / views) * 1000) / 10).toString()}%`;
