import { describe, expect, it } from 'vitest';
import type { PublicProfileData } from '@partnerly/shared';
import { renderPublicPage } from './render';

/** Issue 47 point 5: the verified results are in the page's server-rendered HTML, or absent. */

const base: PublicProfileData = {
  profile: {
    username: 'ada',
    profile_picture: null,
    is_content_producer: true,
    countrys: [],
    tags: [],
    profile_text: '',
    theme: 'violet',
  },
  socials: [],
  ads: [],
  packages: [],
  reviews: { average: null, count: 0, items: [] },
  reply_time: 'day',
  results: null,
  links: [],
};

const withResults: PublicProfileData = {
  ...base,
  results: {
    completed_deals: 24,
    on_time_share: 0.96,
    deliverables: [{ platform: 'instagram', what: 'Reel', deals: 24, median_views: 48_000 }],
  },
};

/** The rendered text without React's text separators. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '');

describe('server-rendered verified results', () => {
  it('renders the section with the deals, the share on time and the median views', () => {
    const html = textOf(renderPublicPage({ kind: 'profile', data: withResults }).html);
    expect(html).toContain('Verified results');
    expect(html).toContain('deals on Partnerly');
    expect(html).toContain('96%');
    expect(html).toContain('Instagram Reels: median 48K views');
    expect(html).toContain('Verified by Instagram');
  });

  it('renders nothing, not a zero, when the record is null (too few deals or hidden)', () => {
    const html = renderPublicPage({ kind: 'profile', data: base }).html;
    expect(html).not.toContain('Verified results');
    expect(html).not.toContain('deals on Partnerly');
  });
});
