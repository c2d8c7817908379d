/** The add-lead form's offers (LEAD-44, LEAD-62) and the agent's own order history (LEAD-63). */
import { AgentHistoryItem, AgentHistoryQuery, InternalOffer } from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../../platform/typed-routes.js';
import { AGENT_WORK, LEADS_API, LEADS_TAGS } from './api.js';
import type { HistoryService } from './history.js';

export function historyRoutes(app: TypedRoutesApp, history: HistoryService): void {
  app.get(
    `${LEADS_API}/offers`,
    {
      config: AGENT_WORK,
      schema: {
        tags: LEADS_TAGS,
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
      config: AGENT_WORK,
      schema: {
        tags: LEADS_TAGS,
        summary:
          "The caller's orders: type APPROVED (default) or ALL, start/end within 30 days (default 7), deposit (LEAD-63, CONST-40)",
        querystring: AgentHistoryQuery,
        response: { 200: Type.Array(AgentHistoryItem), ...errorResponses },
      },
    },
    async (request) => history.agentHistory(request.caller, request.query),
  );
}
