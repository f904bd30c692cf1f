import type { CSSProperties, ReactNode, Ref } from 'react';
import { Group, Paper, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { EXTERNAL_LINK } from './external-link';

export interface ExternalRowProps {
  /** A safe address (see safeHref); the body opens it in a new tab. None: the body is plain. */
  href?: string | null;
  /** What the row shows. */
  children: ReactNode;
  /** Buttons at the end of the row. */
  actions?: ReactNode;
  /** Rendered inside the row after its content, e.g. a modal the actions open. */
  after?: ReactNode;
  /** The row's element and its style, for a list that moves rows (drag and drop). */
  rowRef?: Ref<HTMLLIElement>;
  rowStyle?: CSSProperties;
}

/** A list row whose body links out to another site, with its own buttons at the end. */
export function ExternalRow({
  href,
  children,
  actions,
  after,
  rowRef,
  rowStyle,
}: ExternalRowProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" ref={rowRef} style={rowStyle}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {href ? (
          <UnstyledButton component="a" href={href} {...EXTERNAL_LINK} miw={0} style={{ flex: 1 }}>
            {children}
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </UnstyledButton>
        ) : (
          <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        )}
        {actions && (
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {actions}
          </Group>
        )}
      </Group>
      {after}
    </Paper>
  );
}
