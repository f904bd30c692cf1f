import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconDotsVertical, IconLink } from '@tabler/icons-react';
import type { LinkData } from '@partnerly/shared';
import { ExternalRow, type ExternalRowProps } from './ExternalRow';
import { safeHref } from './external-link';

// Loaded on first use: Mantine's Modal would otherwise weigh on the first load of /{username}.
const LinkDetailsModal = lazy(async () => ({
  default: (await import('./LinkDetailsModal')).LinkDetailsModal,
}));

interface LinkRowProps {
  link: LinkData;
  /** Buttons after the details button (delete on the own profile). */
  actions?: ReactNode;
  /** Buttons before the details button (the drag handle on the own profile). */
  leading?: ReactNode;
  rowRef?: ExternalRowProps['rowRef'];
  rowStyle?: ExternalRowProps['rowStyle'];
}

/** A custom link: its title opens it in a new tab; the three-dot button shows its address. */
export function LinkRow({ link, actions, leading, rowRef, rowStyle }: LinkRowProps) {
  const [opened, setOpened] = useState(false);
  // Stays mounted after the first opening so the modal can animate its close.
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  const href = safeHref(link.link);
  const title = (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <IconLink size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {link.title}
      </Text>
    </Group>
  );

  return (
    <ExternalRow
      href={href}
      rowRef={rowRef}
      rowStyle={rowStyle}
      actions={
        <>
          {leading}
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            onClick={open}
            aria-label={`Show the address of ${link.title}`}
          >
            <IconDotsVertical size={20} aria-hidden="true" />
          </ActionIcon>
          {actions}
        </>
      }
      after={
        used && (
          <Suspense fallback={null}>
            <LinkDetailsModal link={link} opened={opened} onClose={() => setOpened(false)} />
          </Suspense>
        )
      }
    >
      {title}
    </ExternalRow>
  );
}
