import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AppModal } from '../../../components/AppModal';

const NOTICE =
  'Before contacting anyone, especially a famous person, we recommend that you examine their profile, click on their social media links and check if they are real accounts.';

/** The warning icon of /search and the safety notice it opens (SPEC.md section 2). */
export function SearchNotice() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon
        variant="light"
        color="orange"
        size={40}
        radius="xl"
        aria-label="Before contacting anyone"
        title="Before contacting anyone"
        onClick={open}
      >
        <IconAlertTriangle size={22} aria-hidden="true" color="var(--mantine-color-orange-9)" />
      </ActionIcon>
      <AppModal opened={opened} onClose={close} title="Before contacting anyone">
        <Text>{NOTICE}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={close}>Got it</Button>
        </Group>
      </AppModal>
    </>
  );
}
