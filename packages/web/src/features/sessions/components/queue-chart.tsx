import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '@/components/chart-figure';
import { tableEmpty } from '@/components/table-empty';
import { palette } from '@/components/theme';
import { inUserZone } from '@/lib/format/dates';
import type { FloorDay } from '../api/get-floor-day';

type Quarter = FloorDay['quarters'][number];
type Sampled = Quarter & { waiting: number };

/** Tasks due and not yet taken at the start of each quarter of the day so far. */
export function QueueChart({ day }: { day: FloorDay }) {
  const { t } = useTranslation();
  const sampled = day.quarters.filter((q): q is Sampled => q.waiting !== null);
  const points = day.quarters.map((q) => ({ time: inUserZone(q.from).format('HH:mm'), waiting: q.waiting }));
  const peak = sampled.reduce<Sampled | null>((top, q) => (top && top.waiting >= q.waiting ? top : q), null);
  const label = t('sessions.today.series.waiting');
  const summary =
    peak === null
      ? t('sessions.today.empty')
      : t('sessions.today.queue.summary', {
          now: sampled.at(-1)?.waiting ?? 0,
          peak: peak.waiting,
          at: inUserZone(peak.from).format('HH:mm'),
        });
  return (
    <ChartFigure
      caption={t('sessions.today.queue.caption')}
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 800, height: 220 }}>
          <AreaChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 16, bottom: 24, left: 8 }}>
            <CartesianGrid stroke={palette.border} strokeDasharray="3 3" />
            <XAxis
              dataKey="time"
              interval={7}
              label={{ value: t('sessions.today.axis.time'), position: 'insideBottom', offset: -16 }}
            />
            <YAxis
              allowDecimals={false}
              label={{ value: t('sessions.today.axis.waiting'), angle: -90, position: 'insideLeft' }}
            />
            <Tooltip />
            <Area
              dataKey="waiting"
              name={label}
              stroke={palette.primary}
              fill={palette.subtle}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      }
      table={
        <Table<Sampled>
          size="small"
          rowKey="from"
          dataSource={sampled}
          pagination={false}
          locale={{ emptyText: tableEmpty(t('sessions.today.empty')) }}
          columns={[
            { key: 'time', title: t('sessions.today.axis.time'), render: (_, q) => inUserZone(q.from).format('HH:mm') },
            { key: 'waiting', title: label, align: 'right', render: (_, q) => q.waiting },
          ]}
        />
      }
    />
  );
}
