/**
 * Work shifts (SHIFT-*): start, end, extend, and the silent extension that every task action of
 * a non-manager gives (SHIFT-12/13). Ending a shift hands the agent's work back to the queue.
 */
import { ERROR_CODES, type ShiftDto, type ShiftExtendResult } from '@umbrella/contract';
import type { Clock } from '../../../clock.js';
import type { ModuleDb, ModuleTables } from '../../../db/owners.js';
import type { Caller } from '../../../platform/caller.js';
import { publishEvent } from '../../../platform/events/publish.js';
import { floorChanged } from '../../../platform/floor-changes.js';
import { HttpError } from '../../../platform/http-error.js';
import {
  extendRunningShifts,
  findOpenShift,
  finishShift,
  insertShift,
  runningShiftsExtension,
  type ShiftExtension,
  type ShiftRow,
} from './repo.js';
import { secondsLeft } from './seconds-left.js';
import type { ShiftSettings } from './settings.js';
import { createShiftSweep, type ReleaseWork } from './sweep.js';

export { secondsLeft } from './seconds-left.js';
export type { ReleaseWork } from './sweep.js';

export type ShiftService = ReturnType<typeof createShiftService>;

/** A task action's silent extension, unsent: the action embeds it in its own statement. */
export type ShiftTouch = ReturnType<typeof runningShiftsExtension<ModuleTables<'workspace'>>>;

export const shiftNotActive = () =>
  new HttpError(409, ERROR_CODES.shiftNotActive, 'There is no running shift. Start a new shift.');

export function toShiftDto(row: ShiftRow, now: Date): ShiftDto {
  return {
    id: row.id,
    startedAt: new Date(row.started_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    secondsLeft: secondsLeft(row, now),
  };
}

const isRunning = (row: ShiftRow | undefined, now: Date): row is ShiftRow =>
  !!row && new Date(row.ends_at).getTime() > now.getTime();

export function createShiftService(deps: {
  db: ModuleDb<'workspace'>;
  clock: Clock;
  settings: ShiftSettings;
  releaseWork: ReleaseWork;
}) {
  const { db, clock, settings, releaseWork } = deps;

  function extensionOf(callers: readonly Pick<Caller, 'accountId' | 'position'>[]): ShiftExtension | undefined {
    const accountIds = callers.filter((c) => c.position !== 'MANAGER').map((c) => c.accountId);
    if (!accountIds.length) return undefined;
    const now = clock.now();
    return { accountIds, now, until: new Date(now.getTime() + settings.extensionSeconds * 1000) };
  }

  /** Ends a shift, frees its work and tells the agent's browsers (every tab logs out). */
  async function finish(
    trx: ModuleDb<'workspace'>,
    shift: ShiftRow,
    reason: 'ENDED' | 'EXPIRED',
    now: Date,
  ): Promise<boolean> {
    const endedAt = reason === 'EXPIRED' ? new Date(shift.ends_at) : now;
    const ended = await finishShift(trx, shift.id, endedAt, reason);
    if (!ended) return false;
    await releaseWork(trx, shift.account_id, now);
    await publishEvent(trx, 'shift.ended', shift.account_id, { shiftId: shift.id });
    return true;
  }

  return {
    finish,
    /** The shifts' part of the background sweep (ending notices, ended shifts). */
    ...createShiftSweep({ db, releaseWork }),

    /** The running shift, or null (SHIFT-04: the web shows the new-shift prompt). */
    async current(caller: Caller): Promise<ShiftDto | null> {
      const now = clock.now();
      const row = await findOpenShift(db, caller.accountId);
      return isRunning(row, now) ? toShiftDto(row, now) : null;
    },

    /** Starts a shift (SHIFT-02); a running one is returned as it is, so a double click is harmless. */
    async start(caller: Caller): Promise<ShiftDto> {
      // Most starts find no open shift: the insert alone is the whole start, one statement. One
      // that finds a shift (running, or past its end and not yet swept) is left to the transaction.
      const startedAt = clock.now();
      const fresh = await insertShift(
        db,
        caller.accountId,
        startedAt,
        new Date(startedAt.getTime() + settings.lengthSeconds * 1000),
      );
      if (fresh) {
        floorChanged(db, caller.regionIds);
        return toShiftDto(fresh, startedAt);
      }
      const shift = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const open = await findOpenShift(trx, caller.accountId);
        if (isRunning(open, now)) return toShiftDto(open, now);
        if (open) await finish(trx, open, 'EXPIRED', now);
        const endsAt = new Date(now.getTime() + settings.lengthSeconds * 1000);
        const created = await insertShift(trx, caller.accountId, now, endsAt);
        const row = created ?? (await findOpenShift(trx, caller.accountId));
        if (!row) throw new Error('shift start lost a race it cannot recover from');
        return toShiftDto(row, now);
      });
      floorChanged(db, caller.regionIds);
      return shift;
    },

    /** Extends the running shift (SHIFT-06, SHIFT-11) and says how long is left (SHIFT-14). */
    async extend(caller: Caller): Promise<ShiftExtendResult> {
      const now = clock.now();
      const until = new Date(now.getTime() + settings.extensionSeconds * 1000);
      const [row] = await extendRunningShifts(db, [caller.accountId], now, until);
      if (!row) throw shiftNotActive();
      return { secondsLeft: secondsLeft(row, now), endsAt: new Date(row.ends_at).toISOString() };
    },

    /** Ends the caller's shift; without one it is a no-op, so "end shift, then log out" never fails. */
    async end(caller: Caller): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const open = await findOpenShift(trx, caller.accountId);
        if (open) await finish(trx, open, 'ENDED', clock.now());
      });
      floorChanged(db, caller.regionIds);
    },

    /**
     * The silent extension of a task action: non-managers only (SHIFT-12, SHIFT-13), and only
     * when a shift is running (an ended shift is never revived by a late action).
     */
    async touch(trx: ModuleDb<'workspace'>, callers: readonly Pick<Caller, 'accountId' | 'position'>[]): Promise<void> {
      const extension = extensionOf(callers);
      if (extension) await extendRunningShifts(trx, extension.accountIds, extension.now, extension.until);
    },

    /**
     * The silent extension `touch` would write, as an unsent statement for a task action that
     * sends it with its own writes (one round trip); undefined when no one's shift extends.
     */
    touchOf(callers: readonly Pick<Caller, 'accountId' | 'position'>[]): ShiftTouch | undefined {
      const extension = extensionOf(callers);
      return extension && runningShiftsExtension(db, extension);
    },

    /** Whether the account may take work now: managers always, others only within a running shift. */
    async mayTakeWork(trx: ModuleDb<'workspace'>, caller: Pick<Caller, 'accountId' | 'position'>): Promise<boolean> {
      if (caller.position === 'MANAGER') return true;
      return isRunning(await findOpenShift(trx, caller.accountId), clock.now());
    },
  };
}
