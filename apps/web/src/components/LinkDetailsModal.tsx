import { Button, Stack, Text } from '@mantine/core';
import type { LinkData } from '@partnerly/shared';
import { AppModal } from './AppModal';

interface LinkDetailsModalProps {
  link: LinkData;
  opened: boolean;
  onClose: () => void;
}

/** The three-dot details of a link: its full address, and Close. */
export function LinkDetailsModal({ link, opened, onClose }: LinkDetailsModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={link.title}>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{link.link}</Text>
        <Button variant="default" onClick={onClose} w="fit-content">
          Close
        </Button>
      </Stack>
    </AppModal>
  );
}
