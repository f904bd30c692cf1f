import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';

// Loaded on the first press: the lists stay out of the first load of a public page.
const SaveToListDialog = lazy(() => import('./SaveToListDialog'));

/** The shortlists dialog for `username`, opened by `open` from any trigger. */
export function useSaveToListDialog(username: string): { open: () => void; dialog: ReactNode } {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  const dialog = loaded && (
    <Suspense fallback={null}>
      <SaveToListDialog username={username} opened={opened} onClose={() => setOpened(false)} />
    </Suspense>
  );
  return { open, dialog };
}

/** Save: an icon that puts a profile into one or more of the member's shortlists. */
export function SaveToListButton({ username }: { username: string }) {
  const { open, dialog } = useSaveToListDialog(username);
  const label = `Save ${username} to a list`;

  return (
    <>
      <ActionIcon
        variant="subtle"
        color="violet"
        c="violet.9"
        size="lg"
        onClick={open}
        aria-label={label}
        title={label}
      >
        <IconBookmark size={18} aria-hidden="true" />
      </ActionIcon>
      {dialog}
    </>
  );
}
