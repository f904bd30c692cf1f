import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

interface MoveButtonsProps {
  /** What moves, for the buttons' names: "Move {name} up". */
  name: string;
  index: number;
  /** The list's ids in their current order. */
  ids: number[];
  /** While a new order is being saved. */
  busy: boolean;
  /** Saves the ids in their new order. */
  onReorder: (ids: number[]) => void;
}

/** Up and down buttons for an item of an ordered list (links, packages): keyboard reachable. */
export function MoveButtons({ name, index, ids, busy, onReorder }: MoveButtonsProps) {
  const onMove = (by: -1 | 1) => onReorder(movedIds(ids, index, by));
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size="lg"
        disabled={index === 0 || busy}
        onClick={() => onMove(-1)}
        aria-label={`Move ${name} up`}
      >
        <IconArrowUp size={20} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size="lg"
        disabled={index === ids.length - 1 || busy}
        onClick={() => onMove(1)}
        aria-label={`Move ${name} down`}
      >
        <IconArrowDown size={20} aria-hidden="true" />
      </ActionIcon>
    </>
  );
}

/** The ids in their new order once the item at `index` moves `by` one place. */
function movedIds(ids: number[], index: number, by: -1 | 1): number[] {
  const order = [...ids];
  const [moved] = order.splice(index, 1);
  if (moved === undefined) return ids;
  order.splice(index + by, 0, moved);
  return order;
}
