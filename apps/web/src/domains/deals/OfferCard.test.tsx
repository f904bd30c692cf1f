import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { OFF_PLATFORM_NOTICE, type Offer, type UserData } from '@partnerly/shared';
import { userDataQuery } from '../../lib/user-data';
import { renderPage } from '../../test/render-app';
import { OfferCard } from './OfferCard';

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 7,
  from: 'bob',
  to: 'ada',
  buyer: 'bob',
  seller: 'ada',
  title: 'Two reels',
  deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 2 }],
  price: 1200,
  due_date: '2027-01-15',
  usage_rights: 'Organic use only',
  revisions: 1,
  message: 'Add me on telegrаm',
  state: 'open',
  expires_at: '2026-12-01T10:00:00.000Z',
  created_at: '2026-11-28T10:00:00.000Z',
  previous_id: null,
  dialogue: 3,
  payment: { through_partnerly: true, price: 1200, fee: 60, total: 1260, why_not: null },
  ...overrides,
});

/** The receiver, a member without Full Access, as the AppShell would have loaded her. */
const signedInAsAda = (client: QueryClient) =>
  client.setQueryData(userDataQuery.queryKey, { username: 'ada' } as unknown as UserData);

describe('an offer card (issue 46)', () => {
  it('shows the off-platform notice, and why, under an offer the server flagged', () => {
    renderPage(
      <OfferCard offer={offer({ warning: 'off_platform' })} me="ada" />,
      '/',
      signedInAsAda,
    );
    const card = screen.getByLabelText('Offer: Two reels');
    expect(within(card).getByRole('note').textContent).toBe(OFF_PLATFORM_NOTICE);
    expect(OFF_PLATFORM_NOTICE).toMatch(/asks to move the deal or payment off Partnerly/);
  });

  it('shows no notice without the flag', () => {
    renderPage(<OfferCard offer={offer()} me="ada" />, '/', signedInAsAda);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
