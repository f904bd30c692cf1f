import { Group, Stack, Text, Title } from '@mantine/core';
import {
  formatCount,
  trackDeals,
  trackKindLine,
  trackOnTime,
  trackVerifiedBy,
  type TrackRecord,
} from '@partnerly/shared';
import classes from '../public-profile.module.css';
import { PublicCard } from './PublicCardGrid';

/**
 * Verified results (issue 47 point 5): the creator's completed deals, how many on time, and the
 * median views of each kind of work, as the platforms measured the delivered posts; nothing
 * below three such deals or when the creator hid them (the data is null then).
 */
export function PublicResults({ results }: { results: TrackRecord | null }) {
  if (!results) return null;
  return (
    <Stack component="section" aria-labelledby="results-title" gap="sm">
      <Title order={2} id="results-title" fz="lg">
        Verified results
      </Title>
      <Stack component="ul" gap="sm" className={classes.list}>
        <PublicCard>
          <Stack gap="xs">
            <Group gap="lg" wrap="wrap">
              <Stack gap={0}>
                <Text fw={700} fz="xl">
                  {formatCount(results.completed_deals)}
                </Text>
                <Text size="sm" className={classes.muted}>
                  deals on Partnerly
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text fw={700} fz="xl">
                  {trackOnTime(results)}
                </Text>
                <Text size="sm" className={classes.muted}>
                  delivered on time
                </Text>
              </Stack>
            </Group>
            {results.deliverables.length > 0 && (
              <Stack component="ul" gap={4} className={classes.list}>
                {results.deliverables.map((kind) => (
                  <Text component="li" size="sm" key={`${kind.platform}-${kind.what}`}>
                    {trackKindLine(kind)}{' '}
                    <Text span size="sm" className={classes.muted}>
                      ({trackDeals(kind.deals)})
                    </Text>
                  </Text>
                ))}
              </Stack>
            )}
            <Text size="xs" className={classes.muted}>
              {trackVerifiedBy(results)} · counted from completed deals with a verified post
            </Text>
          </Stack>
        </PublicCard>
      </Stack>
    </Stack>
  );
}
