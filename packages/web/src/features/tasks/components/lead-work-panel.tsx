import { useQueryClient } from '@tanstack/react-query';
import { Col, Row, Space } from 'antd';
import { memo, useDeferredValue, useEffect } from 'react';
import { useLead } from '@/lib/api/fetch-lead';
import { agentHistoryQueryOptions } from '../api/get-agent-history';
import { useTasksContext } from '../hooks/tasks-context';
import { leadNameOf, leadPhoneOf } from '../lib/lead-fields';
import type { Lead, Task } from '../types';
import { AwaitingLeads } from './awaiting-leads';
import { CustomerCard } from './customer-card';
import { LeadWorkCard } from './lead-work-card';
import { ProductsCard } from './products-card';
import { ScriptView } from './script-view';
import { SurveyCard } from './survey-card';

/**
 * The lead work panel (LEAD-05..26): the work card (lead, slots, outcomes, tools), the script,
 * the awaiting leads, the survey and the products. After a task loads, the region, orders
 * history, products with delivery info and script load (TASK-14). The next lead paints first;
 * the sections around it follow in a deferred render, so an outcome's answer is on screen fast.
 */
export function LeadWorkPanel({ task, lead }: { task: Task; lead: Lead }) {
  const queryClient = useQueryClient();
  const later = useDeferredValue(lead);

  useEffect(() => {
    void queryClient.prefetchQuery(agentHistoryQueryOptions({ type: 'APPROVED' }));
  }, [queryClient]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <LeadWorkCard key={task.id} task={task} lead={lead} />
          <ScriptSection scriptId={later.scriptId} />
        </Space>
      </Col>
      <Col xs={24} xl={8}>
        <SideSections lead={later} />
      </Col>
      <CustomerCard name={leadNameOf(lead)} phone={leadPhoneOf(lead).phone} />
    </Row>
  );
}

const ScriptSection = memo(function ScriptSection({ scriptId }: { scriptId: number | null }) {
  return <ScriptView scriptId={scriptId} />;
});

const SideSections = memo(function SideSections({ lead }: { lead: Lead }) {
  const context = useTasksContext();
  const details = useLead(lead.id);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AwaitingLeads
        leads={details.data?.awaitingLeads ?? []}
        claimingId={context.claimingId}
        onClaim={(leadId) => void context.claim(leadId)}
      />
      <SurveyCard key={lead.id} leadId={lead.id} />
      <ProductsCard regionId={lead.region.id} productId={lead.product.id} />
    </Space>
  );
});
