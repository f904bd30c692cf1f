import { Skeleton, Text } from '@mantine/core';
import { formatCount, type PostReadPoint } from '@partnerly/shared';
import { usePostHistory } from '../api/post-history';

const WIDTH = 160;
const HEIGHT = 32;

/** The views as an SVG line, lowest at the bottom, one point a read. */
function pointsOf(reads: PostReadPoint[]): string {
  const views = reads.map((read) => read.views ?? 0);
  const low = Math.min(...views);
  const span = Math.max(...views) - low || 1;
  const step = reads.length > 1 ? WIDTH / (reads.length - 1) : 0;
  return views
    .map((count, index) => `${index * step},${HEIGHT - 2 - ((count - low) / span) * (HEIGHT - 4)}`)
    .join(' ');
}

/**
 * A verified post's views over its reads (at delivery, then 1 h to 30 days after it was
 * published): a line once there are two reads, the count alone before.
 */
export function PostViewsLine({
  orderId,
  index,
  at,
}: {
  orderId: number;
  index: number;
  /** The post's latest read: a new one fetches the series again. */
  at: string;
}) {
  const { data, isPending } = usePostHistory(orderId, index, at);
  if (isPending) return <Skeleton h={HEIGHT} w={WIDTH} />;
  const reads = (data ?? []).filter((read) => read.views !== null);
  if (reads.length < 2) return null;
  const first = reads[0]?.views ?? 0;
  const last = reads.at(-1)?.views ?? 0;
  return (
    <div>
      <svg
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Views over ${reads.length} reads: from ${formatCount(first)} to ${formatCount(last)}`}
      >
        <polyline
          points={pointsOf(reads)}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <Text size="xs" c="dimmed">
        {formatCount(last)} views
      </Text>
    </div>
  );
}
