import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { addDays, type QualityQueueState, REGIONS } from '@umbrella/contract';
import { Button, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableEmpty } from '@/components/table-empty';
import { usePermissions } from '@/hooks/use-current-user';
import { hasPermission } from '@/lib/authorization';
import { formatDuration } from '@/lib/format/duration';
import { formatDate, formatDateTime } from '@/lib/format/format-date';
import { type EveryFilter, usePagedFilters } from '@/lib/table/use-paged-filters';
import { type QualityQueueItem, useQueue } from '../api/get-queue';
import { SampleSettingsPanel } from './sample-settings-panel';

export const QUEUE_PAGE_SIZE = 20;

type QueueFilters = { week?: string; state: QualityQueueState };

const regionName = (id: string) => REGIONS.find((r) => r.id === id)?.name ?? id;

/**
 * "To evaluate": the week's sample of each agent's answered, recorded calls in the user's regions,
 * evaluated or not, a call opening its evaluation (decision 1810). No week in the URL is this week.
 */
export function QueueTab() {
  const { t } = useTranslation();
  const mayEditSize = hasPermission(usePermissions(), 'quality.form:edit');
  const initial: EveryFilter<QueueFilters> = { week: undefined, state: 'all' };
  const { filters, update, page, pagination } = usePagedFilters<QueueFilters>(initial, { prefix: 'queue.' });
  const queue = useQueue({ week: filters.week, state: filters.state, page, size: QUEUE_PAGE_SIZE });
  const week = queue.data?.week ?? filters.week;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {mayEditSize && <SampleSettingsPanel />}
      <Space wrap>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('qualityQueue.previousWeek')}
          disabled={!week}
          onClick={() => week && update({ week: addDays(week, -7) })}
        />
        <Typography.Text strong data-testid="queue-week">
          {week ? t('qualityQueue.weekOf', { date: formatDate(`${week}T12:00:00`) }) : ''}
        </Typography.Text>
        <Button
          icon={<RightOutlined />}
          aria-label={t('qualityQueue.nextWeek')}
          disabled={!week}
          onClick={() => week && update({ week: addDays(week, 7) })}
        />
        <Button onClick={() => update({ week: undefined })} disabled={!filters.week}>
          {t('qualityQueue.thisWeek')}
        </Button>
        <Segmented<QualityQueueState>
          value={filters.state}
          onChange={(state) => update({ state })}
          options={[
            { value: 'all', label: t('qualityQueue.states.all') },
            { value: 'open', label: t('qualityQueue.states.open') },
          ]}
        />
        {queue.data && (
          <Typography.Text type="secondary">
            {t('qualityQueue.summary', {
              evaluated: queue.data.evaluatedCount,
              sampled: queue.data.sampledCount,
              agents: queue.data.agentCount,
            })}
          </Typography.Text>
        )}
      </Space>
      <Table<QualityQueueItem>
        rowKey="callId"
        size="small"
        loading={queue.isFetching}
        dataSource={queue.data?.content ?? []}
        locale={{ emptyText: tableEmpty(t('qualityQueue.empty')) }}
        pagination={pagination(queue.data?.totalSize ?? 0, QUEUE_PAGE_SIZE)}
        columns={[
          { key: 'agent', dataIndex: 'agentName', title: t('qualityQueue.fields.agent') },
          { key: 'pick', dataIndex: 'pick', title: t('qualityQueue.fields.pick') },
          {
            key: 'callDate',
            dataIndex: 'callDate',
            title: t('qualityQueue.fields.callDate'),
            render: (at: string) => formatDateTime(at),
          },
          {
            key: 'billSec',
            dataIndex: 'billSec',
            title: t('qualityQueue.fields.duration'),
            render: (s: number) => formatDuration(s),
          },
          { key: 'product', dataIndex: 'productName', title: t('qualityQueue.fields.product') },
          {
            key: 'region',
            dataIndex: 'regionId',
            title: t('qualityQueue.fields.region'),
            render: (id: string) => regionName(id),
          },
          {
            key: 'state',
            title: t('qualityQueue.fields.state'),
            render: (_, item) =>
              item.evaluationCount > 0 ? (
                <Tag color="green">
                  {item.evaluatedByMe
                    ? t('qualityQueue.evaluatedByMe', { count: item.evaluationCount })
                    : t('qualityQueue.evaluated', { count: item.evaluationCount })}
                </Tag>
              ) : (
                <Tag color="gold">{t('qualityQueue.toEvaluate')}</Tag>
              ),
          },
          {
            key: 'open',
            title: '',
            render: (_, item) => (
              <Link to={`/quality/calls/${item.callId}`}>
                {item.evaluatedByMe ? t('qualityQueue.open') : t('qualityQueue.evaluate')}
              </Link>
            ),
          },
        ]}
      />
    </Space>
  );
}
