import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal } from '@mantine/core';
import { DialogGuardContext, useWarnBeforeUnload } from '../lib/unsaved-changes';

/** What every modal of the app is given by the page that opens it. */
export interface ModalProps {
  opened: boolean;
  onClose: () => void;
}

interface AppModalProps extends ModalProps {
  title: ReactNode;
  children: ReactNode;
  size?: string | number;
  /** The dialog holds unsaved changes (a form inside may also say so: useUnsavedChanges). */
  dirty?: boolean;
}

/**
 * A Modal built from its parts because Modal's own header is a <header>, which would add a
 * second banner landmark next to the page's top bar (axe: landmark-no-duplicate-banner).
 * With unsaved changes, closing it (the X, Escape, a click outside, Cancel) asks first.
 */
export function AppModal({
  opened,
  onClose,
  title,
  children,
  size = 'md',
  dirty = false,
}: AppModalProps) {
  const [asking, setAsking] = useState(false);
  /** How the forms inside tell their unsaved changes, asked at the moment of closing. */
  const forms = useRef(new Set<() => boolean>());
  useWarnBeforeUnload(opened && dirty);

  const requestClose = () => {
    const unsaved = dirty || [...forms.current].some((isDirty) => isDirty());
    if (unsaved && !asking) {
      setAsking(true);
      return;
    }
    setAsking(false);
    onClose();
  };
  const discard = () => {
    setAsking(false);
    onClose();
  };
  // Stable, so the forms register once.
  const [watch] = useState(() => (isDirty: () => boolean) => {
    forms.current.add(isDirty);
    return () => void forms.current.delete(isDirty);
  });
  const guard = { watch, requestClose };

  return (
    <Modal.Root opened={opened} onClose={requestClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Group
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          px="md"
          pt="md"
          pb="xs"
          align="flex-start"
        >
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Group>
        <Modal.Body>
          {asking && (
            <Alert color="yellow" c="dark.9" mb="md" role="alert" title="Discard your changes?">
              What you typed here is not saved yet.
              <Group gap="xs" mt="sm">
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => setAsking(false)}
                  autoFocus
                >
                  Keep editing
                </Button>
                <Button size="compact-sm" color="red.9" onClick={discard}>
                  Discard changes
                </Button>
              </Group>
            </Alert>
          )}
          <DialogGuardContext value={guard}>{children}</DialogGuardContext>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
