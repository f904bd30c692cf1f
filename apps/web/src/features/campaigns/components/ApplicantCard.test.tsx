import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ApplicationWithApplicant } from '@partnerly/shared';
import { renderPage } from '../../../test/render-app';
import { ApplicantCard } from './ApplicantCard';

const application = (audience_match: number | null): ApplicationWithApplicant => ({
  id: 7,
  campaign: 3,
  creator: 'ada',
  pitch: 'I film morning routines.',
  platforms: ['Instagram'],
  offer_id: null,
  state: 'sent',
  created_at: '2026-11-20T10:00:00.000Z',
  applicant: {
    username: 'ada',
    picture: null,
    socials: [{ platform: 'Instagram', followers: 12_000, source: 'instagram' }],
    reply_time: null,
    rating: null,
    reviews_count: 0,
    results: null,
    audience_match,
  },
  offer: null,
});

describe('ApplicantCard: audience match (issue 48 point 4)', () => {
  it("shows the applicant's match to the owner's target, and nothing without one", () => {
    renderPage(
      <ul>
        <ApplicantCard application={application(92)} busy={false} onDecide={() => undefined} />
        <ApplicantCard application={application(null)} busy={false} onDecide={() => undefined} />
      </ul>,
    );
    expect(screen.getAllByText(/% match$/).map((badge) => badge.textContent)).toEqual([
      '92% match',
    ]);
  });
});
