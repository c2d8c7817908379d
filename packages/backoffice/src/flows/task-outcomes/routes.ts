/**
 * The task actions that also write the task's order (RECALL-08..11, RECALL-23/24, CALLBACK-06),
 * at the task paths the specification gives them, with permission task:current; 409
 * TASK_NOT_HELD when the task is no longer the caller's.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FailRescueBody, SetFinalStatusBody, UpdateReasonBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import { TASKS_BASE, taskActionResponses } from '../../modules/workspace/index.js';
import { configuredTransports } from '../../platform/messaging/configured-transports.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createTaskOutcomes } from './service.js';

export const taskOutcomeRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const outcomes = createTaskOutcomes({
    db: deps.db,
    publicUrl: deps.config.publicUrl,
    transport: configuredTransports(deps.config.messaging).messages,
  });
  const config = { permission: ['task:current'] as const };
  const tags = ['tasks'];

  app.post(
    `${TASKS_BASE}/update-reason`,
    {
      config,
      schema: {
        tags,
        summary: 'Refine the cancel reason; a comment is required for OTRO (RECALL-08..10, RECALL-23). The task stays.',
        body: UpdateReasonBody,
        response: taskActionResponses,
      },
    },
    async (request) => ({ task: await outcomes.updateReason(request.caller, request.body) }),
  );

  app.post(
    `${TASKS_BASE}/fail-rescue`,
    {
      config,
      schema: {
        tags,
        summary: "Fail rescue (RECALL-11, RECALL-24): the order is cancelled on delivery (50) with the driver's reason",
        body: FailRescueBody,
        response: taskActionResponses,
      },
    },
    async (request) => ({ task: await outcomes.failRescue(request.caller, request.body) }),
  );

  app.post(
    `${TASKS_BASE}/set-final-status`,
    {
      config,
      schema: {
        tags,
        summary: "Final status of the task's order, closing the task (CALLBACK-02/03/06; cancel order, wrong number)",
        body: SetFinalStatusBody,
        response: taskActionResponses,
      },
    },
    async (request) => ({ task: await outcomes.setFinalStatus(request.caller, request.body) }),
  );
};
