/**
 * Holiday schedules (HOLIDAY-01..09): each provider's non-working dates, which the delivery
 * options of order capture never offer (options.ts reads the same rows). Listed for the caller's
 * regions; a provider of another region is answered as a missing one. A new schedule can start
 * from the country's public holidays (`nationalDates`, from the maintained `date-holidays` data)
 * and is edited from there.
 */
import {
  type CreateHolidayBody,
  findRegion,
  type HolidaySchedule,
  type NationalHolidaysQuery,
  type UpdateHolidayBody,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { conflictField } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { nationalHolidays } from './holidays.js';

type HolidayCaller = Pick<Caller, 'regionIds'>;

/** Distinct dates in calendar order: the form may send a date twice or out of order. */
const sortedDates = (dates: readonly string[]) => [...new Set(dates)].sort();

const asDates = (value: unknown): string[] =>
  typeof value === 'string' ? (JSON.parse(value) as string[]) : (value as string[]);

export function createHolidaySchedules(deps: { db: Kysely<Database>; clock: Clock }) {
  const { clock } = deps;
  const db = ownTables(deps.db, 'delivery');

  const schedules = () =>
    db
      .selectFrom('delivery_holidays as h')
      .innerJoin('delivery_providers as p', 'p.id', 'h.provider_id')
      .select(['h.id', 'h.provider_id', 'h.dates', 'p.name', 'p.region_id']);

  const toSchedule = (row: {
    id: number;
    provider_id: number;
    dates: unknown;
    name: string;
    region_id: string;
  }): HolidaySchedule => ({
    id: row.id,
    deliveryProviderId: row.provider_id,
    deliveryProviderName: row.name,
    regionId: row.region_id,
    dates: sortedDates(asDates(row.dates)),
  });

  /** The provider, when it exists in one of the caller's regions (else 404, as for a missing one). */
  async function provider(caller: HolidayCaller, providerId: number) {
    return foundInRegions(
      caller,
      await db
        .selectFrom('delivery_providers')
        .select(['id', 'region_id'])
        .where('id', '=', providerId)
        .executeTakeFirst(),
      (p) => p.region_id,
      'Delivery provider not found',
    );
  }

  /**
   * One schedule per provider (order capture reads every row of a provider, so a second one is
   * only a second place to look): the provider row is locked so two saves cannot both pass.
   */
  async function assertProviderFree(trx: ModuleDb<'delivery'>, providerId: number, ownId?: number): Promise<void> {
    await trx.selectFrom('delivery_providers').select('id').where('id', '=', providerId).forUpdate().execute();
    let taken = trx.selectFrom('delivery_holidays').select('id').where('provider_id', '=', providerId);
    if (ownId !== undefined) taken = taken.where('id', '!=', ownId);
    const other = await taken.executeTakeFirst();
    if (other) throw conflictField('deliveryProviderId', { key: 'holidayScheduleExists', values: { id: other.id } });
  }

  async function schedule(caller: HolidayCaller, id: number): Promise<HolidaySchedule> {
    return toSchedule(
      foundInRegions(
        caller,
        await schedules().where('h.id', '=', id).executeTakeFirst(),
        (s) => s.region_id,
        'Holiday schedule not found',
      ),
    );
  }

  return {
    /** get all: the schedules of the caller's regions, by provider name. */
    async list(caller: HolidayCaller): Promise<HolidaySchedule[]> {
      if (!caller.regionIds.length) return [];
      const rows = await schedules()
        .where('p.region_id', 'in', caller.regionIds)
        .orderBy('p.name')
        .orderBy('h.id')
        .execute();
      return rows.map(toSchedule);
    },

    /** create (dates, deliveryProviderId). */
    async create(caller: HolidayCaller, body: CreateHolidayBody): Promise<HolidaySchedule> {
      await provider(caller, body.deliveryProviderId);
      const now = clock.now();
      const row = await db.transaction().execute(async (trx) => {
        await assertProviderFree(trx, body.deliveryProviderId);
        return trx
          .insertInto('delivery_holidays')
          .values({
            provider_id: body.deliveryProviderId,
            dates: JSON.stringify(sortedDates(body.dates)),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      return schedule(caller, row.id);
    },

    /** update (dates, deliveryProviderId, id): both the schedule and the new provider must be the caller's. */
    async update(caller: HolidayCaller, body: UpdateHolidayBody): Promise<HolidaySchedule> {
      await schedule(caller, body.id);
      await provider(caller, body.deliveryProviderId);
      await db.transaction().execute(async (trx) => {
        await assertProviderFree(trx, body.deliveryProviderId, body.id);
        await trx
          .updateTable('delivery_holidays')
          .set({
            provider_id: body.deliveryProviderId,
            dates: JSON.stringify(sortedDates(body.dates)),
            updated_at: clock.now(),
          })
          .where('id', '=', body.id)
          .execute();
      });
      return schedule(caller, body.id);
    },

    /** delete by id. */
    async remove(caller: HolidayCaller, id: number): Promise<void> {
      await schedule(caller, id);
      await db.deleteFrom('delivery_holidays').where('id', '=', id).execute();
    },

    /** The public holidays of the provider's country in a year: a starting point for a new schedule. */
    async nationalDates(caller: HolidayCaller, query: NationalHolidaysQuery): Promise<string[]> {
      const found = await provider(caller, query.deliveryProviderId);
      const country = findRegion(found.region_id)?.country;
      return country ? sortedDates([...nationalHolidays(country, query.year)]) : [];
    },
  };
}

export type HolidaySchedules = ReturnType<typeof createHolidaySchedules>;
