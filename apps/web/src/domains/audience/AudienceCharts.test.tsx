import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { SocialAudience } from '@partnerly/shared';
import { AudienceCharts } from './AudienceCharts';

const full: SocialAudience = {
  countries: [
    { code: 'US', share: 60 },
    { code: 'other', share: 40 },
  ],
  ages: [
    { range: '18-24', share: 40 },
    { range: '65+', share: 60 },
  ],
  genders: [
    { gender: 'female', share: 70 },
    { gender: 'male', share: 29.5 },
    { gender: 'other', share: 0.5 },
  ],
  engagement_rate: 4.2,
  posts_per_week: 3,
  growth_30d: -1.5,
  updated_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  source: 'instagram',
  unavailable: null,
  more_for_members: false,
};

const draw = (audience: SocialAudience, signInHint = false) =>
  render(
    <MantineProvider>
      <AudienceCharts audience={audience} signInHint={signInHint} />
    </MantineProvider>,
  );

describe('AudienceCharts', () => {
  it('writes every share as text beside its bar, with who vouches and when', () => {
    draw(full);
    const countries = screen.getByRole('list', { name: 'Top countries' });
    expect(within(countries).getByText('United States')).toBeTruthy();
    expect(within(countries).getByText('Other countries')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Ages' })).getByText('65+')).toBeTruthy();
    expect(screen.getByText('Other <1%')).toBeTruthy();
    expect(screen.getByText('-1.5%')).toBeTruthy();
    expect(screen.getByText('Verified by Instagram · updated 2 days ago')).toBeTruthy();
  });

  it('leaves hidden parts out: no chart, no zero', () => {
    draw(
      {
        ...full,
        countries: null,
        engagement_rate: null,
        posts_per_week: null,
        growth_30d: null,
        ages: null,
        genders: null,
        more_for_members: true,
      },
      true,
    );
    expect(screen.queryByRole('list', { name: 'Top countries' })).toBeNull();
    expect(screen.queryByText(/Engagement/)).toBeNull();
    expect(screen.queryByText(/0%/)).toBeNull();
    expect(screen.getByText('Members who sign in see more of this audience.')).toBeTruthy();
  });

  it('says when the platform gives no demographics', () => {
    draw({
      ...full,
      source: 'tiktok',
      countries: null,
      ages: null,
      genders: null,
      engagement_rate: null,
      posts_per_week: null,
      growth_30d: null,
      unavailable: 'no-audience-data',
    });
    expect(screen.getByText('TikTok shares no audience data')).toBeTruthy();
  });
});
