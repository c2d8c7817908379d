/**
 * The supervisor wallboard (beyond the spec, decision 1421): queue depth per product and task
 * type, agents on shift by state, and the last hour's calls and lead outcomes of some regions,
 * read from the modules that own each part. A change an agent makes is announced with a
 * `wallboard.changed` event from the change itself (wallboard-push.ts), so managers' screens fetch
 * the figures again when — and only when — they moved; a slow comparison catches what moves with
 * time alone (see startWallboardWatch).
 */
import { type AgentFloorState, REGION_IDS, type Wallboard } from '@umbrella/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { accountLookup } from '../../modules/accounts/index.js';
import { createCatalogService } from '../../modules/catalog/index.js';
import { ordersTodayByAuthor } from '../../modules/orders/index.js';
import { createSessionService } from '../../modules/sessions/index.js';
import { type AgentCalls, agentCalls, callsSince } from '../../modules/telephony/index.js';
import {
  dialsInProgress,
  outcomesSince,
  queueDepth,
  type ShiftState,
  shiftStates,
  workspaceFor,
} from '../../modules/workspace/index.js';
import { lastEventId, payloadsBetween } from '../../platform/events/outbox-repo.js';
import { publishEvent } from '../../platform/events/publish.js';
import { regionDayStarts } from '../../platform/region-day.js';

const HOUR_MS = 3600_000;
/** Accounts a region can have at most, for the wallboard's one read of them. */
const MAX_ACCOUNTS = 100_000;

const latest = (...instants: (Date | null | undefined)[]) =>
  new Date(Math.max(...instants.map((d) => d?.getTime() ?? Number.NEGATIVE_INFINITY)));

/**
 * What an agent on shift is doing and since when (decision 1799): on a call since it was answered;
 * dialling since the dial button when a call placed after that is not answered yet (decision 1822);
 * in wrap-up (holding a task, no call) since the claim or the last hang-up after it; otherwise
 * waiting — or idle when no browser of theirs is open — since their last closed task or the
 * shift's start.
 */
function floorState(
  shift: ShiftState,
  calls: AgentCalls | undefined,
  dialSince: Date | undefined,
  online: boolean,
): { state: AgentFloorState; since: Date } {
  if (calls?.openSince) return { state: 'ON_CALL', since: calls.openSince };
  if (dialSince) return { state: 'DIALLING', since: dialSince };
  if (shift.task) {
    const hungUp = calls?.lastEndedAt && calls.lastEndedAt >= shift.task.claimedAt ? calls.lastEndedAt : null;
    return { state: 'WRAP_UP', since: latest(shift.task.claimedAt, hungUp) };
  }
  return { state: online ? 'WAITING' : 'IDLE', since: latest(shift.startedAt, shift.lastClosedAt) };
}

export async function readWallboard(db: Kysely<Database>, regionIds: readonly string[]): Promise<Wallboard> {
  const now = workspaceFor(db).clock.now();
  const people = accountLookup(db);
  const accounts = await people.inRegions(regionIds, MAX_ACCOUNTS);
  const ids = accounts.map((a) => a.id);
  const [queue, shifts, online, calls, outcomes] = [
    await queueDepth(db, regionIds, now),
    await shiftStates(db, ids, now),
    await createSessionService({ db }).onlineAccounts(ids),
    await callsSince(db, regionIds, new Date(now.getTime() - HOUR_MS)),
    await outcomesSince(db, regionIds, new Date(now.getTime() - HOUR_MS)),
  ];
  // The grid's figures, read only for the agents on shift.
  const onShiftIds = shifts.map((s) => s.accountId);
  const dayStarts = regionDayStarts(now);
  const [callsOf, dialsOf, ordersOf, groupsOf] = [
    await agentCalls(db, onShiftIds, dayStarts),
    await dialsInProgress(db, onShiftIds, now),
    await ordersTodayByAuthor(db, onShiftIds, dayStarts),
    await people.groupsOf(onShiftIds),
  ];
  const products = await createCatalogService({ db }).products([
    ...queue.flatMap((q) => (q.productId === null ? [] : [q.productId])),
    ...shifts.flatMap((s) => (s.task?.productId == null ? [] : [s.task.productId])),
  ]);
  const names = new Map(accounts.map((a) => [a.id, `${a.name} ${a.surname}`.trim()]));
  const onShift = shifts.map((s) => {
    const { state, since } = floorState(s, callsOf.get(s.accountId), dialsOf.get(s.accountId), online.has(s.accountId));
    const productId = s.task?.productId ?? null;
    return {
      accountId: s.accountId,
      name: names.get(s.accountId) ?? '',
      state,
      since: since.toISOString(),
      leadId: s.task?.leadId ?? null,
      productName: productId === null ? null : (products.get(productId)?.name ?? null),
      callsToday: callsOf.get(s.accountId)?.today ?? 0,
      ordersToday: ordersOf.get(s.accountId) ?? 0,
      groups: groupsOf.get(s.accountId) ?? [],
    };
  });
  const agents = { WAITING: 0, DIALLING: 0, ON_CALL: 0, WRAP_UP: 0, IDLE: 0 };
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

/**
 * Some figures move with no commit to hook: a browser closed (it stops its heartbeat and goes
 * offline 30 s later), the last hour's window sliding past old calls and outcomes. The comparison
 * finds those; everything an agent does is pushed at once (wallboard-push.ts).
 */
export const WALLBOARD_WATCH_MS = 15_000;

/**
 * Compares every region's figures each `everyMs` and publishes `wallboard.changed` for those that
 * moved — except regions announced since the last comparison by any instance (screens fetched then).
 */
export function startWallboardWatch(
  db: Kysely<Database>,
  logger: FastifyBaseLogger,
  everyMs = WALLBOARD_WATCH_MS,
  leads: () => boolean = () => true,
) {
  const last = new Map<string, string>();
  let seenEventId: number | null = null;
  let running: Promise<void> | null = null;
  const tick = async () => {
    const upTo = await lastEventId(db);
    const announced = new Set(
      seenEventId === null
        ? []
        : (await payloadsBetween(db, 'wallboard.changed', seenEventId, upTo)).flatMap((p) => p.regionIds),
    );
    seenEventId = upTo;
    const changed: string[] = [];
    for (const regionId of REGION_IDS) {
      const print = fingerprint(await readWallboard(db, [regionId]));
      if (last.has(regionId) && last.get(regionId) !== print && !announced.has(regionId)) changed.push(regionId);
      last.set(regionId, print);
    }
    if (changed.length) await publishEvent(db, 'wallboard.changed', null, { regionIds: changed });
  };
  const timer = setInterval(() => {
    if (running) return;
    // Another instance watches (platform/leadership.ts); forget what was seen so that taking
    // over later starts from a fresh comparison instead of announcing old differences.
    if (!leads()) {
      seenEventId = null;
      return last.clear();
    }
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
