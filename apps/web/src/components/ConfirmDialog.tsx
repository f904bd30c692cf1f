import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal, type ModalProps } from './AppModal';

interface ConfirmDialogProps extends ModalProps {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The destructive button's words, e.g. "Delete code". */
  confirmLabel: string;
  onConfirm: () => void;
  /** The confirming button's colour: red for what destroys (the default), the brand's otherwise. */
  confirmColor?: string;
}

/** Asks once before something that cannot be undone; Cancel is the safe default. */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  confirmColor = 'red.9',
}: ConfirmDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title} size="sm">
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            color={confirmColor}
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
