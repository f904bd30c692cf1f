import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { ResultsPoint } from '@partnerly/shared';

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * Views (left axis) and interactions (right axis) of the verified posts, day by day (loaded on
 * its own: the chart library is large). Interactions are a tenth of views or less: one axis
 * would flatten them.
 */
export default function ResultsChart({ series }: { series: ResultsPoint[] }) {
  const data = series.map((point) => ({
    date: dayLabel.format(new Date(`${point.day}T00:00:00Z`)),
    Views: point.views,
    Interactions: point.interactions,
  }));
  return (
    <AreaChart
      h={220}
      data={data}
      dataKey="date"
      series={[
        { name: 'Views', color: 'violet.6' },
        { name: 'Interactions', color: 'teal.6', yAxisId: 'right' },
      ]}
      curveType="monotone"
      withRightYAxis
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="none"
      gridAxis="y"
      valueFormatter={(value) => new Intl.NumberFormat('en-US').format(value)}
      yAxisProps={{ allowDecimals: false, width: 48 }}
      rightYAxisProps={{ allowDecimals: false, width: 40 }}
    />
  );
}
