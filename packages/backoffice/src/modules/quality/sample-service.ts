/**
 * The weekly evaluation queue (decision 1810): per region of the caller, each agent's sample of
 * answered, recorded calls for one week — the week from Monday's midnight in the region's own zone
 * — with whether each call has been evaluated yet; and the sample's size per region, which an
 * administrator sets (audited). The picks are stored when a week is first opened and only topped
 * up afterwards (decision 1828).
 */
import {
  addDays,
  QUALITY_SAMPLE_DEFAULT,
  type QualityQueuePage,
  type QualityQueueState,
  type QualitySampleSetting,
  REGIONS,
  weekMonday,
  zonedInstant,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { recordAudit } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { assertRegion, scopedRegionIds } from '../../platform/region-scope.js';
import { withTransaction } from '../../platform/transaction.js';
import * as picks from './sample-picks-repo.js';
import * as repo from './sample-repo.js';

type SampleCaller = Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>;

export type QueueQuery = {
  week?: string;
  regionId?: string;
  agentId?: number;
  state?: QualityQueueState;
  page: number;
  size: number;
};

const zoneOf = (regionId: string) => REGIONS.find((r) => r.id === regionId)?.timezone ?? 'UTC';

/** A week still taking calls is topped up at most this often, so most openings only read. */
const REDRAW_AFTER_MS = 60_000;
/** A week drawn this long after its end is final: no call of it can still be ending. */
const FINAL_AFTER_MS = 86_400_000;

/** Whether a region's week must be drawn (or topped up) before it is read. */
function needsDraw(range: picks.SampleRange, drawn: picks.SampleWeek | undefined, at: Date) {
  if (!drawn || drawn.callsPerAgent < range.perAgent) return true;
  if (drawn.drawnAt.getTime() >= range.to.getTime() + FINAL_AFTER_MS) return false;
  return at.getTime() - drawn.drawnAt.getTime() >= REDRAW_AFTER_MS;
}

/** Each region's week in its own zone, with its sample size. */
export function sampleRanges(week: string, sizes: ReadonlyMap<string, number>, regionIds: readonly string[]) {
  return regionIds.map(
    (regionId): picks.SampleRange => ({
      regionId,
      from: zonedInstant(week, '00:00', zoneOf(regionId)),
      to: zonedInstant(addDays(week, 7), '00:00', zoneOf(regionId)),
      perAgent: sizes.get(regionId) ?? QUALITY_SAMPLE_DEFAULT,
    }),
  );
}

export function createSampleService({ db: appDb, now = () => new Date() }: { db: Kysely<Database>; now?: () => Date }) {
  const db = ownTables(appDb, 'quality');
  const reads = picks.sampleReads(appDb);

  /** Draws the regions' week where it is due; two openings at once draw it once (the lock). */
  async function ensureDrawn(week: string, ranges: readonly picks.SampleRange[]) {
    const at = now();
    const drawn = await picks.drawnWeeks(
      db,
      week,
      ranges.map((r) => r.regionId),
    );
    const due = ranges.filter((r) => needsDraw(r, drawn.get(r.regionId), at));
    if (!due.length) return;
    await withTransaction(db, async (trx) => {
      const locked = await picks.lockWeeks(
        trx,
        week,
        due.map((r) => r.regionId),
      );
      const still = due.filter((r) => needsDraw(r, locked.get(r.regionId), at));
      if (still.length) await picks.drawWeeks(trx, reads, week, still, at);
    });
  }

  return {
    async settings(caller: SampleCaller): Promise<QualitySampleSetting[]> {
      const sizes = await repo.sampleSizes(db, caller.regionIds);
      return [...caller.regionIds].sort().map((regionId) => ({
        regionId,
        callsPerAgent: sizes.get(regionId) ?? QUALITY_SAMPLE_DEFAULT,
        isDefault: !sizes.has(regionId),
      }));
    },

    async setSize(caller: SampleCaller, regionId: string, callsPerAgent: number): Promise<QualitySampleSetting> {
      assertRegion(caller, regionId);
      await withTransaction(db, async (trx) => {
        const before = await repo.setSampleSize(trx, regionId, callsPerAgent, caller.accountId);
        await recordAudit(trx, caller, {
          action: 'QUALITY_SAMPLE_SIZE_SET',
          targetType: 'region',
          targetId: regionId,
          regionIds: [regionId],
          details: { callsPerAgent, before: before ?? null },
        });
      });
      return { regionId, callsPerAgent, isDefault: false };
    },

    async queue(caller: SampleCaller, query: QueueQuery): Promise<QualityQueuePage> {
      const week = weekMonday(query.week ?? now().toISOString().slice(0, 10));
      const regionIds = scopedRegionIds(caller, query.regionId ? [query.regionId] : undefined);
      const sizes = await repo.sampleSizes(db, regionIds);
      if (regionIds.length) await ensureDrawn(week, sampleRanges(week, sizes, regionIds));
      const sample = await picks.storedPicks(db, reads, week, regionIds, query.agentId);
      const counts = await repo.evaluationCounts(
        db,
        sample.map((c) => c.id),
        caller.accountId,
      );
      const items = sample.map((c) => ({
        callId: c.id,
        callDate: c.callDate.toISOString(),
        billSec: c.billSec,
        regionId: c.regionId,
        agentId: c.agentId,
        agentName: c.agentName,
        productId: c.productId,
        productName: c.productName,
        pick: c.pick,
        evaluationCount: counts.get(c.id)?.count ?? 0,
        evaluatedByMe: counts.get(c.id)?.mine ?? false,
      }));
      const shown = query.state === 'open' ? items.filter((i) => i.evaluationCount === 0) : items;
      return {
        week,
        // The sample is at most agents × size rows (more where N was lowered after the draw), so it is paged here rather than in SQL.
        content: shown.slice(query.page * query.size, (query.page + 1) * query.size),
        totalSize: shown.length,
        agentCount: new Set(items.map((i) => i.agentId)).size,
        sampledCount: items.length,
        evaluatedCount: items.filter((i) => i.evaluationCount > 0).length,
      };
    },
  };
}
