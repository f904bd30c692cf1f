import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AppModal } from '../../../components/AppModal';

const NOTICE =
  'Before contacting anyone, especially a famous person, we recommend that you examine their profile, click on their social media links and check if they are real accounts.';

/** The warning button of /search, labelled, and the safety notice it opens (docs/SPEC.md section 2). */
export function SearchNotice() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={
          <IconAlertTriangle size={18} aria-hidden="true" color="var(--mantine-color-orange-9)" />
        }
        onClick={open}
      >
        Safety tips
      </Button>
      <AppModal opened={opened} onClose={close} title="Before contacting anyone">
        <Text>{NOTICE}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={close}>Got it</Button>
        </Group>
      </AppModal>
    </>
  );
}
