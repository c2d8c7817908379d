import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { LoadingScreen } from '@/components/loading-screen';
import { ApiError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import { TasksContext, type TasksContextValue } from '../hooks/tasks-context';
import { useClaimLead } from '../hooks/use-claim-lead';
import { usePageError } from '../hooks/use-page-error';
import { useTaskFlow } from '../hooks/use-task-flow';
import { SUCCESS_SECONDS } from '../lib/notice-durations';
import type { TaskSlots } from '../types';
import { SearchingScreen } from './searching-screen';
import { TaskView } from './task-view';
import { WorkToolbar } from './work-toolbar';

export type TasksPageProps = {
  slots?: TaskSlots;
  /** The shift is gone (409 SHIFT_NOT_ACTIVE): the shift gate offers a new one. */
  onShiftNotActive?: () => void;
};

/** /tasks (spec 1 §2 "Tasks screen"): the queue, the view of the current task, the page error view. */
export function TasksPage({ slots = {}, onShiftNotActive }: TasksPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = usePageError();
  const flow = useTaskFlow({ onShiftNotActive, onPageError: page.raise });
  const { claim, claimingId } = useClaimLead(flow, page.raise);

  const onOrderCreated = useCallback(
    (order: { id: number; shortCode: string }) => {
      // The notice outlives this page, which the navigation to /order/{id} unmounts (lib/feedback).
      feedback.message.success(t('tasks.notifications.orderCreated', { shortCode: order.shortCode }), SUCCESS_SECONDS);
      void flow.next();
      navigate(`/order/${order.id}`);
    },
    [flow, navigate, t],
  );
  const onOrderUpdated = useCallback(() => {
    feedback.message.success(t('tasks.notifications.orderUpdated'), SUCCESS_SECONDS);
    void flow.next();
  }, [flow, t]);

  const context = useMemo<TasksContextValue>(
    () => ({ flow, claim, claimingId, onPageError: page.raise, onOrderCreated, onOrderUpdated, slots }),
    [flow, claim, claimingId, page.raise, onOrderCreated, onOrderUpdated, slots],
  );

  if (page.error) {
    const status = page.error instanceof ApiError ? page.error.status : t('tasks.errors.title');
    return <ErrorScreen status={status} message={page.error instanceof Error ? page.error.message : undefined} />;
  }
  return (
    <TasksContext.Provider value={context}>
      {flow.phase === 'loading' && <LoadingScreen />}
      {flow.phase === 'searching' && (
        <>
          <SearchingScreen nextPollAt={flow.nextPollAt} />
          <div style={{ display: 'flex', justifyContent: 'center' }}>
            <WorkToolbar taskId={null} onClaim={(leadId) => void claim(leadId)} />
          </div>
        </>
      )}
      {flow.phase === 'task' && flow.task && <TaskView task={flow.task} />}
    </TasksContext.Provider>
  );
}
