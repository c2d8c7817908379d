import { Card, Flex, Space } from 'antd';
import { useTasksContext } from '../hooks/tasks-context';
import { useDraft } from '../hooks/use-draft';
import { useLeadOutcomes } from '../hooks/use-lead-outcomes';
import { useOutcome } from '../hooks/use-outcome';
import type { Lead, Task } from '../types';
import { CreateOrderFallback } from './create-order-fallback';
import { LeadActions } from './lead-actions';
import { LeadHeader } from './lead-header';
import { WorkToolbar } from './work-toolbar';

/**
 * The part of the lead panel the agent acts on: the lead, the phone and "Create order" slots,
 * the outcomes and the tools. Keyed by task, so a new task starts with a fresh in-flight lock
 * and its own draft; everything around it stays mounted.
 */
export function LeadWorkCard({ task, lead }: { task: Task; lead: Lead }) {
  const context = useTasksContext();
  const { Phone, CreateOrder } = context.slots;
  const draft = useDraft(task.id);
  const outcome = useOutcome({ task, next: context.flow.next, onPageError: context.onPageError });
  const record = useLeadOutcomes(lead.id, outcome, context.slots.callDurations);
  return (
    <Card size="small">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <LeadHeader lead={lead} taskType={task.type} />
        <Flex wrap gap={8} justify="space-between" align="center">
          {Phone && (
            <Phone
              task={task}
              lead={lead}
              onDialFailed={({ dialDuration }) => void record({ outcome: 'DIAL_FAILED', dialDuration })}
              onUnavailable={() => void record({ outcome: 'UNAVAILABLE' })}
              onBusy={() => void record({ outcome: 'BUSY' })}
            />
          )}
          {CreateOrder ? (
            <CreateOrder
              task={task}
              lead={lead}
              onCreated={context.onOrderCreated}
              onUpdated={context.onOrderUpdated}
            />
          ) : (
            <CreateOrderFallback />
          )}
        </Flex>
        <LeadActions outcome={outcome} record={record} draft={draft} />
        <WorkToolbar taskId={task.id} onClaim={(leadId) => void context.claim(leadId)} />
      </Space>
    </Card>
  );
}
