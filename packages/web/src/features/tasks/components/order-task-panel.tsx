import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTasksContext } from '../hooks/tasks-context';
import { useDraft } from '../hooks/use-draft';
import { useOutcome } from '../hooks/use-outcome';
import { leadNameOf, leadPhoneOf } from '../lib/lead-fields';
import type { Task } from '../types';
import { CallbackActions } from './callback-actions';
import { CustomerCard } from './customer-card';
import { LeadHeader } from './lead-header';
import { OrderSummary } from './order-summary';
import { RecallOrderActions } from './recall-order-actions';
import { ScriptView } from './script-view';
import { WorkToolbar } from './work-toolbar';

/** The recall view of an order (TASK-06, RECALL-01) and the call-back view (TASK-05, CALLBACK-01). */
export function OrderTaskPanel({
  task,
  orderId,
}: {
  task: Task & { type: 'RECALL' | 'CALL_BACK' };
  orderId: number | null;
}) {
  const { t } = useTranslation();
  const context = useTasksContext();
  const { Phone, CreateDocument } = context.slots;
  const draft = useDraft(task.id);
  const outcome = useOutcome({ task, next: context.flow.next, onPageError: context.onPageError });
  const [limitExceeded, setLimitExceeded] = useState(false);
  const lead = task.context;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card
            size="small"
            title={
              <Space>
                <Typography.Text strong>{t(`tasks.types.${task.type}`)}</Typography.Text>
                {task.order && <Tag color="purple">{task.order.shortCode}</Tag>}
              </Space>
            }
          >
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              {lead && <LeadHeader lead={lead} taskType={task.type} />}
              <OrderSummary task={task} />
              {Phone && lead && (
                <Phone
                  task={task}
                  lead={lead}
                  onDialFailed={() => setLimitExceeded(false)}
                  onUnavailable={(exceeded) => setLimitExceeded(exceeded)}
                />
              )}
              {task.type === 'RECALL' && orderId !== null ? (
                <RecallOrderActions
                  task={task}
                  orderId={orderId}
                  outcome={outcome}
                  draft={draft}
                  unavailable={{ limitExceeded }}
                />
              ) : (
                <CallbackActions task={task} outcome={outcome} draft={draft} />
              )}
              <WorkToolbar taskId={task.id} onClaim={(leadId) => void context.claim(leadId)} />
              {CreateDocument && <CreateDocument task={task} />}
            </Space>
          </Card>
        </Space>
      </Col>
      <Col xs={24} xl={8}>
        {lead && <ScriptView scriptId={lead.scriptId} />}
      </Col>
      {lead && <CustomerCard name={leadNameOf(lead)} phone={leadPhoneOf(lead).phone} />}
    </Row>
  );
}
