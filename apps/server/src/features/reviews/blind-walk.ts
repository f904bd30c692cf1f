/** The walk of blind-surfaces.test.ts: calling the listed surfaces and reading what came back. */
import type { FastifyInstance } from 'fastify';
import { ratingDescription, ratingLabel } from '@partnerly/shared';
import { pdfText } from '../../test/read-pdf';
import { WALKED_ROUTES, type WalkScene } from './blind-surfaces';

/** Who looks: the reviewed member, a visitor (no token) or a third member. */
export interface Viewer {
  name: 'reviewed' | 'visitor' | 'third';
  headers: Record<string, string>;
}

/** The review being looked for: its words and its stars. */
export interface Sought {
  marker: string;
  rating: number;
}

/** Where the review showed: the route (or frames, mails, pushes), who saw it, and what of it. */
export interface Finding {
  viewer: string;
  where: string;
  what: 'text' | 'rating';
}

/** A mail's text: quoted-printable soft breaks joined and escapes decoded, base64 parts decoded. */
export function mailText(raw: string): string {
  const quoted = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/\r?\n\r?\n((?:[A-Za-z0-9+/=]{20,}\r?\n)+)/g)].map((part) =>
    Buffer.from((part[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [quoted, ...base64Parts].join('\n');
}

/** Whether any object in `value` holds the sought stars as a rating or an average. */
function ratedIn(value: unknown, rating: number): boolean {
  if (Array.isArray(value)) return value.some((item) => ratedIn(item, rating));
  if (value === null || typeof value !== 'object') return false;
  const entries = Object.entries(value);
  return entries.some(
    ([key, item]) =>
      ((key === 'rating' || key === 'average') && item === rating) || ratedIn(item, rating),
  );
}

/** What of the sought review `text` (and its JSON, if it is some) shows. */
export function soughtIn(text: string, sought: Sought): Finding['what'][] {
  const found: Finding['what'][] = [];
  if (text.includes(sought.marker)) found.push('text');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const label = [ratingLabel(sought.rating, 1), ratingDescription(sought.rating, 1)];
  if (ratedIn(json, sought.rating) || label.some((words) => text.includes(words))) {
    found.push('rating');
  }
  return found;
}

/**
 * Calls every walked route as every viewer and returns where the sought review showed. A
 * call that fails (5xx) fails the walk, and so does a call no viewer may read (4xx to all):
 * its route would be walked in name only.
 */
export async function walk(
  app: FastifyInstance,
  scene: WalkScene,
  viewers: Viewer[],
  sought: Sought,
): Promise<Finding[]> {
  const findings = new Map<string, Finding>();
  for (const [route, callsOf] of Object.entries(WALKED_ROUTES)) {
    for (const call of callsOf(scene)) {
      const statuses: number[] = [];
      for (const viewer of viewers) {
        const response = await app.inject({
          method: call.method,
          url: call.url,
          headers: viewer.headers,
          ...(call.payload ? { payload: call.payload } : {}),
        });
        statuses.push(response.statusCode);
        const text = response.headers['content-type']?.toString().startsWith('application/pdf')
          ? await pdfText(response.rawPayload)
          : response.body;
        for (const what of soughtIn(text, sought)) {
          findings.set(`${viewer.name} ${route} ${what}`, {
            viewer: viewer.name,
            where: route,
            what,
          });
        }
      }
      if (statuses.some((status) => status >= 500) || statuses.every((status) => status >= 400)) {
        throw new Error(`${call.method} ${call.url} answered ${statuses.join(', ')}`);
      }
    }
  }
  return [...findings.values()];
}
