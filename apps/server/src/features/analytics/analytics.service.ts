import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AnalyticsReport } from '@partnerly/shared';
import { notFound } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import type { AnalyticsRepository, ClickTarget, DailyCount } from './analytics.repository';
import { presentReport } from './analytics.presenter';

/** Crawlers, link previews and tools: they are not people reading a page. */
const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|curl|wget|python|httpclient|http-client|okhttp|monitor|pingdom|scrapy|java\//i;

/**
 * Per address and profile (docs/decisions/027): one counted view, Contact press or click on a
 * given link per this long, and at most DAILY_LIMIT of each kind a day, whatever the browser.
 */
export const REPEAT_WINDOW_MS = 30 * 60_000;
export const DAILY_LIMIT = 20;
/** A page's view token: issued with the page, good for this long (a tab left open). */
const VIEW_TOKEN_MS = 24 * 60 * 60_000;

/** Raw events are kept this long; daily counts twice as long, for the previous period. */
export const KEEP_EVENT_DAYS = 90;

/** How much the hourly job takes at a time: owners recounted, rows deleted. */
export interface AggregateBatch {
  owners: number;
  rows: number;
}
export const AGGREGATE_BATCH: AggregateBatch = { owners: 200, rows: 5000 };
const DAY_MS = 24 * 60 * 60_000;

/** A request as counting sees it: never stored, only hashed with the day's salt. */
export interface Visit {
  ip: string;
  userAgent: string | undefined;
  /** The signed-in viewer, when the page sent their token. */
  viewerId?: number;
}

type CountedKind = 'view' | 'link' | 'social' | 'contact';

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
export function analyticsService({
  repository,
  publicUrl,
  secret,
}: {
  repository: AnalyticsRepository;
  publicUrl: string;
  secret: string;
}) {
  const ownHost = new URL(publicUrl).hostname.toLowerCase();
  let salt: { day: string; value: string } | undefined;

  async function saltOf(day: string): Promise<string> {
    if (salt?.day !== day) {
      salt = { day, value: await repository.saltOf(day, randomBytes(32).toString('hex')) };
    }
    return salt.value;
  }

  const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

  const signature = (username: string, issuedAt: string) =>
    createHmac('sha256', secret)
      .update(`profile-view\n${username.toLowerCase()}\n${issuedAt}`)
      .digest('base64url');

  /** Whether a beacon carries the token of a page of this profile served within the day. */
  function isPageToken(username: string, token: string | undefined): boolean {
    const [issuedAt = '', given = ''] = (token ?? '').split('.');
    const age = clockNow().getTime() - Number(issuedAt) * 1000;
    if (!/^\d{1,12}$/.test(issuedAt) || age < -60_000 || age > VIEW_TOKEN_MS) return false;
    const expected = Buffer.from(signature(username, issuedAt));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /**
   * Where a visit counts: nowhere for a bot; for the owner, only a marker so that their
   * clicks today do not count either; nowhere when this address has had its share of `kind`
   * counted (a flood is answered as usual and counts nothing); otherwise the day, visitor and
   * source to record.
   */
  async function counted(
    ownerId: number,
    kind: CountedKind,
    targetId: number | null,
    visit: Visit,
  ) {
    if (!visit.userAgent || BOT.test(visit.userAgent)) return undefined;
    const now = clockNow();
    const day = dayOf(now);
    const daySalt = await saltOf(day);
    const visitor = hash(daySalt, visit.ip, visit.userAgent);
    if (visit.viewerId === ownerId) {
      if (!(await repository.isOwnerToday(ownerId, visitor, day))) {
        await repository.record({ ownerId, kind: 'owner', visitor, day });
      }
      return undefined;
    }
    if (await repository.isOwnerToday(ownerId, visitor, day)) return undefined;
    const source = hash(daySalt, visit.ip);
    const before = await repository.countedFrom(ownerId, kind, targetId, source, day);
    if (before.today >= DAILY_LIMIT) return undefined;
    if (before.last && now.getTime() - before.last.getTime() < REPEAT_WINDOW_MS) return undefined;
    return { ownerId, kind, targetId, day, visitor, source, createdAt: now };
  }

  async function click(
    target: ClickTarget | undefined,
    kind: 'link' | 'social',
    id: number,
    visit: Visit,
  ) {
    if (!target) throw notFound();
    const event = await counted(target.ownerId, kind, id, visit);
    if (event) await repository.record(event);
    return target.url;
  }

  return {
    /**
     * The token a served page of this profile carries: its beacon counts only with it, so a
     * view needs a page that was fetched and ran, not a bare request.
     */
    viewToken(username: string): string {
      const issuedAt = String(Math.floor(clockNow().getTime() / 1000));
      return `${issuedAt}.${signature(username, issuedAt)}`;
    },

    /** A public page was shown (the page's beacon, with the page's token). */
    async view(
      username: string,
      beacon: { referrer?: string | undefined; token?: string | undefined },
      visit: Visit,
    ) {
      const ownerId = await repository.publicOwnerId(username);
      if (!ownerId) throw notFound();
      if (!isPageToken(username, beacon.token)) return;
      const event = await counted(ownerId, 'view', null, visit);
      if (event) {
        await repository.record({
          ...event,
          referrer: referrerHost(beacon.referrer, ownHost) ?? null,
        });
      }
    },

    /** Contact was pressed on a public page. */
    async contact(username: string, visit: Visit) {
      const ownerId = await repository.publicOwnerId(username);
      if (!ownerId) throw notFound();
      const event = await counted(ownerId, 'contact', null, visit);
      if (event) await repository.record(event);
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
     * stored counts of a day settle before it reads them), old events and counts dropped. In
     * keyset batches, each its own short transaction: on the embedded database the job shares
     * one connection with the chat, which must never wait long for it (issue 36).
     */
    async aggregate(batch: AggregateBatch = AGGREGATE_BATCH) {
      const now = clockNow();
      const today = dayOf(now);
      const fromDay = daysBefore(today, 1);
      for (let after = 0; ;) {
        const owners = await repository.ownerIdsAfter(after, batch.owners);
        const last = owners.at(-1);
        if (last === undefined) break;
        await repository.aggregate(fromDay, owners[0] ?? last, last);
        after = last;
      }
      const eventsBefore = new Date(now.getTime() - KEEP_EVENT_DAYS * DAY_MS);
      while ((await repository.pruneEvents(eventsBefore, batch.rows)) === batch.rows);
      const dailyBefore = daysBefore(today, 2 * KEEP_EVENT_DAYS);
      while ((await repository.pruneDaily(dailyBefore, batch.rows)) === batch.rows);
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
