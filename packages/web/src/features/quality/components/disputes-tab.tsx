import { Button, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableEmpty } from '@/components/table-empty';
import { formatDateTime } from '@/lib/format/format-date';
import { usePage } from '@/lib/table/use-paged-filters';
import { useEvaluations } from '../api/list-evaluations';
import type { EvaluationSummary } from '../api/list-my-evaluations';

export const DISPUTES_PAGE_SIZE = 20;

/** The evaluator's disputed evaluations, waiting for its answer; each opens its call (decision 1808). */
export function DisputesTab() {
  const { t } = useTranslation();
  const { page, pagination } = usePage({ prefix: 'disputes.' });
  const disputes = useEvaluations({ status: 'disputed', page, size: DISPUTES_PAGE_SIZE });
  return (
    <Table<EvaluationSummary>
      rowKey="id"
      size="small"
      data-testid="disputes"
      loading={disputes.isFetching}
      dataSource={disputes.data?.content ?? []}
      locale={{ emptyText: tableEmpty(t('qualityReview.dispute.empty')) }}
      pagination={pagination(disputes.data?.totalSize ?? 0, DISPUTES_PAGE_SIZE)}
      columns={[
        { key: 'agent', dataIndex: 'agentName', title: t('quality.fields.agent') },
        {
          key: 'score',
          title: t('quality.fields.score'),
          render: (_, e) => (
            <Space size={4}>
              {e.score.toFixed(1)}
              {e.criticalFailed && <Tag color="red">{t('qualityReview.mine.criticalFailed')}</Tag>}
            </Space>
          ),
        },
        {
          key: 'form',
          title: t('quality.fields.name'),
          render: (_, e) => t('quality.evaluate.formVersion', { name: e.formName, n: e.formVersionNumber }),
        },
        {
          key: 'createdAt',
          dataIndex: 'createdAt',
          title: t('quality.fields.evaluatedAt'),
          render: (at: string) => formatDateTime(at),
        },
        {
          key: 'open',
          title: '',
          render: (_, e) => (
            <Link to={`/quality/calls/${e.callId}`}>
              <Button size="small">{t('qualityReview.dispute.open')}</Button>
            </Link>
          ),
        },
      ]}
    />
  );
}
