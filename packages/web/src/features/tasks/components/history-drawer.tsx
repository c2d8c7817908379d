import { Drawer, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/dates';
import { useTaskExecutions } from '../api/get-task-executions';

/** The lead's history (LEAD-14: drawer "History", width 700): every claim, outcome and move (TASK-33). */
export function HistoryDrawer({ taskId, open, onClose }: { taskId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const executions = useTaskExecutions(taskId, open);
  return (
    <Drawer open={open} onClose={onClose} title={t('tasks.history.title')} size={700} loading={executions.isLoading}>
      {executions.data?.length === 0 && <Empty />}
      <Timeline
        items={(executions.data ?? []).map((execution) => ({
          key: execution.id,
          content: (
            <>
              <Typography.Text strong>
                {t(`tasks.history.actions.${execution.action}`, execution.action)}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">
                {formatDateTime(execution.createdAt)} · {execution.accountName ?? '—'} ·{' '}
                {t(`tasks.types.${execution.taskType}`, { defaultValue: execution.taskType })}
              </Typography.Text>
              {execution.comment && <div>{execution.comment}</div>}
            </>
          ),
        }))}
      />
    </Drawer>
  );
}
