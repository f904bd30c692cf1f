import { Affix, Button, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import { EXTERNAL_LINK } from '../../../components/external-link';

/**
 * Opens the public profile in a new tab. On wider screens it floats above the bottom right
 * corner; on phones (`inline`) it sits in the page under the header, where it covers nothing
 * (issue 53: floating at 360 px it hid the checklist's buttons).
 */
export function ViewProfileButton({ username, inline }: { username: string; inline?: boolean }) {
  const button = (
    <Button
      component="a"
      href={paths.publicProfile(username)}
      {...EXTERNAL_LINK}
      radius="xl"
      size={inline ? 'sm' : 'md'}
      variant={inline ? 'light' : 'filled'}
      leftSection={<IconExternalLink size={18} aria-hidden="true" />}
      style={inline ? { alignSelf: 'flex-start' } : { boxShadow: 'var(--mantine-shadow-md)' }}
      hiddenFrom={inline ? 'sm' : undefined}
    >
      View
      <VisuallyHidden> your public profile (opens in a new tab)</VisuallyHidden>
    </Button>
  );
  if (inline) return button;
  return (
    // Inside the shell (no portal) so it can sit on top of the bottom bar's height.
    <Affix
      withinPortal={false}
      position={{ right: 16, bottom: 'calc(var(--app-bottom-bar-height, 64px) + 16px)' }}
      zIndex={140}
      visibleFrom="sm"
    >
      {button}
    </Affix>
  );
}
