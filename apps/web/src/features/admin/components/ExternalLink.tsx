import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/** A link to check on another site, opened in a new tab (and saying so to screen readers). */
export function ExternalLink({ href }: { href: string }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      c="violet.8"
      td="underline"
      style={{ overflowWrap: 'anywhere' }}
    >
      {href}
      <IconExternalLink
        size={14}
        aria-hidden="true"
        style={{ marginLeft: 4, verticalAlign: 'middle' }}
      />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
