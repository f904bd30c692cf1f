import { describe, expect, it } from 'vitest';
import type { SearchPage } from '@partnerly/shared';
import { presentSearchPage as presentJson } from './search.presenter';
import type { CardRow, ResultPage, ResultRow } from './search.repository';

/** The page as a client reads it. */
const presentSearchPage = (page: ResultPage) => JSON.parse(presentJson(page)) as SearchPage;

/** A card's row with its accounts' kept JSON text (decision 144). */
const rowOf = (card: ResultRow, socials: unknown[] = []): CardRow => ({
  card,
  socials: JSON.stringify(socials),
});

/** A card with nothing on it but its name. */
const BARE: ResultRow = {
  username: 'bare',
  picture_hash: null,
  followers: 0,
  countries: [],
  tags: [],
  lowest_price: null,
  reply_time: null,
  pending: [],
  verified_sources: [],
  rating: null,
  reviews_count: 0,
  audience_match: null,
  user_id: 1,
  has_results: false,
};

describe('presentSearchPage', () => {
  it('spells the wire fields, builds the picture address, keeps the lowest price and sends the kept accounts as they are', () => {
    const socials = [
      { social_media: 'Youtube', followers: 12000, audience: null },
      { social_media: 'Instagram', followers: 9000, audience: null },
      { social_media: 'X', followers: 300, audience: null },
    ];
    const page = presentSearchPage({
      rows: [
        rowOf(
          {
            username: 'chef_01',
            picture_hash: 'abc',
            followers: 12000,
            countries: ['Italy'],
            tags: ['food', 'travel'],
            lowest_price: 400,
            reply_time: 'hour',
            pending: ['Tiktok'],
            verified_sources: ['instagram', 'youtube'],
            rating: 4.8,
            audience_match: 57,
            user_id: 1,
            has_results: false,
            reviews_count: 12,
          },
          socials,
        ),
        rowOf({ ...BARE, username: 'chef_02', user_id: 2 }),
      ],
      isover: false,
    });
    expect(page).toEqual({
      data: [
        {
          username: 'chef_01',
          profile_picture: '/media/abc.jpg',
          followers: 12000,
          countrys: [{ name: 'Italy' }],
          tags: [{ name: 'food' }, { name: 'travel' }],
          lowest_price: 400,
          reply_time: 'hour',
          socials: [
            { social_media: 'Youtube', followers: 12000, audience: null },
            { social_media: 'Instagram', followers: 9000, audience: null },
            { social_media: 'X', followers: 300, audience: null },
          ],
          pending: ['Tiktok'],
          verified_sources: ['instagram', 'youtube'],
          rating: 4.8,
          reviews_count: 12,
          results: null,
          audience_match: 57,
        },
        {
          username: 'chef_02',
          profile_picture: null,
          followers: 0,
          countrys: [],
          tags: [],
          lowest_price: null,
          reply_time: null,
          socials: [],
          pending: [],
          verified_sources: [],
          rating: null,
          reviews_count: 0,
          results: null,
          audience_match: null,
        },
      ],
      isover: false,
    });
  });

  it("shows an account's tags first, then its owner's profile tags it lacks, each once", () => {
    const row = {
      ...BARE,
      username: 'amy_abroad',
      tags: ['travel', 'food'],
      profile_tags: ['food', 'beauty', 'travel', 'art'],
    };
    const tagsOf = (card: ResultRow) =>
      presentSearchPage({ rows: [rowOf(card)], isover: true }).data[0]?.tags.map((tag) => tag.name);
    expect(tagsOf(row)).toEqual(['travel', 'food', 'beauty', 'art']);
    // A search by profile reads no account: the profile's tags are the card's.
    expect(tagsOf({ ...row, profile_tags: [] })).toEqual(['travel', 'food']);
  });
});
