import { Badge, type BadgeProps } from '@mantine/core';
import type { OfferState, OrderState } from '@partnerly/shared';
import { OFFER_STATE_LABELS, ORDER_STATE_LABELS, STATE_COLORS } from './deal-steps';

/**
 * An offer's or order's state as a pill that is never cut (issue 51: "IN PROG…" at 360 and
 * 1280 px): it keeps its whole width beside a long title, which wraps instead.
 */
export function StatePill({
  state,
  kind,
  size,
  label: given,
}: {
  state: OrderState | OfferState;
  kind: 'order' | 'offer';
  size?: BadgeProps['size'];
  /** Words other than the state's own (an order an admin split reads "Split by Partnerly"). */
  label?: string;
}) {
  const label =
    given ??
    (kind === 'order'
      ? ORDER_STATE_LABELS[state as OrderState]
      : OFFER_STATE_LABELS[state as OfferState]);
  return (
    <Badge
      color={STATE_COLORS[state]}
      variant="dot"
      size={size}
      data-state-pill
      style={{ flexShrink: 0, overflow: 'visible', maxWidth: 'none' }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {label}
    </Badge>
  );
}
