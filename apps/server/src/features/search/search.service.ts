import type { z } from 'zod';
import type { profileFilterSchema, searchUserSchema, socialFilterSchema } from '@partnerly/shared';
import { presentSearchPage } from './search.presenter';
import type { SearchRepository } from './search.repository';

/** The three searches, each answering one page of results as the spec's search pages. */
export function searchService({
  searchRepository: search,
}: {
  searchRepository: SearchRepository;
}) {
  return {
    async byUsername({ name, range }: z.output<typeof searchUserSchema>) {
      if (!name) return { data: [], isover: true };
      return presentSearchPage(await search.byUsername(name, { range }));
    },

    async bySocial(input: z.output<typeof socialFilterSchema>) {
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
          },
          { range },
        ),
      );
    },

    async byProfile({ countrys_p, tags_p, checked, range }: z.output<typeof profileFilterSchema>) {
      return presentSearchPage(
        await search.byProfile(
          { countries: countrys_p, tags: tags_p, creatorsOnly: checked },
          { range },
        ),
      );
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
