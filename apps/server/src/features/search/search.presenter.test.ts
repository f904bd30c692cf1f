import { describe, expect, it } from 'vitest';
import { presentSearchPage } from './search.presenter';
import type { ResultRow } from './search.repository';

/** A card with nothing on it but its name. */
const BARE: ResultRow = {
  username: 'bare',
  picture_hash: null,
  followers: 0,
  countries: [],
  tags: [],
  lowest_price: null,
  reply_time: null,
  socials: [],
  pending: [],
  rating: null,
  reviews_count: 0,
  audiences: null,
  user_id: 1,
  has_results: false,
};

describe('presentSearchPage', () => {
  it('spells the wire fields, builds the picture address, keeps the lowest price and names the connected sources in name order', () => {
    const page = presentSearchPage({
      rows: [
        {
          username: 'chef_01',
          picture_hash: 'abc',
          followers: 12000,
          countries: ['Italy'],
          tags: ['food', 'travel'],
          lowest_price: 400,
          reply_time: 'hour',
          socials: [
            { platform: 'Youtube', followers: 12000, source: 'youtube' },
            { platform: 'Instagram', followers: 9000, source: 'instagram' },
            { platform: 'X', followers: 300, source: 'admin' },
          ],
          pending: ['Tiktok'],
          rating: 4.8,
          audiences: null,
          user_id: 1,
          has_results: false,
          reviews_count: 12,
        },
        { ...BARE, username: 'chef_02', user_id: 2 },
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
          audience_match: null,
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
      presentSearchPage({ rows: [card], isover: true }).data[0]?.tags.map((tag) => tag.name);
    expect(tagsOf(row)).toEqual(['travel', 'food', 'beauty', 'art']);
    // A search by profile reads no account: the profile's tags are the card's.
    expect(tagsOf({ ...row, profile_tags: [] })).toEqual(['travel', 'food']);
  });
});
