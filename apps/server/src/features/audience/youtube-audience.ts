import { z } from 'zod';
import type { PlatformApp } from '../../config';
import { PlatformError, get, host, readJson } from '../connections/platform-client';
import { sharesOf, type PlatformAudience } from './audience';

const report = z.object({
  columnHeaders: z.array(z.object({ name: z.string() })),
  rows: z.array(z.array(z.union([z.string(), z.number()]))).optional(),
});

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** YouTube's `ageGroup` values (`age18-24`, `age65-`) as the ranges profiles show. */
const rangeOf = (group: string) => group.replace(/^age/, '').replace(/-$/, '+');
const genderOf = (value: string) =>
  value === 'female' || value === 'male' ? value : ('other' as const);

/**
 * A channel's viewers through the YouTube Analytics API v2 `reports.query`
 * (youtubeanalytics.googleapis.com/v2/reports, scope yt-analytics.readonly): `viewerPercentage`
 * by `ageGroup,gender` and `views` by `country` over the last 90 days.
 */
export function youtubeAudience(app: PlatformApp) {
  const api = host(app, 'https://youtubeanalytics.googleapis.com');

  async function query(parameters: Record<string, string>, accessToken: string, now: Date) {
    const url = new URL(`${api}/v2/reports`);
    url.searchParams.set('ids', 'channel==MINE');
    url.searchParams.set('startDate', day(new Date(now.getTime() - 90 * DAY_MS)));
    url.searchParams.set('endDate', day(now));
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    const response = await get(url, accessToken);
    if (response.status === 403) throw new PlatformError('refused', 'YouTube audience: no scope');
    const parsed = report.safeParse(await readJson(response, 'YouTube audience'));
    if (!parsed.success) throw new PlatformError('failed', 'YouTube audience: unexpected answer');
    const names = parsed.data.columnHeaders.map((header) => header.name);
    return (parsed.data.rows ?? []).map((row) =>
      Object.fromEntries(names.map((name, index) => [name, row[index]])),
    );
  }

  return async function read(accessToken: string, now: Date): Promise<PlatformAudience> {
    const [demographic, geographic] = await Promise.all([
      query({ metrics: 'viewerPercentage', dimensions: 'ageGroup,gender' }, accessToken, now),
      query(
        { metrics: 'views', dimensions: 'country', sort: '-views', maxResults: '25' },
        accessToken,
        now,
      ),
    ]);
    const percent = (row: Record<string, unknown>) => Number(row.viewerPercentage) || 0;
    const ages = sharesOf(demographic.map((row) => [rangeOf(String(row.ageGroup)), percent(row)]));
    const genders = sharesOf(
      demographic.map((row) => [genderOf(String(row.gender)), percent(row)]),
    );
    const countries = sharesOf(
      geographic.map((row): [string, number] => [String(row.country), Number(row.views) || 0]),
    );
    return {
      countries: countries.map(({ key, share }) => ({ code: key.toUpperCase(), share })),
      ages: ages.map(({ key, share }) => ({ range: key, share })),
      genders: genders.map(({ key, share }) => ({
        gender: key as 'female' | 'male' | 'other',
        share,
      })),
      ...(!countries.length && !ages.length && { unavailable: 'no-audience-data' as const }),
    };
  };
}
