import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LeadLogBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { CALL_END_ACTIONS, recordCallEvent } from '../../modules/telephony/index.js';
import { workspaceFor } from '../../modules/workspace/index.js';
import { errorResponses } from '../../platform/error-responses.js';
import { floorChanged } from '../../platform/floor-changes.js';
import type { ModuleDeps } from '../../platform/module-deps.js';

/** The call-log actions that move an agent on the supervisor's grid: dialling, on a call, off it. */
const FLOOR_ACTIONS: readonly string[] = ['CALL_BUTTON_PRESSED', 'CALL_START', ...CALL_END_ACTIONS];

/** POST /module/leads/api/v1/logs: the log line, and the call record it opens or closes. */
export const callLogRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const workspace = workspaceFor(db);
  app.post(
    '/module/leads/api/v1/logs',
    {
      config: { permission: ['task:current'] },
      schema: {
        tags: ['leads'],
        summary:
          'writeLog {leadId, action} (LEAD-36, LEAD-64); CALL_START opens a call record, a call end closes it (CDR-02)',
        body: LeadLogBody,
        response: { 204: Type.Null({ description: 'recorded' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { leadId, action, quality } = request.body;
      await workspace.phones.writeLog(request.caller, leadId, action);
      await recordCallEvent(db, request.caller.accountId, leadId, action, quality);
      if (FLOOR_ACTIONS.includes(action)) floorChanged(db, request.caller.regionIds);
      return reply.code(204).send(null);
    },
  );
};
