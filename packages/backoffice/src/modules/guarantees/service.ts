/**
 * Guarantee sets (GUAR-01..29): the list, creating a set for a period (answered at once, its rows
 * computed in the background, GUAR-29), and approving or declining a draft row. Rows are those of
 * offers in the caller's regions; another region's row answers as a missing one (decision 1034).
 */
import {
  GUARANTEES_PAGE_SIZE,
  type GuaranteeListQuery,
  type GuaranteePage,
  type GuaranteePeriod,
  type GuaranteeRow,
  type GuaranteeSet,
  isCalendarDate,
  GUARANTEE_SET_MESSAGES as M,
} from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { conflict, HttpError, invalidField } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { textFilter } from '../../platform/text-filter.js';
import { computePendingGuaranteeSets } from './compute.js';
import { findRow, listGuarantees, otherModulesReads, overlappingSetExists } from './repo.js';

type GuaranteeCaller = Pick<Caller, 'regionIds' | 'accountId'>;
type Logger = { warn(details: object, message: string): void };

const spec = (status: 400 | 409, field: string, message: string) =>
  new HttpError(status, status === 400 ? 'VALIDATION' : 'CONFLICT', message, { [field]: message });

export function createGuaranteeService({
  db: appDb,
  clock,
  logger,
}: {
  db: Kysely<Database>;
  clock: Clock;
  logger?: Logger;
}) {
  const db = ownTables(appDb, 'guarantees');
  const reads = otherModulesReads(appDb);
  const running = new Set<Promise<unknown>>();

  function checkPeriod({ periodFrom, periodTo }: GuaranteePeriod): void {
    for (const [field, value] of [
      ['periodFrom', periodFrom],
      ['periodTo', periodTo],
    ] as const) {
      if (!isCalendarDate(value)) throw invalidField({ [field]: 'must be a date YYYY-MM-DD' });
    }
    if (periodFrom > periodTo) throw spec(400, 'periodTo', M.order);
    // GUAR-23: today may end a period (decision 1511); the regions' days never run ahead of UTC's.
    if (periodTo > clock.now().toISOString().slice(0, 10)) throw spec(400, 'periodTo', M.future);
  }

  /** A draft row of the caller's regions, locked for its decision. */
  async function draft(trx: ModuleDb<'guarantees'>, caller: GuaranteeCaller, id: number) {
    const row = foundInRegions(caller, await findRow(trx, reads, id), (r) => r.region_id, {
      key: 'notFoundGuarantee',
      values: { id },
    });
    if (row.status !== 'DRAFT') throw conflict(M.notDraft);
    return row;
  }

  async function one(caller: GuaranteeCaller, id: number): Promise<GuaranteeRow> {
    const page = await listGuarantees(db, reads, {
      regionIds: caller.regionIds,
      status: 'ANY',
      number: 0,
      size: 1,
      rowId: id,
    });
    return page.content[0] as GuaranteeRow;
  }

  const service = {
    /** GUAR-02..08: rows of the caller's regions, each text filter trimmed, an empty one dropped. */
    list: (caller: GuaranteeCaller, query: GuaranteeListQuery): Promise<GuaranteePage> =>
      listGuarantees(db, reads, {
        regionIds: caller.regionIds,
        status: query.statusValue ?? 'ANY',
        webmasterName: textFilter(query.webmasterName),
        agencyName: textFilter(query.agencyName),
        partner: textFilter(query.partner),
        offerId: textFilter(query.offerId),
        number: query.number ?? 0,
        size: query.size ?? GUARANTEES_PAGE_SIZE,
        orderBy: query.orderBy,
      }),

    /** GUAR-25: true when a set shares a day with the period. */
    async exists(period: GuaranteePeriod): Promise<boolean> {
      for (const [field, value] of Object.entries(period)) {
        if (!isCalendarDate(value)) throw invalidField({ [field]: 'must be a date YYYY-MM-DD' });
      }
      return overlappingSetExists(db, period.periodFrom, period.periodTo);
    },

    /**
     * GUAR-21..29: stores the set and answers at once; its rows are computed right after, in the
     * background (and by the periodic sweep should this instance stop first).
     */
    async create(caller: GuaranteeCaller, period: GuaranteePeriod): Promise<GuaranteeSet> {
      checkPeriod(period);
      const set = await db.transaction().execute(async (trx) => {
        // Serialises creations, so two overlapping periods cannot both pass the check.
        await sql`lock table guarantee_sets in share row exclusive mode`.execute(trx);
        if (await overlappingSetExists(trx, period.periodFrom, period.periodTo)) throw spec(409, 'period', M.exists);
        return trx
          .insertInto('guarantee_sets')
          .values({ period_from: period.periodFrom, period_to: period.periodTo, created_by: caller.accountId })
          .returning(['id', 'period_from', 'period_to'])
          .executeTakeFirstOrThrow();
      });
      service.computeInBackground();
      return { id: set.id, periodFrom: set.period_from, periodTo: set.period_to, computed: false };
    },

    /**
     * Starts computing the pending sets without waiting for it, once the current request has been
     * answered: on PGlite a statement runs on this thread, so a computation started before the
     * answer is written would hold the answer back for its whole length.
     */
    computeInBackground(): void {
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => computePendingGuaranteeSets(appDb, () => clock.now()))
        .catch((err: unknown) => logger?.warn({ err }, 'guarantee set computation failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },

    /** Resolves once the background computations started so far have finished. */
    async settled(): Promise<void> {
      await Promise.allSettled([...running]);
    },

    /** GUAR-17, GUAR-18. */
    async approve(caller: GuaranteeCaller, id: number): Promise<GuaranteeRow> {
      await db.transaction().execute(async (trx) => {
        await draft(trx, caller, id);
        await trx
          .updateTable('guarantee_set_rows')
          .set({ status: 'APPROVED', decided_by: caller.accountId, decided_at: clock.now() })
          .where('id', '=', id)
          .execute();
      });
      return one(caller, id);
    },

    /** GUAR-19, GUAR-20: the comment must not be empty. */
    async decline(caller: GuaranteeCaller, id: number, declineComment: string): Promise<GuaranteeRow> {
      const comment = declineComment.trim();
      if (!comment) throw spec(400, 'declineComment', M.commentRequired);
      await db.transaction().execute(async (trx) => {
        await draft(trx, caller, id);
        await trx
          .updateTable('guarantee_set_rows')
          .set({ status: 'DECLINED', decline_comment: comment, decided_by: caller.accountId, decided_at: clock.now() })
          .where('id', '=', id)
          .execute();
      });
      return one(caller, id);
    },
  };
  return service;
}

export type GuaranteeService = ReturnType<typeof createGuaranteeService>;
