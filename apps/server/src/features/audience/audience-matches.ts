import { eq, sql } from 'drizzle-orm';
import type { AudienceTarget } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { namesIn, usernameInPlaceholder } from '../../db/usernames';
import {
  audienceTargets,
  audienceVisibility,
  connectionAudiences,
  platformConnections,
  users,
} from '../../db/schema';
import type { PlatformAudience } from './audience';
import { audienceMatch } from './audience-match';

/** Audience matches by lowercased username; null where there is none to show. */
export type MatchesByUsername = Map<string, number | null>;

/**
 * The audience match of a page of creators for one viewer (issue 48 point 4, decisions 110,
 * 117): ONE query reads the viewer's own target beside every page creator's verified
 * audiences and their visibility choices, then `audienceMatch` combines them. A creator's
 * match is their best-matching connected account's. Every viewer here is a signed-in member,
 * so a part the creator made `hidden` is never matched, `public` and `members` ones are.
 */
export function audienceMatchesOf({ db }: { db: Database }) {
  // Every page of cards asks it: prepared once per connection (decision 125).
  const matchRows = db
    .select({
      username: users.username,
      audience: connectionAudiences.audience,
      countriesEngagement: audienceVisibility.countriesEngagement,
      agesGenders: audienceVisibility.agesGenders,
      countries: audienceTargets.countries,
      ages: audienceTargets.ages,
      genders: audienceTargets.genders,
    })
    .from(connectionAudiences)
    .innerJoin(platformConnections, eq(platformConnections.id, connectionAudiences.connectionId))
    .innerJoin(users, eq(users.id, platformConnections.userId))
    .leftJoin(audienceVisibility, eq(audienceVisibility.userId, platformConnections.userId))
    // The viewer's own target, and no one else's: the id is the session's.
    .innerJoin(audienceTargets, eq(audienceTargets.userId, sql.placeholder('viewer')))
    .where(usernameInPlaceholder('names'))
    .prepare('audience_matches_for_viewer');

  return {
    async forViewer(viewerId: number, usernames: string[]): Promise<MatchesByUsername> {
      const matches: MatchesByUsername = new Map(
        usernames.map((name) => [name.toLowerCase(), null]),
      );
      if (usernames.length === 0) return matches;
      const rows = await matchRows.execute({ viewer: viewerId, names: namesIn(usernames) });
      for (const row of rows) {
        const target = {
          countries: row.countries,
          ages: row.ages,
          genders: row.genders,
        } as AudienceTarget;
        const match = audienceMatch(row.audience as PlatformAudience, target, {
          countries: row.countriesEngagement !== 'hidden',
          agesGenders: row.agesGenders !== 'hidden',
        });
        const key = row.username.toLowerCase();
        const best = matches.get(key);
        if (match !== null && (best === null || best === undefined || match > best)) {
          matches.set(key, match);
        }
      }
      return matches;
    },
  };
}

export type AudienceMatches = ReturnType<typeof audienceMatchesOf>;
