import { z } from 'zod';
import { INVISIBLE_CHARACTERS, NO_FORMATTING, digits, singleLine } from './fields';

/** The periods /profile's analytics offers, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** GET /api/analytics/?days=7|30|90. */
export const analyticsQuerySchema = z.object({
  days: digits(
    z.number().refine((days) => (ANALYTICS_PERIODS as readonly number[]).includes(days), {
      message: 'Choose 7, 30 or 90 days.',
    }),
    'Choose 7, 30 or 90 days.',
  ),
});

/** POST /api/analytics/view/ and /contact/: the page's beacons. */
export const analyticsBeaconSchema = z.object({
  username: singleLine().min(1).max(30).regex(NO_FORMATTING, INVISIBLE_CHARACTERS),
  referrer: singleLine().max(2000).regex(NO_FORMATTING, INVISIBLE_CHARACTERS).optional(),
  /** The served page's view token (PublicProfileData.view_token); views count only with it. */
  token: z
    .string()
    .max(200)
    .regex(/^[\w.-]*$/)
    .optional(),
});

export interface DayCount {
  date: string;
  count: number;
}

/** GET /api/analytics/: the owner's public page over the period (issue 19). */
export interface AnalyticsReport {
  views: DayCount[];
  unique_visitors: DayCount[];
  link_clicks: { link_id: number; title: string; count: number }[];
  social_clicks: { social_id: number; count: number }[];
  contacts: number;
  referrers: { domain: string; count: number }[];
  /** Totals of the period just before, for the change. */
  previous: { views: number; unique_visitors: number; link_clicks: number; contacts: number };
}
