import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * The seller's way to the payouts set-up, wherever a deal waits on it (issue 51). With `then`
 * it is the start of one sentence ("Set up payouts so the buyer can pay you..."): on a 360 px
 * card a sentence and a link under it took three lines and pushed the card's buttons out of
 * its scroll area (decision 105).
 */
export function PayoutsNudge({ then }: { then?: string }) {
  const link = (
    // Underlined: it may sit inside a line of text, where colour alone does not mark a link.
    <Anchor component={Link} to={paths.paymentsSettings} size="sm" fw={600} underline="always">
      Set up payouts
    </Anchor>
  );
  if (!then) return link;
  return (
    <Text size="sm" c="gray.7">
      {link}
      {then}
    </Text>
  );
}
