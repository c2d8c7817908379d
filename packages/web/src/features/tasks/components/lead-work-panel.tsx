import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Space } from 'antd';
import { useEffect } from 'react';
import { useLeadDetails } from '../api/fetch-lead';
import { agentHistoryQueryOptions } from '../api/get-agent-history';
import { useTasksContext } from '../hooks/tasks-context';
import { useDraft } from '../hooks/use-draft';
import { useLeadOutcomes } from '../hooks/use-lead-outcomes';
import { useOutcome } from '../hooks/use-outcome';
import { leadNameOf, leadPhoneOf } from '../lib/lead-fields';
import type { Lead, Task } from '../types';
import { AwaitingLeads } from './awaiting-leads';
import { CreateOrderFallback } from './create-order-fallback';
import { CustomerCard } from './customer-card';
import { LeadActions } from './lead-actions';
import { LeadHeader } from './lead-header';
import { ProductsCard } from './products-card';
import { ScriptView } from './script-view';
import { SurveyCard } from './survey-card';
import { WorkToolbar } from './work-toolbar';

/**
 * The lead work panel (LEAD-05..26): the lead, its outcomes, the phone and "Create order"
 * slots, the tools, the script, the awaiting leads, the survey and the products. After the
 * task loads, the region, orders history, products with delivery info and script load (TASK-14).
 */
export function LeadWorkPanel({ task, lead }: { task: Task; lead: Lead }) {
  const context = useTasksContext();
  const { Phone, CreateOrder } = context.slots;
  const queryClient = useQueryClient();
  const draft = useDraft(task.id);
  const outcome = useOutcome({ task, next: context.flow.next, onPageError: context.onPageError });
  const record = useLeadOutcomes(lead.id, outcome);
  const details = useLeadDetails(lead.id);

  useEffect(() => {
    void queryClient.prefetchQuery(agentHistoryQueryOptions({ type: 'APPROVED' }));
  }, [queryClient]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
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
          <ScriptView scriptId={lead.scriptId} />
        </Space>
      </Col>
      <Col xs={24} xl={8}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <AwaitingLeads
            leads={details.data?.awaitingLeads ?? []}
            claimingId={context.claimingId}
            onClaim={(leadId) => void context.claim(leadId)}
          />
          <SurveyCard leadId={lead.id} />
          <ProductsCard regionId={lead.region.id} productId={lead.product.id} />
        </Space>
      </Col>
      <CustomerCard name={leadNameOf(lead)} phone={leadPhoneOf(lead).phone} />
    </Row>
  );
}
