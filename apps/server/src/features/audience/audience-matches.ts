import type { Database } from '../../db/client';
import { matchPercent } from './audience-match';
import { audienceRepository, type AudienceRow } from './audience.repository';
import type { CachedAudienceTargets } from './audience-target';

/** Audience matches by lowercased username; null where there is none to show. */
export type MatchesByUsername = Map<string, number | null>;

/**
 * The matches of a page of creators from their audience rows, each with its match for the
 * viewer's own target (`accountMatch`, null without one): a creator's match is their
 * best-matching connected account's.
 */
export function matchesOf(usernames: string[], rows: AudienceRow[]): MatchesByUsername {
  const matches: MatchesByUsername = new Map(usernames.map((name) => [name.toLowerCase(), null]));
  for (const row of rows) {
    if (row.match === null) continue;
    const match = matchPercent(row.match);
    const key = row.username.toLowerCase();
    const best = matches.get(key);
    if (best === null || best === undefined || match > best) matches.set(key, match);
  }
  return matches;
}

/**
 * The audience match of a page of creators for one viewer (issue 48 point 4, decisions 110,
 * 117): ONE query reads the viewer's own target beside every page creator's verified
 * audiences and their visibility choices (the audiences' own statement, decision 125), each
 * account's match computed in it by `accountMatch`. A viewer without a target, most members,
 * has no match to show: `targets` answers that from memory (decision 139) and no query runs.
 */
export function audienceMatchesOf({
  db,
  targets,
}: {
  db: Database;
  targets: Pick<CachedAudienceTargets, 'hasTarget'>;
}) {
  const repository = audienceRepository(db);
  return {
    async forViewer(viewerId: number, usernames: string[]): Promise<MatchesByUsername> {
      if (usernames.length === 0) return new Map();
      if (!(await targets.hasTarget(viewerId))) return matchesOf(usernames, []);
      return matchesOf(usernames, await repository.matchRowsOf(usernames, viewerId));
    },
  };
}

export type AudienceMatches = ReturnType<typeof audienceMatchesOf>;
