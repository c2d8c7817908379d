/**
 * The shifts' part of the workspace's background sweep, so that the scheduler asks the shift
 * service instead of reading shift rows: `shift.ending` 60 s before a shift ends, and a shift past
 * its end closed, its agent's work handed back to the queue and `shift.ended` sent. Each row is
 * taken with an update, so several instances may sweep at once without sending anything twice.
 */
import { REGION_IDS, SHIFT_ENDING_NOTICE_SECONDS } from '@umbrella/contract';
import type { ModuleDb } from '../../../db/owners.js';
import { publishEvent } from '../../../platform/events/publish.js';
import { floorChanged } from '../../../platform/floor-changes.js';
import { expireShifts, takeEndingNotices } from './repo.js';
import { secondsLeft } from './seconds-left.js';

/** Gives the account's tasks and leads back to the queue (provided by the tasks module). */
export type ReleaseWork = (trx: ModuleDb<'workspace'>, accountId: number, now: Date) => Promise<void>;

export function createShiftSweep(deps: { db: ModuleDb<'workspace'>; releaseWork: ReleaseWork }) {
  const { db, releaseWork } = deps;
  return {
    /** One pass at `now` (business time): how many agents were warned and how many shifts ended. */
    async sweep(now: Date): Promise<{ endingNotices: number; ended: number }> {
      const endingNotices = await db.transaction().execute(async (trx) => {
        const rows = await takeEndingNotices(trx, now, SHIFT_ENDING_NOTICE_SECONDS);
        for (const row of rows) {
          await publishEvent(trx, 'shift.ending', row.account_id, {
            shiftId: row.id,
            endsAt: new Date(row.ends_at).toISOString(),
            secondsLeft: secondsLeft(row, now),
          });
        }
        return rows.length;
      });
      const ended = await db.transaction().execute(async (trx) => {
        const rows = await expireShifts(trx, now);
        for (const row of rows) await releaseWork(trx, row.account_id, now);
        for (const row of rows) await publishEvent(trx, 'shift.ended', row.account_id, { shiftId: row.id });
        return rows.length;
      });
      // Expired shifts leave the grid; they are rare, so every region is told rather than looked up.
      if (ended) floorChanged(db, REGION_IDS);
      return { endingNotices, ended };
    },
  };
}
