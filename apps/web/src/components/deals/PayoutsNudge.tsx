import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** The seller's way to the payouts set-up, wherever a deal waits on it (issue 51). */
export function PayoutsNudge() {
  return (
    <Anchor component={Link} to={paths.paymentsSettings} size="sm" fw={600}>
      Set up payouts
    </Anchor>
  );
}
