import { Skeleton, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '@/components/chart-figure';
import { tableEmpty } from '@/components/table-empty';
import { palette } from '@/components/theme';
import { DATE_FORMAT, getUserTimezone } from '@/lib/format/dates';
import { formatDuration } from '@/lib/format/duration';
import { percent } from '@/lib/format/percent';
import { type AgentDays, useAgentDays } from '../api/get-stats';
import type { StatsChoice } from '../lib/stats-choice';

type Day = AgentDays['days'][number];
const rateText = (rate: number | null) => (rate == null ? '—' : `${percent(rate)} %`);

/**
 * An agent's own figures per day of the chosen period (decision 1826): leads worked and orders as
 * bars, the approve rate as a line, on the user's own days; the same figures as a table for
 * those who cannot see the drawing.
 */
export function DailyChart({ accountId, choice }: { accountId: number; choice: StatsChoice }) {
  const { t } = useTranslation();
  const days = useAgentDays(accountId, choice, getUserTimezone());
  if (!days.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const list = days.data.days;
  const points = list.map((d) => ({
    day: dayjs(d.day).format('DD-MM'),
    leadsWorked: d.figures.leadsWorked,
    orders: d.figures.orders,
    approveRate: d.figures.approveRate == null ? null : percent(d.figures.approveRate),
  }));
  const busiest = list.reduce<Day | null>(
    (best, d) => (best === null || d.figures.leadsWorked > best.figures.leadsWorked ? d : best),
    null,
  );
  const worked = list.filter((d) => d.figures.leadsWorked + d.figures.orders + d.figures.calls > 0);
  const summary = worked.length
    ? t('profile.daily.summary', {
        days: worked.length,
        busiest: dayjs(busiest?.day).format(DATE_FORMAT),
        leads: busiest?.figures.leadsWorked ?? 0,
      })
    : t('profile.stats.empty');
  const labels = {
    leadsWorked: t('profile.figures.leadsWorked'),
    orders: t('profile.figures.orders'),
    approveRate: t('profile.figures.approveRate'),
  };
  return (
    <ChartFigure
      caption={t('profile.daily.caption')}
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 800, height: 240 }}>
          <ComposedChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid stroke={palette.border} strokeDasharray="3 3" />
            <XAxis dataKey="day" minTickGap={12} />
            <YAxis yAxisId="count" allowDecimals={false} />
            <YAxis yAxisId="rate" orientation="right" domain={[0, 100]} unit=" %" />
            <Tooltip />
            <Legend verticalAlign="top" />
            <Bar
              yAxisId="count"
              dataKey="leadsWorked"
              name={labels.leadsWorked}
              fill={palette.primary}
              isAnimationActive={false}
            />
            <Bar yAxisId="count" dataKey="orders" name={labels.orders} fill="#3a7d44" isAnimationActive={false} />
            <Line
              yAxisId="rate"
              dataKey="approveRate"
              name={labels.approveRate}
              stroke="#c26a00"
              connectNulls
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
      table={
        <Table<Day>
          size="small"
          rowKey="day"
          dataSource={worked}
          pagination={false}
          locale={{ emptyText: tableEmpty(t('profile.stats.empty')) }}
          columns={[
            { key: 'day', title: t('profile.daily.day'), render: (_, d) => dayjs(d.day).format(DATE_FORMAT) },
            { key: 'worked', title: labels.leadsWorked, align: 'right', render: (_, d) => d.figures.leadsWorked },
            {
              key: 'approveRate',
              title: labels.approveRate,
              align: 'right',
              render: (_, d) => rateText(d.figures.approveRate),
            },
            { key: 'orders', title: labels.orders, align: 'right', render: (_, d) => d.figures.orders },
            {
              key: 'delivered',
              title: t('profile.figures.delivered'),
              align: 'right',
              render: (_, d) => d.figures.delivered,
            },
            { key: 'calls', title: t('profile.daily.calls'), align: 'right', render: (_, d) => d.figures.calls },
            {
              key: 'talk',
              title: t('profile.figures.averageTalk'),
              align: 'right',
              render: (_, d) => formatDuration(d.figures.averageTalkSeconds),
            },
          ]}
        />
      }
    />
  );
}
