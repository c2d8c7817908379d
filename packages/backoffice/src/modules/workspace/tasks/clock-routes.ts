/**
 * Test-only control of the business clock, mounted only with TEST_CLOCK=1: end-to-end tests move
 * time (a recall coming due, a shift's end) instead of sleeping. The offset is absolute, so
 * repeating a call is harmless; the workspace sweep runs before the answer, so the events of the
 * new time are already published.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import type { Workspace } from '../workspace.js';

export const CLOCK_CONTROL_PATH = '/module/testing/api/v1/clock';

const ClockState = Type.Object({
  now: Type.String({ format: 'date-time' }),
  offsetSeconds: Type.Number(),
});

export const clockControlRoutes: FastifyPluginAsync<{ workspace: Workspace }> = async (instance, { workspace }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { clock, scheduler } = workspace;
  const state = () => ({ now: clock.now().toISOString(), offsetSeconds: clock.offsetSeconds() });

  app.get(
    CLOCK_CONTROL_PATH,
    {
      config: { public: true },
      schema: { tags: ['testing'], summary: 'Business time (TEST_CLOCK=1 only)', response: { 200: ClockState } },
    },
    async () => state(),
  );

  app.post(
    CLOCK_CONTROL_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['testing'],
        summary: 'Sets business time to system time + offsetSeconds and runs the workspace sweep (TEST_CLOCK=1 only)',
        body: Type.Object({ offsetSeconds: Type.Number({ minimum: 0, maximum: 400 * 86_400 }) }),
        response: { 200: ClockState, 400: ErrorBody },
      },
    },
    async (request) => {
      clock.setOffsetSeconds(request.body.offsetSeconds);
      await scheduler.sweep();
      return state();
    },
  );
};
