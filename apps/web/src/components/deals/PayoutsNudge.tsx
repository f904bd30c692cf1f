import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** The seller's way to the payouts set-up, wherever a deal waits on it (issue 51). */
export function PayoutsNudge() {
  return (
    // Underlined: it may sit inside a line of text, where colour alone does not mark a link.
    <Anchor component={Link} to={paths.paymentsSettings} size="sm" fw={600} underline="always">
      Set up payouts
    </Anchor>
  );
}
