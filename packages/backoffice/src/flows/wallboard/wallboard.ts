/**
 * The supervisor wallboard (beyond the spec, decision 1421): queue depth per product and task
 * type, agents on shift by state, and the last hour's calls and lead outcomes of some regions,
 * read from the modules that own each part. A watcher compares the figures of every region once
 * a second and announces a change with a `wallboard.changed` event, so managers' screens fetch
 * them again when — and only when — they moved.
 */
import { type AgentFloorState, REGION_IDS, type Wallboard } from '@umbrella/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { accountsInRegions } from '../../modules/accounts/index.js';
import { createCatalogService } from '../../modules/catalog/index.js';
import { createSessionService } from '../../modules/sessions/index.js';
import { accountsOnCall, callsSince } from '../../modules/telephony/index.js';
import { outcomesSince, queueDepth, shiftStates, workspaceFor } from '../../modules/workspace/index.js';
import { publishEvent } from '../../platform/events/publish.js';

const HOUR_MS = 3600_000;
/** Accounts a region can have at most, for the wallboard's one read of them. */
const MAX_ACCOUNTS = 100_000;

export async function readWallboard(db: Kysely<Database>, regionIds: readonly string[]): Promise<Wallboard> {
  const now = workspaceFor(db).clock.now();
  const accounts = await accountsInRegions(db, regionIds, MAX_ACCOUNTS);
  const ids = accounts.map((a) => a.id);
  const [queue, shifts, onCall, online, calls, outcomes] = [
    await queueDepth(db, regionIds, now),
    await shiftStates(db, ids, now),
    await accountsOnCall(db, ids, now),
    await createSessionService({ db }).onlineAccounts(ids),
    await callsSince(db, regionIds, new Date(now.getTime() - HOUR_MS)),
    await outcomesSince(db, regionIds, new Date(now.getTime() - HOUR_MS)),
  ];
  const products = await createCatalogService({ db }).products(
    queue.flatMap((q) => (q.productId === null ? [] : [q.productId])),
  );
  const names = new Map(accounts.map((a) => [a.id, `${a.name} ${a.surname}`.trim()]));
  const stateOf = (s: { accountId: number; holdsTask: boolean }): AgentFloorState => {
    if (onCall.has(s.accountId)) return 'ON_CALL';
    if (s.holdsTask) return 'WRAP_UP';
    return online.has(s.accountId) ? 'WAITING' : 'IDLE';
  };
  const onShift = shifts.map((s) => ({
    accountId: s.accountId,
    name: names.get(s.accountId) ?? '',
    state: stateOf(s),
  }));
  const agents = { WAITING: 0, ON_CALL: 0, WRAP_UP: 0, IDLE: 0 };
  for (const agent of onShift) agents[agent.state] += 1;
  return {
    at: now.toISOString(),
    queue: queue.map((q) => ({
      regionId: q.regionId,
      productId: q.productId,
      productName: q.productId === null ? null : (products.get(q.productId)?.name ?? null),
      taskType: q.type,
      waiting: q.waiting,
    })),
    agents,
    onShift,
    lastHour: { ...calls, outcomes },
  };
}

/** The figures that decide whether a region's wallboard changed (the clock is left out). */
const fingerprint = (board: Wallboard) => JSON.stringify({ ...board, at: undefined });

export const WALLBOARD_WATCH_MS = 1000;

/** Compares every region's figures each `everyMs` and publishes `wallboard.changed` for those that moved. */
export function startWallboardWatch(
  db: Kysely<Database>,
  logger: FastifyBaseLogger,
  everyMs = WALLBOARD_WATCH_MS,
  leads: () => boolean = () => true,
) {
  const last = new Map<string, string>();
  let running: Promise<void> | null = null;
  const tick = async () => {
    const changed: string[] = [];
    for (const regionId of REGION_IDS) {
      const print = fingerprint(await readWallboard(db, [regionId]));
      if (last.has(regionId) && last.get(regionId) !== print) changed.push(regionId);
      last.set(regionId, print);
    }
    if (changed.length) await publishEvent(db, 'wallboard.changed', null, { regionIds: changed });
  };
  const timer = setInterval(() => {
    if (running) return;
    // Another instance watches (platform/leadership.ts); forget what was seen so that taking
    // over later starts from a fresh comparison instead of announcing old differences.
    if (!leads()) return last.clear();
    running = tick()
      .catch((err: unknown) => logger.warn({ err }, 'wallboard watch failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
