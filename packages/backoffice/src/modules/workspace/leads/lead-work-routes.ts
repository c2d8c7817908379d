/**
 * The agent's lead work with the spec's own paths (LEAD-55..60): the awaiting leads, phone
 * search, claim and fetch by id, the outcome of a call and a lead added by hand.
 */
import {
  AwaitingLead,
  ChangeStatusBody,
  ChangeStatusResult,
  ClaimByIdResult,
  ErrorBody,
  LeadDetails,
  LeadDto,
  LeadHistoryItem,
  LeadIdBody,
  LeadSearchBody,
  NewLeadBody,
} from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../../platform/typed-routes.js';
import { AGENT_WORK, LEADS_BASE, LEADS_TAGS } from './api.js';
import type { LeadService } from './service.js';

export function leadWorkRoutes(app: TypedRoutesApp, leads: LeadService): void {
  app.get(
    `${LEADS_BASE}/leads/my-leads`,
    {
      config: AGENT_WORK,
      schema: {
        tags: LEADS_TAGS,
        summary: 'The leads the caller holds, the current one first (LEAD-55)',
        response: { 200: Type.Array(AwaitingLead), ...errorResponses },
      },
    },
    async (request) => leads.myLeads(request.caller),
  );

  app.post(
    `${LEADS_BASE}/leads/search`,
    {
      config: AGENT_WORK,
      schema: {
        tags: LEADS_TAGS,
        summary: "Leads of the caller's regions whose phone ends with these digits (LEAD-56)",
        body: LeadSearchBody,
        response: { 200: Type.Array(LeadHistoryItem), ...errorResponses },
      },
    },
    async (request) => leads.search(request.caller, request.body.phone),
  );

  app.post(
    `${LEADS_BASE}/leads/claim-by-id`,
    {
      config: AGENT_WORK,
      schema: {
        tags: LEADS_TAGS,
        summary: 'Claims a lead (LEAD-57); the answer has no `id` when another user holds it (TASK-19)',
        description: '409 SHIFT_NOT_ACTIVE for a non-manager without a running shift.',
        body: LeadIdBody,
        response: { 200: ClaimByIdResult, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => leads.claimById(request.caller, request.body.leadId),
  );

  app.post(
    `${LEADS_BASE}/leads/fetch-by-id`,
    {
      config: AGENT_WORK,
      schema: {
        tags: LEADS_TAGS,
        summary: 'A lead with the caller’s awaiting leads, not claimed (LEAD-58)',
        body: LeadIdBody,
        response: { 200: LeadDetails, ...errorResponses },
      },
    },
    async (request) => leads.fetchById(request.caller, request.body.leadId),
  );

  app.post(
    `${LEADS_BASE}/leads/change-status`,
    {
      config: AGENT_WORK,
      schema: {
        tags: LEADS_TAGS,
        summary: 'Records a lead outcome and closes its task (LEAD-27..34, LEAD-59)',
        description:
          'Statuses: Not interested 20 (reason as comment), No answer 1, Busy 21, Recall 2 (callAt required), Wrong number 20 ' +
          '"Wrong number", Unavailable 1 "Customer is unavailable at the moment". Needs the lead’s claimed task: a repeat is ' +
          '409 TASK_NOT_HELD, never applied twice. Send an Idempotency-Key to have a retry answered with the first result.',
        body: ChangeStatusBody,
        response: { 200: ChangeStatusResult, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => leads.changeStatus(request.caller, request.body),
  );

  app.post(
    `${LEADS_BASE}/leads/new-lead`,
    {
      config: AGENT_WORK,
      schema: {
        tags: LEADS_TAGS,
        summary: 'Adds a lead assigned to the caller (LEAD-37..42, LEAD-60)',
        description: 'Send an Idempotency-Key: a retried request then creates the lead once.',
        body: NewLeadBody,
        response: { 201: LeadDto, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await leads.newLead(request.caller, request.body)),
  );
}
