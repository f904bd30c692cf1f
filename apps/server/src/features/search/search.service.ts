import type { z } from 'zod';
import type {
  profileFilterSchema,
  searchUserSchema,
  socialFilterSchema,
  TrackRecord,
} from '@partnerly/shared';
import { presentSearchPage as presentPage } from './search.presenter';
import type { CardContext } from './search.cards';
import type { ResultPage, ResultRow, SearchRepository } from './search.repository';

/** Whether a viewer has an audience target (the audience feature's, answered from memory). */
export interface ViewerTargets {
  hasTarget(viewerId: number): Promise<boolean>;
}

/** The cards' verified results, by lowercased username (issue 47 point 5). */
export interface CardResults {
  ofCards(cards: ResultRow[]): Promise<Map<string, TrackRecord>>;
}

/** The three searches, each answering one page of results as the spec's search pages. */
export function searchService({
  searchRepository: search,
  audienceTarget,
  trackRecords,
}: {
  searchRepository: SearchRepository;
  audienceTarget: ViewerTargets;
  trackRecords: CardResults;
}) {
  /** What the cards of `viewerId`'s page read beside their profiles. */
  const cardsFor = async (viewerId: number): Promise<CardContext> => ({
    viewer: viewerId,
    targeted: await audienceTarget.hasTarget(viewerId),
  });

  /**
   * A page of cards with the audience each verified account shows members (decision 104) and
   * their match to the viewer's target (decision 117), read in the page's statement (decisions
   * 132, 144), and the verified results of the owners who completed a deal (decision 140).
   */
  const presentSearchPage = async (page: ResultPage) =>
    presentPage(page, await trackRecords.ofCards(page.rows.map((row) => row.card)));

  return {
    async byUsername({ name, range }: z.output<typeof searchUserSchema>, viewerId: number) {
      if (!name) return presentPage({ rows: [], isover: true });
      return presentSearchPage(await search.byUsername(name, { range }, await cardsFor(viewerId)));
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
          await cardsFor(viewerId),
        ),
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
          await cardsFor(viewerId),
        ),
      );
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
