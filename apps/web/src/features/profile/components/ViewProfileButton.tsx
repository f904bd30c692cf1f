import { Affix, Button, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import { EXTERNAL_LINK } from '../../../components/external-link';

/** Floats above the bottom bar and opens the public profile in a new tab. */
export function ViewProfileButton({ username }: { username: string }) {
  return (
    // Inside the shell (no portal) so it can sit on top of the bottom bar's height.
    <Affix
      withinPortal={false}
      position={{ right: 16, bottom: 'calc(var(--app-bottom-bar-height, 64px) + 16px)' }}
      zIndex={140}
    >
      <Button
        component="a"
        href={paths.publicProfile(username)}
        {...EXTERNAL_LINK}
        radius="xl"
        size="md"
        leftSection={<IconExternalLink size={18} aria-hidden="true" />}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        View
        <VisuallyHidden> your public profile (opens in a new tab)</VisuallyHidden>
      </Button>
    </Affix>
  );
}
