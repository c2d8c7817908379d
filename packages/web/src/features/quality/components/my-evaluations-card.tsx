import { Button, Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { tableEmpty } from '@/components/table-empty';
import { formatDateTime } from '@/lib/format/format-date';
import { usePage } from '@/lib/table/use-paged-filters';
import { type EvaluationSummary, useMyEvaluations } from '../api/list-my-evaluations';
import { MyEvaluationDrawer } from './my-evaluation-drawer';

export const MY_EVALUATIONS_PAGE_SIZE = 10;
/** The URL parameter naming the evaluation open in the drawer. */
const OPEN = 'evaluation';

/** "My evaluations" on one's own profile: the calls supervisors scored, each opened in a drawer (decision 1808). */
export function MyEvaluationsCard() {
  const { t } = useTranslation();
  const { page, pagination } = usePage({ prefix: 'evaluations.' });
  const evaluations = useMyEvaluations({ page, size: MY_EVALUATIONS_PAGE_SIZE });
  const [params, setParams] = useSearchParams();
  const open = Number(params.get(OPEN)) || undefined;
  const setOpen = (id?: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === undefined) next.delete(OPEN);
      else next.set(OPEN, String(id));
      return next;
    });

  return (
    <Card size="small" title={t('qualityReview.mine.title')}>
      <Table<EvaluationSummary>
        rowKey="id"
        size="small"
        loading={evaluations.isFetching}
        dataSource={evaluations.data?.content ?? []}
        locale={{ emptyText: tableEmpty(t('qualityReview.mine.empty')) }}
        pagination={pagination(evaluations.data?.totalSize ?? 0, MY_EVALUATIONS_PAGE_SIZE)}
        columns={[
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('quality.fields.evaluatedAt'),
            render: (at: string) => formatDateTime(at),
          },
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
          { key: 'evaluator', dataIndex: 'evaluatorName', title: t('quality.fields.evaluator') },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('qualityReview.fields.status'),
            render: (status: string) => <Tag>{t(`quality.enum.statuses.${status}`)}</Tag>,
          },
          {
            key: 'open',
            title: '',
            render: (_, e) => (
              <Button size="small" onClick={() => setOpen(e.id)}>
                {t('qualityReview.mine.open')}
              </Button>
            ),
          },
        ]}
      />
      <MyEvaluationDrawer evaluationId={open} onClose={() => setOpen(undefined)} />
    </Card>
  );
}
