import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { AnalyticsReport } from '@partnerly/shared';

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** Views and unique visitors per day (loaded on its own: the chart library is large). */
export default function ViewsChart({ report }: { report: AnalyticsReport }) {
  const data = report.views.map((day, index) => ({
    date: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
    Views: day.count,
    'Unique visitors': report.unique_visitors[index]?.count ?? 0,
  }));
  return (
    <AreaChart
      h={220}
      data={data}
      dataKey="date"
      series={[
        { name: 'Views', color: 'violet.6' },
        { name: 'Unique visitors', color: 'teal.6' },
      ]}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="none"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false, width: 32 }}
    />
  );
}
