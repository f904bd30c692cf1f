import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';

// Loaded on the first press: the lists stay out of the first load of a public page.
const SaveToListDialog = lazy(() => import('./SaveToListDialog'));

interface SaveToListButtonProps {
  username: string;
  /** An icon (search results) instead of a text button (the public profile). */
  compact?: boolean;
}

/** Save: puts a profile into one or more of the member's shortlists. Signed-in pages only. */
export function SaveToListButton({ username, compact }: SaveToListButtonProps) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const label = `Save ${username} to a list`;
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };

  return (
    <>
      {compact ? (
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
      ) : (
        <Button
          variant="subtle"
          color="violet"
          c="violet.9"
          onClick={open}
          leftSection={<IconBookmark size={16} aria-hidden="true" />}
          aria-label={label}
        >
          Save
        </Button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <SaveToListDialog username={username} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
