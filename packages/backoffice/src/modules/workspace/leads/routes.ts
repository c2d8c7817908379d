/**
 * The leads module (SHELL-27: base path /module/leads) with the spec's own paths (LEAD-53..60),
 * and its other calls in the project style: internal offers, agent history, the action log and
 * the unmasked phones. Phones in every answer are '****' for callers with the voip feature.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AgentHistoryItem,
  AgentHistoryQuery,
  AwaitingLead,
  ChangeStatusBody,
  ChangeStatusResult,
  ClaimByIdResult,
  ErrorBody,
  InternalOffer,
  LeadDetails,
  LeadDto,
  LeadHistoryItem,
  LeadIdBody,
  LeadSearchBody,
  NewLeadBody,
  PhoneReveal,
  SurveyBody,
  SurveyDto,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../../platform/error-responses.js';
import type { Workspace } from '../workspace.js';

export const LEADS_BASE = '/module/leads';
export const LEADS_API = '/module/leads/api/v1';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const leadRoutes: FastifyPluginAsync<{ workspace: Workspace }> = async (instance, { workspace }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { leads, forms, phones, history } = workspace;
  const config = { permission: ['task:current'] as const };
  const tags = ['leads'];

  app.get(
    `${LEADS_BASE}/forms/check-form/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'The customer survey of a lead (LEAD-53, LEAD-61)',
        params: IdParams,
        response: { 200: SurveyDto, ...errorResponses },
      },
    },
    async (request) => forms.check(request.caller, request.params.id),
  );

  app.post(
    `${LEADS_BASE}/forms/add-form`,
    {
      config,
      schema: {
        tags,
        summary: 'Saves the customer survey: age 18–99, sex M or F (LEAD-48..51, LEAD-54)',
        description: 'An age outside 18–99 answers 400 with "La edad debe estar entre 18 y 99" on `age`.',
        body: SurveyBody,
        response: { 200: SurveyDto, ...errorResponses },
      },
    },
    async (request) => forms.add(request.caller, request.body),
  );

  app.get(
    `${LEADS_BASE}/leads/my-leads`,
    {
      config,
      schema: {
        tags,
        summary: 'The leads the caller holds, the current one first (LEAD-55)',
        response: { 200: Type.Array(AwaitingLead), ...errorResponses },
      },
    },
    async (request) => leads.myLeads(request.caller),
  );

  app.post(
    `${LEADS_BASE}/leads/search`,
    {
      config,
      schema: {
        tags,
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
      config,
      schema: {
        tags,
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
      config,
      schema: {
        tags,
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
      config,
      schema: {
        tags,
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
      config,
      schema: {
        tags,
        summary: 'Adds a lead assigned to the caller (LEAD-37..42, LEAD-60)',
        description: 'Send an Idempotency-Key: a retried request then creates the lead once.',
        body: NewLeadBody,
        response: { 201: LeadDto, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await leads.newLead(request.caller, request.body)),
  );

  app.get(
    `${LEADS_API}/offers`,
    {
      config,
      schema: {
        tags,
        summary: 'Internal offers of a region for the add-lead form (LEAD-44, LEAD-62)',
        querystring: Type.Object({ regionId: Type.String({ minLength: 1 }) }),
        response: { 200: Type.Array(InternalOffer), ...errorResponses },
      },
    },
    async (request) => history.internalOffers(request.caller, request.query.regionId),
  );

  app.get(
    `${LEADS_API}/agent-history`,
    {
      config,
      schema: {
        tags,
        summary:
          "The caller's orders: type APPROVED (default) or ALL, start/end within 30 days (default 7), deposit (LEAD-63, CONST-40)",
        querystring: AgentHistoryQuery,
        response: { 200: Type.Array(AgentHistoryItem), ...errorResponses },
      },
    },
    async (request) => history.agentHistory(request.caller, request.query),
  );

  app.post(
    `${LEADS_API}/phones/lead/:id`,
    {
      schema: {
        tags,
        summary:
          'getLeadPhone: the unmasked phone, for the lead’s holder or lead:details:read; recorded (PHONE-10, PHONE-11)',
        params: IdParams,
        response: { 200: PhoneReveal, ...errorResponses },
      },
    },
    async (request) => phones.leadPhone(request.caller, request.params.id),
  );
};
