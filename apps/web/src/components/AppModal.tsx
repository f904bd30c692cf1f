import type { ReactNode } from 'react';
import { Group, Modal } from '@mantine/core';

/** What every modal of the app is given by the page that opens it. */
export interface ModalProps {
  opened: boolean;
  onClose: () => void;
}

interface AppModalProps extends ModalProps {
  title: ReactNode;
  children: ReactNode;
  size?: string | number;
}

/**
 * A Modal built from its parts because Modal's own header is a <header>, which would add a
 * second banner landmark next to the page's top bar (axe: landmark-no-duplicate-banner).
 */
export function AppModal({ opened, onClose, title, children, size = 'md' }: AppModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
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
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
