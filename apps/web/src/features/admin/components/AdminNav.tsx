import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '@partnerly/shared';
import type { AdminData } from '@partnerly/shared';
import { adminReportsQuery } from '../api/reports';
import { SectionNav } from '../../../components/sections/SectionNav';
import { ADMIN_TABS } from '../admin-tabs';
import type { AdminTab } from '../admin-tabs';
import { adminOrdersQuery } from '../api/orders';

interface AdminNavProps {
  current: AdminTab;
  totals: AdminData['totals'];
  /** Called after a section is chosen (the phone menu closes itself then). */
  onNavigate?: () => void;
}

/** The console's sections with how many items each holds; the side panel and the phone menu. */
export function AdminNav({ current, totals, onNavigate }: AdminNavProps) {
  // Reports are counted from the tab's own list, so the badge drops as reports are closed.
  const { data: reports } = useQuery(adminReportsQuery);
  // Deals count the open disputes: what waits for an admin there.
  const { data: disputes } = useQuery(adminOrdersQuery('disputed'));
  const countOf = ({ list, value }: (typeof ADMIN_TABS)[number]) => {
    if (list) return totals[list];
    if (value === 'deals') return disputes?.length;
    return value === 'reports' ? reports?.reports.length : undefined;
  };

  return (
    <SectionNav
      label="Admin sections"
      sections={ADMIN_TABS}
      current={current}
      onNavigate={onNavigate}
      badge={(section) => {
        const count = countOf(section);
        return (
          count !== undefined && (
            <Badge color="violet.8" variant="filled" size="sm">
              {formatCount(count)}
            </Badge>
          )
        );
      }}
    />
  );
}
