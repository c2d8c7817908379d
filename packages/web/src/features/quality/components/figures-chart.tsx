import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { palette } from '@/components/theme';
import { formatDate } from '@/lib/format/format-date';
import type { QualitySeries } from '../api/get-figures';

/** Colours the lines take in turn. */
const COLOURS = [palette.primary, '#3a7d44', '#b5651d', '#7b3fa0', '#c0392b', '#1f7a8c', '#8a6d1d', '#555'];
/** More lines than this would be unreadable: the table has them all. */
export const CHART_SERIES_MAX = COLOURS.length;

/** The weekly averages of the most evaluated series, one line each (the table beside it is the text). */
export function FiguresChart({ weeks, series }: { weeks: string[]; series: QualitySeries[] }) {
  const shown = [...series].sort((a, b) => b.count - a.count).slice(0, CHART_SERIES_MAX);
  const points = weeks.map((week) => ({
    week: formatDate(`${week}T12:00:00`),
    ...Object.fromEntries(shown.map((s) => [s.id, s.weeks.find((w) => w.week === week)?.average ?? null])),
  }));
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 800, height: 260 }}>
      <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={palette.border} strokeDasharray="3 3" />
        <XAxis dataKey="week" />
        <YAxis domain={[0, 100]} />
        <Tooltip />
        <Legend verticalAlign="top" />
        {shown.map((s, i) => (
          <Line
            key={s.id}
            dataKey={String(s.id)}
            name={s.name}
            stroke={COLOURS[i]}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
