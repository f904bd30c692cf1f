import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionData } from '@partnerly/shared';
import { userDataQuery } from '../../../../lib/user-data';
import { json, renderPage } from '../../../../test/render-app';
import { PaymentsTab } from './PaymentsTab';

const explorer: SubscriptionData = {
  status: null,
  started_at: null,
  cancel_at: null,
  canceled_at: null,
  promocode_used: false,
};

/** The tab as the settings page shows it: once the user's data has loaded. */
function LoadedTab() {
  const { data } = useQuery(userDataQuery);
  return data ? <PaymentsTab /> : null;
}

describe('PaymentsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says payments are not configured instead of opening a checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          json(200, { id: 1, username: 'ada', email: 'a@example.com', subscription: explorer }),
        )
        .mockResolvedValueOnce(json(503, { detail: 'Payments are not configured yet.' })),
    );
    renderPage(<LoadedTab />);

    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Payments are not configured yet.');
    expect(assign).not.toHaveBeenCalled();
  });
});
