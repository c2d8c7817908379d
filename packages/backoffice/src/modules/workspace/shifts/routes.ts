/** Work shift calls (SHIFT-15): current, start, extend, end. Every task action also extends (tasks module). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CurrentShift, ErrorBody, ShiftDto, ShiftExtendResult } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { privateErrors } from '../../../platform/error-responses.js';
import type { Workspace } from '../workspace.js';

export const SHIFTS_BASE = '/module/shifts/api/v1/shifts';

export const shiftRoutes: FastifyPluginAsync<{ workspace: Workspace }> = async (instance, { workspace }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { shifts } = workspace;
  const config = { permission: ['task:current'] as const };

  app.get(
    `${SHIFTS_BASE}/current`,
    {
      config,
      schema: {
        tags: ['shifts'],
        summary: 'The running shift, or null (the web then offers a new shift)',
        response: { 200: CurrentShift, ...privateErrors },
      },
    },
    async (request) => ({ shift: await shifts.current(request.caller) }),
  );

  app.post(
    `${SHIFTS_BASE}/start`,
    {
      config,
      schema: {
        tags: ['shifts'],
        summary: 'Starts a shift (SHIFT-02); a running shift is returned unchanged',
        response: { 200: ShiftDto, ...privateErrors },
      },
    },
    async (request) => shifts.start(request.caller),
  );

  app.post(
    `${SHIFTS_BASE}/extend`,
    {
      config,
      schema: {
        tags: ['shifts'],
        summary: 'Extends the running shift and answers the seconds until its end (SHIFT-06, SHIFT-11, SHIFT-14)',
        description: '409 SHIFT_NOT_ACTIVE without a running shift: the web shows the new-shift prompt (SHIFT-10).',
        response: { 200: ShiftExtendResult, ...privateErrors, 409: ErrorBody },
      },
    },
    async (request) => shifts.extend(request.caller),
  );

  app.post(
    `${SHIFTS_BASE}/end`,
    {
      config,
      schema: {
        tags: ['shifts'],
        summary: "Ends the caller's shift (SHIFT-07/08); its work goes back to the queue",
        response: { 204: Type.Null({ description: 'ended (or there was no running shift)' }), ...privateErrors },
      },
    },
    async (request, reply) => {
      await shifts.end(request.caller);
      return reply.code(204).send(null);
    },
  );
};
