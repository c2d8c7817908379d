/**
 * Task calls (TASK-30..34, RECALL-21..24, CALLBACK-06/07), all with permission task:current. An
 * action answers with the task as it is afterwards; 409 TASK_NOT_HELD when the task is no longer
 * the caller's (already done, released, or another agent's).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  RescheduleBody,
  RescheduleRecallBody,
  SkipBody,
  TaskActionResult,
  TaskExecutionDto,
  TaskIdBody,
  TaskResult,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../../platform/error-responses.js';
import type { Workspace } from '../workspace.js';

export const TASKS_BASE = '/module/tasks/api/v1/tasks';

/** What a task action answers: the task afterwards, or 409 TASK_NOT_HELD. */
export const taskActionResponses = { 200: TaskActionResult, ...errorResponses, 409: ErrorBody };

export const taskRoutes: FastifyPluginAsync<{ workspace: Workspace }> = async (instance, { workspace }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { tasks } = workspace;
  const config = { permission: ['task:current'] as const };
  const tags = ['tasks'];

  app.get(
    `${TASKS_BASE}/current`,
    {
      config,
      schema: {
        tags,
        summary: "The caller's claimed task, or null; no side effects",
        response: { 200: TaskResult, ...errorResponses },
      },
    },
    async (request) => ({ task: await tasks.current(request.caller) }),
  );

  app.post(
    `${TASKS_BASE}/next`,
    {
      config,
      schema: {
        tags,
        summary:
          'Fetch next (TASK-08): the held task, else a due follow-up of the caller, else the oldest due task of its groups',
        description:
          'Claimed atomically: two agents never get the same task or lead. `task: null` when nothing is due — poll with ' +
          'back-off (5 s steps up to 60 s) and on `task.available`. 409 SHIFT_NOT_ACTIVE for a non-manager without a running shift.',
        response: { 200: TaskResult, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => ({ task: await tasks.next(request.caller) }),
  );

  app.post(
    `${TASKS_BASE}/close`,
    {
      config,
      schema: {
        tags,
        summary: 'Close the task (TASK-34, CALLBACK-04)',
        body: TaskIdBody,
        response: taskActionResponses,
      },
    },
    async (request) => ({ task: await tasks.close(request.caller, request.body.taskId) }),
  );

  app.post(
    `${TASKS_BASE}/reschedule`,
    {
      config,
      schema: {
        tags,
        summary: 'Reschedule by id and newTime, ISO UTC (TASK-22, TASK-31, CALLBACK-05)',
        description: 'The task comes back to the same agent when due. newTime: not in the past, at most 15 days ahead.',
        body: RescheduleBody,
        response: taskActionResponses,
      },
    },
    async (request) => ({ task: await tasks.reschedule(request.caller, request.body) }),
  );

  app.post(
    `${TASKS_BASE}/reschedule-recall`,
    {
      config,
      schema: {
        tags,
        summary: 'Reschedule a RECALL task with a new schedule time and an optional comment (TASK-21, RECALL-21)',
        body: RescheduleRecallBody,
        response: taskActionResponses,
      },
    },
    async (request) => ({ task: await tasks.rescheduleRecall(request.caller, request.body) }),
  );

  app.get(
    `${TASKS_BASE}/:taskId/executions`,
    {
      config,
      schema: {
        tags,
        summary: "History of the task's lead (or order), newest first (TASK-33)",
        params: Type.Object({ taskId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(TaskExecutionDto), ...errorResponses },
      },
    },
    async (request) => tasks.executions(request.caller, request.params.taskId),
  );

  app.post(
    `${TASKS_BASE}/skip`,
    {
      config,
      schema: {
        tags,
        summary: 'Skip with a required comment (RECALL-06/07, RECALL-22)',
        body: SkipBody,
        response: taskActionResponses,
      },
    },
    async (request) => ({ task: await tasks.skip(request.caller, request.body) }),
  );
};
