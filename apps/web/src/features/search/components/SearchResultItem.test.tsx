import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SearchResult } from '@partnerly/shared';
import { renderPage } from '../../../test/render-app';
import { SearchResultItem } from './SearchResultItem';

const card = (audience_match: number | null): SearchResult => ({
  username: 'ada',
  profile_picture: null,
  followers: 1200,
  countrys: [],
  tags: [],
  lowest_price: null,
  reply_time: null,
  socials: [{ social_media: 'Instagram', followers: 1200, audience: null }],
  pending: [],
  verified_sources: ['instagram'],
  rating: null,
  reviews_count: 0,
  results: null,
  audience_match,
});

describe('SearchResultItem: audience match (issue 48 point 4)', () => {
  it('shows "92% match" with a match, and no badge without one', () => {
    renderPage(
      <ul>
        <SearchResultItem result={card(92)} />
        <SearchResultItem result={{ ...card(null), username: 'bo' }} />
      </ul>,
    );
    expect(screen.getAllByText(/% match$/).map((badge) => badge.textContent)).toEqual([
      '92% match',
    ]);
  });
});
