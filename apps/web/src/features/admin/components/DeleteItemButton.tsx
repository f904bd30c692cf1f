import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface DeleteItemButtonProps {
  /** Says what goes, e.g. "Delete code SUMMER24". */
  label: string;
  busy: boolean;
  onClick: () => void;
}

/** The Delete button at the end of an admin list row. */
export function DeleteItemButton({ label, busy, onClick }: DeleteItemButtonProps) {
  return (
    <Button
      color="red.8"
      variant="outline"
      size="compact-sm"
      leftSection={<IconTrash size={16} aria-hidden="true" />}
      loading={busy}
      onClick={onClick}
      aria-label={label}
      style={{ flexShrink: 0 }}
    >
      Delete
    </Button>
  );
}
