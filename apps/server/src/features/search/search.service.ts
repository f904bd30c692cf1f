import type { z } from 'zod';
import type {
  ConnectPlatform,
  SocialAudience,
  profileFilterSchema,
  searchUserSchema,
  socialFilterSchema,
  TrackRecord,
} from '@partnerly/shared';
import { presentSearchPage as presentPage } from './search.presenter';
import type { ResultPage, SearchRepository } from './search.repository';

/**
 * The cards' verified audiences and their audience matches to the viewer's own target
 * (decision 117), by lowercased username, in one query a page (the audience feature's service).
 */
export interface CardAudiences {
  ofCards(
    usernames: string[],
    viewerId: number,
  ): Promise<{
    audiences: Map<string, Map<ConnectPlatform, SocialAudience>>;
    matches: Map<string, number | null>;
  }>;
}

/** The cards' verified results, by lowercased username (issue 47 point 5). */
export interface CardResults {
  ofCards(usernames: string[]): Promise<Map<string, TrackRecord>>;
}

/** The three searches, each answering one page of results as the spec's search pages. */
export function searchService({
  searchRepository: search,
  audience,
  trackRecords,
}: {
  searchRepository: SearchRepository;
  audience: CardAudiences;
  trackRecords: CardResults;
}) {
  /**
   * A page of cards with the audience each verified account shows members (decision 104),
   * their verified results and their match to the viewer's target (decision 117).
   */
  const presentSearchPage = async (page: ResultPage, viewerId: number) => {
    const usernames = page.rows.map((row) => row.username);
    const [{ audiences, matches }, results] = await Promise.all([
      audience.ofCards(usernames, viewerId),
      trackRecords.ofCards(usernames),
    ]);
    return presentPage(page, audiences, results, matches);
  };

  return {
    async byUsername({ name, range }: z.output<typeof searchUserSchema>, viewerId: number) {
      if (!name) return { data: [], isover: true };
      return presentSearchPage(await search.byUsername(name, { range }), viewerId);
    },

    async bySocial(input: z.output<typeof socialFilterSchema>, viewerId: number) {
      const {
        socialMedia,
        minFollowers,
        maxFollowers,
        countrys,
        tags,
        sort,
        maxPrice,
        verifiedOnly,
        minRating,
        brands,
        audienceCountry,
        audienceAge,
        audienceGender,
        minAudienceShare,
        minEngagementRate,
        range,
      } = input;
      return presentSearchPage(
        await search.bySocial(
          {
            platform: socialMedia,
            minFollowers,
            maxFollowers,
            countries: countrys,
            tags,
            sort,
            viewerId,
            maxPrice,
            verifiedOnly,
            minRating,
            brands,
            audience: {
              country: audienceCountry,
              age: audienceAge,
              gender: audienceGender,
              minShare: minAudienceShare,
              minEngagementRate,
            },
          },
          { range },
        ),
        viewerId,
      );
    },

    async byProfile(
      { countrys_p, tags_p, checked, range }: z.output<typeof profileFilterSchema>,
      viewerId: number,
    ) {
      return presentSearchPage(
        await search.byProfile(
          { countries: countrys_p, tags: tags_p, creatorsOnly: checked },
          { range },
        ),
        viewerId,
      );
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
