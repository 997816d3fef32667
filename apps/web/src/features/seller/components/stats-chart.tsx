import { formatDay } from '@traspasa/shared/dates';
import type { BusinessStats } from '@traspasa/shared/listings';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const series = [
  { key: 'views', name: 'Visitas', color: '#115e59' },
  { key: 'favorites', name: 'Guardados', color: '#e11d48' },
  { key: 'ndaRequests', name: 'Acuerdos solicitados', color: '#d97706' },
  { key: 'contacts', name: 'Contactos', color: '#2563eb' },
] as const;

/** The 30-day chart (recharts lives only in this lazily loaded chunk). */
export default function StatsChart({ stats }: { stats: BusinessStats }) {
  const data = stats.days.map((d) => ({ ...d, label: formatDay(d.day, 'short') }));
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
