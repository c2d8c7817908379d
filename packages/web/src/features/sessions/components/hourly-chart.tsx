import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '@/components/chart-figure';
import { tableEmpty } from '@/components/table-empty';
import { palette } from '@/components/theme';
import { inUserZone } from '@/lib/format/dates';
import { formatDuration } from '@/lib/format/duration';
import { percent } from '@/lib/format/percent';
import type { FloorDay } from '../api/get-floor-day';

type Hour = FloorDay['hours'][number];
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The approve rate (%) and average talk time (seconds) of each hour, as bars on two axes. */
export function HourlyChart({ day }: { day: FloorDay }) {
  const { t } = useTranslation();
  const worked = day.hours.filter((h) => h.leadsWorked + h.answered > 0);
  const points = day.hours.map((h) => ({
    time: inUserZone(h.from).format('HH:mm'),
    approveRate: h.approveRate == null ? null : percent(h.approveRate),
    averageTalk: h.averageTalkSeconds == null ? null : Math.round(h.averageTalkSeconds),
  }));
  const sum = (pick: (h: Hour) => number) => day.hours.reduce((total, h) => total + pick(h), 0);
  const rate = ratio(
    sum((h) => h.leadsApproved),
    sum((h) => h.leadsWorked),
  );
  const summary = t('sessions.today.hourly.summary', {
    approved: sum((h) => h.leadsApproved),
    worked: sum((h) => h.leadsWorked),
    rate: rate == null ? '—' : `${percent(rate)} %`,
    talk: formatDuration(
      ratio(
        sum((h) => h.talkSeconds),
        sum((h) => h.answered),
      ),
    ),
  });
  const approveLabel = t('sessions.today.series.approveRate');
  const talkLabel = t('sessions.today.series.averageTalk');
  return (
    <ChartFigure
      caption={t('sessions.today.hourly.caption')}
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 800, height: 260 }}>
          <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 16, bottom: 24, left: 8 }}>
            <CartesianGrid stroke={palette.border} strokeDasharray="3 3" />
            <XAxis
              dataKey="time"
              interval={1}
              label={{ value: t('sessions.today.axis.hour'), position: 'insideBottom', offset: -16 }}
            />
            <YAxis
              yAxisId="rate"
              domain={[0, 100]}
              label={{ value: t('sessions.today.axis.rate'), angle: -90, position: 'insideLeft' }}
            />
            <YAxis
              yAxisId="talk"
              orientation="right"
              label={{ value: t('sessions.today.axis.talk'), angle: 90, position: 'insideRight' }}
            />
            <Tooltip />
            <Legend verticalAlign="top" />
            <Bar
              yAxisId="rate"
              dataKey="approveRate"
              name={approveLabel}
              fill={palette.primary}
              isAnimationActive={false}
            />
            <Bar yAxisId="talk" dataKey="averageTalk" name={talkLabel} fill="#3a7d44" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table<Hour>
          size="small"
          rowKey="from"
          dataSource={worked}
          pagination={false}
          locale={{ emptyText: tableEmpty(t('sessions.today.empty')) }}
          columns={[
            { key: 'time', title: t('sessions.today.axis.hour'), render: (_, h) => inUserZone(h.from).format('HH:mm') },
            {
              key: 'worked',
              title: t('sessions.today.series.leadsWorked'),
              align: 'right',
              render: (_, h) => h.leadsWorked,
            },
            {
              key: 'approved',
              title: t('sessions.today.series.leadsApproved'),
              align: 'right',
              render: (_, h) => h.leadsApproved,
            },
            {
              key: 'approveRate',
              title: approveLabel,
              align: 'right',
              render: (_, h) => (h.approveRate == null ? '—' : `${percent(h.approveRate)} %`),
            },
            {
              key: 'answered',
              title: t('sessions.today.series.answered'),
              align: 'right',
              render: (_, h) => h.answered,
            },
            {
              key: 'averageTalk',
              title: talkLabel,
              align: 'right',
              render: (_, h) => formatDuration(h.averageTalkSeconds),
            },
          ]}
        />
      }
    />
  );
}
