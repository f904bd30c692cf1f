import type { CSSProperties, ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { OwnLinkData } from '@partnerly/shared';
import { ItemList } from './ProfileSection';

/** What a row gets to become movable: its element, its style while moving, and a handle. */
export interface SortableRow {
  rowRef: (element: HTMLLIElement | null) => void;
  rowStyle: CSSProperties;
  handle: ReactNode;
}

function SortableItem({
  link,
  children,
}: {
  link: OwnLinkData;
  children: (row: SortableRow) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: link.id });
  return children({
    rowRef: setNodeRef,
    rowStyle: {
      transform: CSS.Translate.toString(transform),
      transition,
      position: 'relative',
      zIndex: isDragging ? 1 : undefined,
      boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
    },
    handle: (
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray.8"
        size="lg"
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${link.title} to reorder`}
      >
        <IconGripVertical size={20} aria-hidden="true" />
      </ActionIcon>
    ),
  });
}

/**
 * The links as a list whose rows move by drag and drop — with a mouse, a finger, or the
 * keyboard (Space on the handle, the arrows, Space again) — and say where they went.
 */
export function SortableLinkList({
  links,
  onReorder,
  children,
}: {
  links: OwnLinkData[];
  onReorder: (ids: number[]) => void;
  children: (link: OwnLinkData, index: number, row: SortableRow) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = links.map((link) => link.id);
  const titleOf = (id: number | string) =>
    links.find((link) => link.id === id)?.title ?? 'The link';
  const positionOf = (id: number | string) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${ids.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${ids.length}.`
        : undefined,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a link, press Space on its handle, use the arrow keys, then press Space to drop it or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ItemList>
          {links.map((link, index) => (
            <SortableItem key={link.id} link={link}>
              {(row) => children(link, index, row)}
            </SortableItem>
          ))}
        </ItemList>
      </SortableContext>
    </DndContext>
  );
}
