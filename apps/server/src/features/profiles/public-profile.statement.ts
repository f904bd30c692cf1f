import { sql } from 'drizzle-orm';
import { REVIEW_LIMITS } from '@partnerly/shared';
import { rowFromJson, rowsFromJson } from '../../db/json-rows';
import { pageStatement } from '../../db/page-statement';
import { ads, links, packages, reviews, socials, users } from '../../db/schema';
import { ownerAudiencesJson, type AudienceRowData } from '../audience/card-audiences';
import { profileReviewsJson, type ProfileReviewsJson } from '../reviews/profile-reviews';
import { sellerResultsJson, type ResultsRow } from '../track-record/card-results';
import { publicProfileOf } from './public-profile';

/** The public profile's rows as its one statement reads them, decoded as drizzle reads them. */
export interface PublicProfileRows {
  user: typeof users.$inferSelect;
  socials: (typeof socials.$inferSelect)[];
  links: (typeof links.$inferSelect)[];
  ads: (typeof ads.$inferSelect)[];
  packages: (typeof packages.$inferSelect)[];
  reviews: {
    summary: { average: number | null; count: number };
    newest: { review: typeof reviews.$inferSelect; reviewer: string | null }[];
  };
  /** The verified audiences with their owner's choices, for the audience service to present. */
  audiences: AudienceRowData[] | null;
  /** The verified results unless hidden, before the threshold. */
  results: ResultsRow | null;
}

type Json = Record<string, unknown>;

/** What the statement answers: one JSON value, each table's rows as `row_to_json` writes them. */
export interface PublicProfileJson {
  user: Json;
  socials: Json[] | null;
  links: Json[] | null;
  ads: Json[] | null;
  packages: Json[] | null;
  reviews: ProfileReviewsJson;
  audiences: AudienceRowData[] | null;
  results: ResultsRow | null;
}

/**
 * A public profile with everything its page shows, in one statement (decision 143): the owner's
 * users row `po` when the profile is public, and beside it each part in the owner's order, by
 * the rule its feature reads it with (visible links only, shown reviews, results unless hidden,
 * the audiences with their owner's choices). Ten statements before, each a round trip and a
 * query drizzle built; now one text, built once and prepared per connection.
 */
export const publicProfileStatement = (username: string, viewerId: number | undefined) =>
  pageStatement<'name' | 'viewer'>(
    'public-profile',
    (value) => {
      const owner = sql`po.id`;
      return sql`select json_build_object(
          'user', row_to_json(po),
          'socials', (select json_agg(${socials} order by ${socials.id}) from ${socials}
            where ${socials.userId} = ${owner}),
          'links', (select json_agg(${links} order by ${links.position}, ${links.id}) from ${links}
            where ${links.userId} = ${owner} and not ${links.hidden}),
          'ads', (select json_agg(${ads} order by ${ads.id} desc) from ${ads}
            where ${ads.userId} = ${owner}),
          'packages', (select json_agg(${packages} order by ${packages.position}, ${packages.id})
            from ${packages} where ${packages.userId} = ${owner}),
          'reviews', ${profileReviewsJson(owner, REVIEW_LIMITS.onPage)},
          'audiences', ${ownerAudiencesJson({ owner, viewer: value('viewer') })},
          'results', ${sellerResultsJson(owner)}) as profile
        from ${users} po
        where lower(po.username) = ${value('name')} and ${publicProfileOf(sql`po`)}`;
    },
    { name: username.toLowerCase(), viewer: viewerId ?? null },
  );

/** The statement's answer as the rows the presenters read. */
export const publicProfileRows = (json: PublicProfileJson): PublicProfileRows => ({
  user: rowFromJson(users, json.user),
  socials: rowsFromJson(socials, json.socials),
  links: rowsFromJson(links, json.links),
  ads: rowsFromJson(ads, json.ads),
  packages: rowsFromJson(packages, json.packages),
  reviews: {
    summary: { average: json.reviews.average, count: json.reviews.count },
    newest: (json.reviews.newest ?? []).map(({ review, reviewer }) => ({
      review: rowFromJson(reviews, review),
      reviewer,
    })),
  },
  audiences: json.audiences,
  results: json.results,
});
