import { addDays, REGIONS, weekMonday } from '@umbrella/contract';
import { Segmented, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableEmpty } from '@/components/table-empty';
import { inUserZone } from '@/lib/format/dates';
import { formatDate, formatDateTime } from '@/lib/format/format-date';
import { type EveryFilter, usePage, usePagedFilters } from '@/lib/table/use-paged-filters';
import { type QualityCriticalFail, type QualitySeries, useCriticalFails, useFigures } from '../api/get-figures';
import { FiguresChart } from './figures-chart';

export const FAILS_PAGE_SIZE = 10;
const PERIODS = [4, 8, 13, 26] as const;
type By = 'agents' | 'teams' | 'products';
type FiguresFilters = { weeks: number; by: By };

const regionName = (id: string) => REGIONS.find((r) => r.id === id)?.name ?? id;
const weekLabel = (week: string) => formatDate(`${week}T12:00:00`);

/**
 * Quality figures (decision 1814): the average score per agent, team or product for the last weeks,
 * as a chart of the most evaluated and a table of them all (the chart's text), and the critical
 * fails. Loaded as its own chunk with the chart library.
 */
export function FiguresTab() {
  const { t } = useTranslation();
  const initial: EveryFilter<FiguresFilters> = { weeks: 8, by: 'agents' };
  const { filters, update } = usePagedFilters<FiguresFilters>(initial, { prefix: 'figures.' });
  const { page, pagination } = usePage({ prefix: 'fails.' });
  const to = weekMonday(inUserZone(new Date()).format('YYYY-MM-DD'));
  const from = addDays(to, -7 * (filters.weeks - 1));
  const figures = useFigures({ from, to });
  const fails = useCriticalFails({ from, to, page, size: FAILS_PAGE_SIZE });
  const weeks = figures.data?.weeks ?? [];
  const series = figures.data?.[filters.by] ?? [];
  const subject = t(`qualityFigures.by.${filters.by}`);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select<number>
          aria-label={t('qualityFigures.period')}
          value={filters.weeks}
          onChange={(weeks) => update({ weeks })}
          options={PERIODS.map((n) => ({ value: n, label: t('qualityFigures.lastWeeks', { count: n }) }))}
          style={{ width: 180 }}
        />
        <Segmented<By>
          value={filters.by}
          onChange={(by) => update({ by })}
          options={(['agents', 'teams', 'products'] as const).map((value) => ({
            value,
            label: t(`qualityFigures.by.${value}`),
          }))}
        />
      </Space>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t(`qualityFigures.caption.${filters.by}`, { from: weekLabel(from), to: weekLabel(to) })}
      </Typography.Title>
      {series.length > 0 && (
        // The drawing repeats the table below it, which screen readers and keyboards read instead.
        <div aria-hidden="true">
          <FiguresChart weeks={weeks} series={series} />
        </div>
      )}
      <Table<QualitySeries>
        rowKey="id"
        size="small"
        loading={figures.isFetching}
        dataSource={series}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: tableEmpty(t('qualityFigures.empty')) }}
        columns={[
          { key: 'name', dataIndex: 'name', title: subject, fixed: 'left' },
          { key: 'average', dataIndex: 'average', title: t('qualityFigures.average'), align: 'right' },
          { key: 'count', dataIndex: 'count', title: t('qualityFigures.count'), align: 'right' },
          {
            key: 'criticalFails',
            dataIndex: 'criticalFails',
            title: t('qualityFigures.criticalFails'),
            align: 'right',
          },
          ...weeks.map((week) => ({
            key: week,
            title: weekLabel(week),
            align: 'right' as const,
            render: (_: unknown, s: QualitySeries) => {
              const w = s.weeks.find((x) => x.week === week);
              return w ? t('qualityFigures.weekCell', { average: w.average, count: w.count }) : '—';
            },
          })),
        ]}
      />
      <Typography.Title level={5} style={{ margin: '16px 0 0' }}>
        {t('qualityFigures.failsTitle')}
      </Typography.Title>
      <Table<QualityCriticalFail>
        rowKey="evaluationId"
        size="small"
        loading={fails.isFetching}
        dataSource={fails.data?.content ?? []}
        pagination={pagination(fails.data?.totalSize ?? 0, FAILS_PAGE_SIZE)}
        locale={{ emptyText: tableEmpty(t('qualityFigures.noFails')) }}
        columns={[
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('qualityFigures.evaluatedAt'),
            render: (at: string) => formatDateTime(at),
          },
          { key: 'agent', dataIndex: 'agentName', title: t('qualityFigures.agent') },
          { key: 'product', dataIndex: 'productName', title: t('qualityFigures.product') },
          {
            key: 'region',
            dataIndex: 'regionId',
            title: t('qualityFigures.region'),
            render: (id: string) => regionName(id),
          },
          { key: 'evaluator', dataIndex: 'evaluatorName', title: t('qualityFigures.evaluator') },
          {
            key: 'open',
            title: '',
            render: (_, f) => <Link to={`/quality/calls/${f.callId}`}>{t('qualityFigures.openCall')}</Link>,
          },
        ]}
      />
    </Space>
  );
}
