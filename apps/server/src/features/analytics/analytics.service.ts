import { createHash, randomBytes } from 'node:crypto';
import type { AnalyticsReport } from '@partnerly/shared';
import { notFound } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import type { AnalyticsRepository, ClickTarget, DailyCount } from './analytics.repository';
import { presentReport } from './analytics.presenter';

/** Crawlers, link previews and tools: they are not people reading a page. */
const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|curl|wget|python|httpclient|http-client|okhttp|monitor|pingdom|scrapy|java\//i;

/** Raw events are kept this long; daily counts twice as long, for the previous period. */
export const KEEP_EVENT_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

/** A request as counting sees it: never stored, only hashed with the day's salt. */
export interface Visit {
  ip: string;
  userAgent: string | undefined;
  /** The signed-in viewer, when the page sent their token. */
  viewerId?: number;
}

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));

/** The referring site's host, or undefined for none, ourselves, or anything not a web page. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host && host !== ownHost.replace(/^www\./, '') ? host.slice(0, 255) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Counting on public profiles without cookies or stored addresses (issue 19;
 * docs/decisions/027), and the owner's report.
 */
export function analyticsService(repository: AnalyticsRepository, publicUrl: string) {
  const ownHost = new URL(publicUrl).hostname.toLowerCase();
  let salt: { day: string; value: string } | undefined;

  async function visitorOf(visit: Visit, day: string): Promise<string> {
    if (salt?.day !== day) {
      salt = { day, value: await repository.saltOf(day, randomBytes(32).toString('hex')) };
    }
    return createHash('sha256')
      .update(`${salt.value}\n${visit.ip}\n${visit.userAgent ?? ''}`)
      .digest('hex');
  }

  /**
   * Where a visit counts: nowhere for a bot; for the owner, only a marker so that their
   * clicks today do not count either; otherwise the day and visitor to record.
   */
  async function counted(ownerId: number, visit: Visit) {
    if (!visit.userAgent || BOT.test(visit.userAgent)) return undefined;
    const day = dayOf(clockNow());
    const visitor = await visitorOf(visit, day);
    if (visit.viewerId === ownerId) {
      if (!(await repository.isOwnerToday(ownerId, visitor, day))) {
        await repository.record({ ownerId, kind: 'owner', visitor, day });
      }
      return undefined;
    }
    if (await repository.isOwnerToday(ownerId, visitor, day)) return undefined;
    return { day, visitor };
  }

  async function click(
    target: ClickTarget | undefined,
    kind: 'link' | 'social',
    id: number,
    visit: Visit,
  ) {
    if (!target) throw notFound();
    const at = await counted(target.ownerId, visit);
    if (at) await repository.record({ ownerId: target.ownerId, kind, targetId: id, ...at });
    return target.url;
  }

  return {
    /** A public page was shown (the page's beacon). */
    async view(username: string, referrer: string | undefined, visit: Visit) {
      const ownerId = await repository.publicOwnerId(username);
      if (!ownerId) throw notFound();
      const at = await counted(ownerId, visit);
      if (at) {
        await repository.record({
          ownerId,
          kind: 'view',
          referrer: referrerHost(referrer, ownHost) ?? null,
          ...at,
        });
      }
    },

    /** Contact was pressed on a public page. */
    async contact(username: string, visit: Visit) {
      const ownerId = await repository.publicOwnerId(username);
      if (!ownerId) throw notFound();
      const at = await counted(ownerId, visit);
      if (at) await repository.record({ ownerId, kind: 'contact', ...at });
    },

    /** GET /go/{linkId}: counts and answers the address; a hidden or deleted link is a 404. */
    linkClick: async (linkId: number, visit: Visit) =>
      click(await repository.linkTarget(linkId), 'link', linkId, visit),

    socialClick: async (socialId: number, visit: Visit) =>
      click(await repository.socialTarget(socialId), 'social', socialId, visit),

    /** The owner's last `days` days and the totals of the `days` before them. */
    async report(ownerId: number, days: number): Promise<AnalyticsReport> {
      const today = dayOf(clockNow());
      const from = daysBefore(today, days - 1);
      const previousFrom = daysBefore(from, days);
      const [rows, titles] = await Promise.all([
        repository.counts(ownerId, previousFrom, daysBefore(today, 1)),
        repository.linkTitles(ownerId),
      ]);
      const current: DailyCount[] = [];
      const previous: DailyCount[] = [];
      for (const row of rows) (row.day >= from ? current : previous).push(row);
      const dates = Array.from({ length: days }, (_, i) => daysBefore(today, days - 1 - i));
      return presentReport(dates, current, previous, titles);
    },

    /**
     * The hourly job: yesterday and today recounted (the report reads both live, so the
     * stored counts of a day settle before it reads them), old events and counts dropped.
     */
    async aggregate() {
      const now = clockNow();
      const today = dayOf(now);
      await repository.aggregate(daysBefore(today, 1));
      await repository.prune(
        new Date(now.getTime() - KEEP_EVENT_DAYS * DAY_MS),
        daysBefore(today, 2 * KEEP_EVENT_DAYS),
      );
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
