import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { connectPlatformName, formatFollowers, type ConnectPlatform } from '@partnerly/shared';
import { useConnections } from '../../api/connections';
import { useFollowerHistory, type FollowerDay } from '../../api/follower-history';

const WIDTH = 160;
const HEIGHT = 40;

/** The counts as an SVG line, lowest at the bottom, one point a day. */
function pointsOf(days: FollowerDay[]): string {
  const counts = days.map((day) => day.followers);
  const low = Math.min(...counts);
  const span = Math.max(...counts) - low || 1;
  const step = days.length > 1 ? WIDTH / (days.length - 1) : 0;
  return counts
    .map((count, index) => `${index * step},${HEIGHT - 2 - ((count - low) / span) * (HEIGHT - 4)}`)
    .join(' ');
}

/** One connected account's followers, one count a day (GET /api/connect/{platform}/history/). */
function Sparkline({ platform }: { platform: ConnectPlatform }) {
  const { data } = useFollowerHistory(platform);
  const name = connectPlatformName(platform);
  if (!data || data.length === 0) return null;
  const first = data[0]?.followers ?? 0;
  const last = data.at(-1)?.followers ?? 0;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {name} followers
          </Text>
          <Text size="sm">{formatFollowers(last)}</Text>
        </Group>
        <svg
          width="100%"
          height={HEIGHT}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`${name} followers over ${data.length} ${data.length === 1 ? 'day' : 'days'}: from ${formatFollowers(first)} to ${formatFollowers(last)}`}
        >
          <polyline
            points={data.length > 1 ? pointsOf(data) : `0,${HEIGHT / 2} ${WIDTH},${HEIGHT / 2}`}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </Stack>
    </Paper>
  );
}

/** Followers of each connected account, day by day: nothing without connections. */
export function FollowerSparklines() {
  const { data } = useConnections();
  if (!data || data.connections.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {data.connections.map((connection) => (
        <Sparkline key={connection.platform} platform={connection.platform} />
      ))}
    </SimpleGrid>
  );
}
