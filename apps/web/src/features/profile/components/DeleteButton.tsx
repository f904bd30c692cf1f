import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { AppModal } from '../../../components/AppModal';

interface DeleteButtonProps {
  /** Accessible name of the button, e.g. "Delete Instagram". */
  label: string;
  /** What is about to go, e.g. "your Instagram account". */
  what: string;
  /** The delete request; its failure is reported by the caller's mutation. */
  onConfirm: () => Promise<unknown>;
}

/** A trash button that asks once before deleting. */
export function DeleteButton({ label, what, onConfirm }: DeleteButtonProps) {
  const [opened, confirm] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The mutation already told the user, or the spec says to stay silent.
    } finally {
      setBusy(false);
      confirm.close();
    }
  };

  return (
    <>
      <ActionIcon
        variant="subtle"
        color="red.9"
        size="lg"
        onClick={confirm.open}
        aria-label={label}
      >
        <IconTrash size={20} aria-hidden="true" />
      </ActionIcon>
      <AppModal opened={opened} onClose={confirm.close} title="Delete?" size="sm">
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>Delete {what}? This cannot be undone.</Text>
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={confirm.close} disabled={busy}>
              Cancel
            </Button>
            <Button color="red.9" onClick={() => void remove()} loading={busy}>
              Delete
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
