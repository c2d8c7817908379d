import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '@/components/chart-figure';
import { tableEmpty } from '@/components/table-empty';
import { palette } from '@/components/theme';
import { inUserZone } from '@/lib/format/dates';
import { formatDay } from '@/lib/format/format-date';
import type { FloorDay } from '../api/get-floor-day';

type Quarter = FloorDay['quarters'][number];
const SERIES = [
  { key: 'calls', color: palette.primary },
  { key: 'answered', color: '#3a7d44' },
  { key: 'orders', color: '#8a5a00' },
] as const;
const total = (quarters: Quarter[], pick: (q: Quarter) => number) => quarters.reduce((sum, q) => sum + pick(q), 0);

/** Calls, answered calls and orders per 15 minutes today (solid) beside the same weekday a week earlier (dashed). */
export function TrafficChart({ day }: { day: FloorDay }) {
  const { t } = useTranslation();
  const now = Date.parse(day.at);
  const lastWeek = formatDay(day.lastWeekDay);
  // Today's lines stop at the current quarter; last week's run the whole day.
  const points = day.quarters.map((q) => {
    const past = Date.parse(q.from) <= now;
    return {
      time: inUserZone(q.from).format('HH:mm'),
      calls: past ? q.today.calls : null,
      answered: past ? q.today.answered : null,
      orders: past ? q.today.orders : null,
      callsLastWeek: q.lastWeek.calls,
      answeredLastWeek: q.lastWeek.answered,
      ordersLastWeek: q.lastWeek.orders,
    };
  });
  const busy = day.quarters.filter((q) => q.today.calls + q.today.orders + q.lastWeek.calls + q.lastWeek.orders > 0);
  const label = (key: (typeof SERIES)[number]['key']) => t(`sessions.today.series.${key}`);
  const summary = t('sessions.today.traffic.summary', {
    calls: total(day.quarters, (q) => q.today.calls),
    answered: total(day.quarters, (q) => q.today.answered),
    orders: total(day.quarters, (q) => q.today.orders),
    day: lastWeek,
    lastCalls: total(day.quarters, (q) => q.lastWeek.calls),
    lastAnswered: total(day.quarters, (q) => q.lastWeek.answered),
    lastOrders: total(day.quarters, (q) => q.lastWeek.orders),
  });
  return (
    <ChartFigure
      caption={t('sessions.today.traffic.caption', { day: lastWeek })}
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 800, height: 280 }}>
          <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 16, bottom: 24, left: 8 }}>
            <CartesianGrid stroke={palette.border} strokeDasharray="3 3" />
            <XAxis
              dataKey="time"
              interval={7}
              label={{ value: t('sessions.today.axis.time'), position: 'insideBottom', offset: -16 }}
            />
            <YAxis
              allowDecimals={false}
              label={{ value: t('sessions.today.axis.count'), angle: -90, position: 'insideLeft' }}
            />
            <Tooltip />
            <Legend verticalAlign="top" />
            {SERIES.map((s) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={label(s.key)}
                stroke={s.color}
                dot={false}
                isAnimationActive={false}
              />
            ))}
            {SERIES.map((s) => (
              <Line
                key={`${s.key}LastWeek`}
                dataKey={`${s.key}LastWeek`}
                name={`${label(s.key)} (${lastWeek})`}
                stroke={s.color}
                strokeDasharray="4 4"
                strokeOpacity={0.6}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <Table<Quarter>
          size="small"
          rowKey="from"
          dataSource={busy}
          pagination={false}
          locale={{ emptyText: tableEmpty(t('sessions.today.empty')) }}
          columns={[
            { key: 'time', title: t('sessions.today.axis.time'), render: (_, q) => inUserZone(q.from).format('HH:mm') },
            ...SERIES.map((s) => ({
              key: s.key,
              title: label(s.key),
              align: 'right' as const,
              render: (_: unknown, q: Quarter) => q.today[s.key],
            })),
            ...SERIES.map((s) => ({
              key: `${s.key}LastWeek`,
              title: `${label(s.key)} (${lastWeek})`,
              align: 'right' as const,
              render: (_: unknown, q: Quarter) => q.lastWeek[s.key],
            })),
          ]}
        />
      }
    />
  );
}
