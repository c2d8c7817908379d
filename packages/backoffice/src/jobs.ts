/**
 * Background work of a deployment: the demo lead generator, guarantee sets left uncomputed,
 * customer messages, the workspace sweep, the wallboard's push and watcher and hourly pruning of the outbox
 * (24 h), idempotency keys (24 h) and browser sessions (7 days). Every instance starts the timers;
 * only the leader's ticks do the work (platform/leadership.ts), so a second back-office adds
 * capacity for requests, not a second copy of each job.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/types.js';
import { startWallboardPush, startWallboardWatch } from './flows/wallboard/index.js';
import { computePendingGuaranteeSets } from './modules/guarantees/index.js';
import { deliverDueMails, deliverDueMessages } from './modules/orders/index.js';
import { createSessionService } from './modules/sessions/index.js';
import { workspaceFor } from './modules/workspace/index.js';
import type { BackofficeConfig } from './platform/config.js';
import { pruneOutbox } from './platform/events/outbox-repo.js';
import type { Leadership } from './platform/leadership.js';
import { configuredTransports } from './platform/messaging/configured-transports.js';
import { pruneIdempotencyKeys } from './plugins/idempotency-store.js';
import { demoLeadTick } from './seed/leads.js';

const PRUNE_EVERY_MS = 60 * 60_000;
/** Customer messages and mail not delivered right away (a crash, a failing transport) go out here. */
const MESSAGES_EVERY_MS = 30_000;
/** Guarantee sets left uncomputed (GUAR-29: the data appears a few minutes later at most). */
const GUARANTEE_SETS_EVERY_MS = 60_000;

export type Jobs = { stop(): Promise<void> };

export function startJobs(
  db: Kysely<Database>,
  config: BackofficeConfig,
  logger: FastifyBaseLogger,
  leadership: Leadership,
): Jobs {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const track = (name: string, work: () => Promise<unknown>) => {
    if (!leadership.held()) return;
    const promise = work()
      .catch((err: unknown) => logger.warn({ err }, `${name} failed`))
      .finally(() => running.delete(promise));
    running.add(promise);
  };

  const sessionService = createSessionService({ db });
  const prune = () =>
    track('pruning', async () => {
      const [events, keys, sessions] = [
        await pruneOutbox(db),
        await pruneIdempotencyKeys(db),
        await sessionService.prune(),
      ];
      if (events + keys + sessions) logger.info({ events, keys, sessions }, 'pruned old rows');
    });
  prune();
  timers.push(setInterval(prune, PRUNE_EVERY_MS));

  const transports = configuredTransports(config.messaging);
  const deliver = () => track('order messages', () => deliverDueMessages(db, transports.messages));
  timers.push(setInterval(deliver, MESSAGES_EVERY_MS));
  const deliverMail = () => track('outbox mail', () => deliverDueMails(db, transports.mail));
  timers.push(setInterval(deliverMail, MESSAGES_EVERY_MS));

  // Guarantee sets a request stored but whose computation did not finish here (a restart).
  const guarantees = () => track('guarantee sets', () => computePendingGuaranteeSets(db, () => new Date()));
  timers.push(setInterval(guarantees, GUARANTEE_SETS_EVERY_MS));

  if (config.demo && config.demoLeadIntervalMs > 0) {
    const generate = () =>
      track('demo lead generator', async () => {
        const ids = await demoLeadTick(db);
        logger.debug({ leadIds: ids }, 'demo leads generated');
      });
    generate();
    timers.push(setInterval(generate, config.demoLeadIntervalMs));
  }
  for (const timer of timers) timer.unref();
  // Shift endings and due tasks, on the business clock (modules/workspace/tasks/scheduler.ts).
  const workspace = workspaceFor(db).scheduler;
  workspace.start(logger, undefined, leadership.held);
  // Managers' wallboards are told when their figures move (flows/wallboard): what an agent does
  // by the instance that committed it, what time alone moves by the leader's slow comparison.
  const wallboardPush = startWallboardPush(db, logger);
  const wallboard = startWallboardWatch(db, logger, undefined, leadership.held);

  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await workspace.stop();
      await wallboardPush.stop();
      await wallboard.stop();
      await Promise.allSettled([...running]);
    },
  };
}
