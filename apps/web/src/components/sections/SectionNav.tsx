import type { ReactNode } from 'react';
import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { Icon } from '@tabler/icons-react';

export interface Section<T extends string> {
  value: T;
  label: string;
  icon: Icon;
}

interface SectionNavProps<S extends Section<string>> {
  /** The landmark's name, e.g. "Settings sections". */
  label: string;
  sections: readonly S[];
  current: S['value'];
  /** Shown at the end of a section's row, e.g. how many items it holds. */
  badge?: (section: S) => ReactNode;
  /** Called after a section is chosen (the phone menu closes itself then). */
  onNavigate?: () => void;
}

/** The sections of a page kept in `?tab=`, as links; the side panel and the phone menu. */
export function SectionNav<S extends Section<string>>({
  label,
  sections,
  current,
  badge,
  onNavigate,
}: SectionNavProps<S>) {
  return (
    <nav aria-label={label}>
      <Stack gap={4}>
        {sections.map((section) => {
          const { value, label: name, icon: SectionIcon } = section;
          return (
            <NavLink
              key={value}
              component={Link}
              to={`?tab=${value}`}
              replace
              label={name}
              active={value === current}
              aria-current={value === current ? 'page' : undefined}
              leftSection={<SectionIcon size={20} aria-hidden="true" />}
              rightSection={badge?.(section)}
              onClick={onNavigate}
              color="violet"
              variant="light"
              fw={value === current ? 700 : 500}
              // Hovering the current item keeps its violet-1 ground: violet-9 text on Mantine's
              // violet-2 hover colour is below the 4.5:1 contrast WCAG AA asks for.
              vars={() => ({
                root: { '--nl-hover': 'var(--mantine-color-violet-1)' },
                children: {},
              })}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
        })}
      </Stack>
    </nav>
  );
}
