import { Badge, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminData } from '@partnerly/shared';
import { ADMIN_TABS } from '../admin-tabs';
import type { AdminTab } from '../admin-tabs';

interface AdminNavProps {
  current: AdminTab;
  totals: AdminData['totals'];
  /** Called after a section is chosen (the phone menu closes itself then). */
  onNavigate?: () => void;
}

/** The console's sections with how many items each holds; the side panel and the phone menu. */
export function AdminNav({ current, totals, onNavigate }: AdminNavProps) {
  return (
    <nav aria-label="Admin sections">
      <Stack gap={4}>
        {ADMIN_TABS.map(({ value, label, icon: TabIcon, list }) => (
          <NavLink
            key={value}
            component={Link}
            to={`?tab=${value}`}
            replace
            label={label}
            active={value === current}
            aria-current={value === current ? 'page' : undefined}
            leftSection={<TabIcon size={20} aria-hidden="true" />}
            rightSection={
              list && (
                <Badge color="violet.8" variant="filled" size="sm">
                  {totals[list].toLocaleString('en')}
                </Badge>
              )
            }
            onClick={onNavigate}
            color="violet"
            variant="light"
            fw={value === current ? 700 : 500}
            // violet-9 text on Mantine's violet-2 hover ground is below WCAG AA: keep violet-1.
            vars={() => ({
              root: { '--nl-hover': 'var(--mantine-color-violet-1)' },
              children: {},
            })}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </Stack>
    </nav>
  );
}
