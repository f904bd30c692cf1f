import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render-app';
import { TestPayoutsPage } from './TestPayoutsPage';

describe('TestPayoutsPage', () => {
  it('calls itself a test payouts set-up, not a checkout (issue 51)', async () => {
    renderRoutes([{ path: '/payouts/test', element: <TestPayoutsPage /> }], '/payouts/test');
    expect(await screen.findByText('Test payouts set-up — no real account or money')).toBeTruthy();
    expect(screen.queryByText(/Test checkout/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish test onboarding' })).toBeTruthy();
  });
});
