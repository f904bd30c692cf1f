import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import {
  TRACK_RECORD_MIN_DEALS,
  trackKindLine,
  trackRecordLine,
  trackVerifiedBy,
  type TrackRecord,
} from '@partnerly/shared';
import { errorMessage } from '../../../lib/api-errors';
import { useSaveResultsVisibility } from '../api/results-visibility';

/**
 * The creator's verified results as brands see them (issue 47 point 5), and the switch that
 * hides them from the page, the media kit, search and campaign applications. Before there are
 * enough, it says how they come.
 */
export function ResultsSection({
  results,
  hidden,
}: {
  results: TrackRecord | null;
  hidden: boolean;
}) {
  const save = useSaveResultsVisibility();
  return (
    <Stack component="section" gap="sm" aria-labelledby="own-results-title">
      <Title order={2} fz="lg" id="own-results-title">
        Verified results
      </Title>
      <Card withBorder radius="md" padding="md">
        {results ? (
          <Stack gap="sm">
            <Text fw={600}>{trackRecordLine(results)}</Text>
            {results.deliverables.slice(1).map((kind) => (
              <Text size="sm" key={`${kind.platform}-${kind.what}`}>
                {trackKindLine(kind)}
              </Text>
            ))}
            <Text size="xs" c="gray.7">
              {trackVerifiedBy(results)} · counted from completed deals with a verified post
            </Text>
            <Switch
              label="Show on my page, media kit and in search"
              checked={!hidden}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ hidden: !event.currentTarget.checked })}
            />
            {hidden && (
              <Text size="sm" c="gray.7">
                Hidden: brands see no results at all, not zero.
              </Text>
            )}
            {save.error && (
              <Alert color="red" variant="outline" role="alert">
                {errorMessage(save.error)}
              </Alert>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="gray.7">
            Once {TRACK_RECORD_MIN_DEALS} of your deals are completed with a post verified on
            Instagram, YouTube or TikTok, your page shows your results: deals, how many on time, and
            your median views.
          </Text>
        )}
      </Card>
    </Stack>
  );
}
