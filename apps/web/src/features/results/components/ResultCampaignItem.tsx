import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { countOf, type ResultsCampaign } from '@partnerly/shared';
import { ResultFigures } from './ResultFigures';

/** One campaign's orders together, and a way to see only them. */
export function ResultCampaignItem({
  campaign,
  onChoose,
}: {
  campaign: ResultsCampaign;
  /** Unset while this campaign is already the filter. */
  onChoose?: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} lineClamp={2}>
            {campaign.title}
          </Text>
          {onChoose && (
            <Button variant="subtle" size="compact-sm" onClick={onChoose}>
              Show only this <VisuallyHidden>campaign: {campaign.title}</VisuallyHidden>
            </Button>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {countOf(campaign.orders, { one: 'order', other: 'orders' })}
        </Text>
        <ResultFigures figures={campaign} />
      </Stack>
    </Paper>
  );
}
