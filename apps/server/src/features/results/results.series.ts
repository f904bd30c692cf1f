import type { ResultsPoint } from '@partnerly/shared';
import type { ResultsReadRow } from './results.repository';

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

const interactionsOf = (read: ResultsReadRow) =>
  (read.likes ?? 0) + (read.comments ?? 0) + (read.shares ?? 0) + (read.saves ?? 0);

/**
 * The chart over time (decision 108): each read is a post's running total, so a day's point is
 * every post's latest read on or before that day, summed; a post not read that day keeps its
 * last numbers. One point per UTC day from the first read to the last. `reads` oldest first.
 */
export function seriesOf(reads: ResultsReadRow[]): ResultsPoint[] {
  const first = reads[0];
  const last = reads.at(-1);
  if (!first || !last) return [];
  const latest = new Map<string, { views: number; interactions: number }>();
  let views = 0;
  let interactions = 0;
  const points: ResultsPoint[] = [];
  let next = 0;
  const end = Date.parse(`${dayOf(last.at)}T00:00:00Z`);
  for (let day = Date.parse(`${dayOf(first.at)}T00:00:00Z`); day <= end; day += DAY_MS) {
    const label = new Date(day).toISOString().slice(0, 10);
    for (let read = reads[next]; read && dayOf(read.at) <= label; read = reads[++next]) {
      const key = `${read.orderId}:${read.position}`;
      const before = latest.get(key) ?? { views: 0, interactions: 0 };
      const now = { views: read.views ?? 0, interactions: interactionsOf(read) };
      views += now.views - before.views;
      interactions += now.interactions - before.interactions;
      latest.set(key, now);
    }
    points.push({ day: label, views, interactions });
  }
  return points;
}
