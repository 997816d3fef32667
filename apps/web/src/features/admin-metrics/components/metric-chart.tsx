import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDayShort, moneyTicks } from '../lib/format';

export type ChartSeries = { key: string; name: string; color: string };

export type MetricChartProps = {
  data: Array<Record<string, number | string>>;
  series: ChartSeries[];
  kind?: 'line' | 'bar';
  format?: (n: number) => string;
};

/**
 * A daily chart (recharts lives only in this lazily loaded chunk). Drawn for sighted people;
 * the figure around it carries the summary and the data as a table for everyone else.
 */
export default function MetricChart({ data, series, kind = 'line', format }: MetricChartProps) {
  const shaped = data.map((d) => ({ ...d, label: formatDayShort(String(d.day)) }));
  const values = data.flatMap((d) => series.map((s) => Number(d[s.key]) || 0));
  const ticks = format ? moneyTicks(Math.min(0, ...values), Math.max(0, ...values)) : undefined;
  const axis = {
    x: <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={28} />,
    y: (
      <YAxis
        allowDecimals={false}
        tick={{ fontSize: 11 }}
        width={format ? 64 : 40}
        // Money in cents: whole, round dollar steps, so the labels never read "$0, $0, $1".
        ticks={ticks}
        domain={ticks ? [ticks[0]!, ticks[ticks.length - 1]!] : undefined}
        tickFormatter={format ? (v: number) => format(v) : undefined}
      />
    ),
  };
  const tooltip = (
    <Tooltip formatter={format ? (v) => format(Number(v)) : undefined} labelStyle={{ fontWeight: 600 }} />
  );
  return (
    <div className="h-56 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'bar' ? (
          <BarChart
            data={shaped}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            // Hidden from assistive tech (the figure's table says it all): no keyboard stop either.
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            {axis.x}
            {axis.y}
            {tooltip}
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[3, 3, 0, 0]} />
            ))}
          </BarChart>
        ) : (
          <LineChart
            data={shaped}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            {axis.x}
            {axis.y}
            {tooltip}
            {series.map((s) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.name}
                stroke={s.color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
