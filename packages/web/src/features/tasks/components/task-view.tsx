import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Task } from '../types';
import { LeadWorkPanel } from './lead-work-panel';
import { OrderTaskPanel } from './order-task-panel';

/**
 * The view by task type (TASK-04..07): LEAD → the lead view; CALL_BACK → the call-back view;
 * RECALL → the recall view of its order, or the lead view for a lead's recall (decision 0803);
 * anything else → "Something strange happened. Refresh the page."
 */
export function TaskView({ task }: { task: Task }) {
  const { t } = useTranslation();
  const type: string | null | undefined = task.type;
  const orderId = task.order?.id ?? task.orderId;
  // No key on the lead panel: from one lead to the next only the work card is remounted.
  if ((type === 'LEAD' || (type === 'RECALL' && orderId === null)) && task.context) {
    return <LeadWorkPanel task={task} lead={task.context} />;
  }
  if (type === 'RECALL' || type === 'CALL_BACK') {
    return <OrderTaskPanel key={task.id} task={{ ...task, type }} orderId={orderId} />;
  }
  return <Result status="warning" title={t('tasks.strange')} />;
}
