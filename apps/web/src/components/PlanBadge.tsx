import { Badge } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';

/** The user's plan: Full Access (brand colour) or Explorer (neutral). */
export function PlanBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge
      variant="light"
      color="violet"
      c="violet.9"
      size="lg"
      tt="none"
      leftSection={<IconBolt size={14} aria-hidden="true" />}
    >
      Full Access
    </Badge>
  ) : (
    <Badge variant="outline" color="gray.7" size="lg" tt="none">
      Explorer
    </Badge>
  );
}
