import { Badge } from '@mantine/core';
import type { AdminData } from '@partnerly/shared';
import { SectionNav } from '../../../components/sections/SectionNav';
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
    <SectionNav
      label="Admin sections"
      sections={ADMIN_TABS}
      current={current}
      onNavigate={onNavigate}
      badge={({ list }) =>
        list && (
          <Badge color="violet.8" variant="filled" size="sm">
            {totals[list].toLocaleString('en')}
          </Badge>
        )
      }
    />
  );
}
