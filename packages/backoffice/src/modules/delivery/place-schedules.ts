/**
 * Providers' places and weekly schedules by address (DSCHED-01..19), the rows order capture's
 * delivery options are computed from: a place of a provider (express when unnamed, or a pick-up
 * point with its address), its periods per weekday on a 30-minute step, days to deliver and the
 * payment ways the provider supports. force-link creates or changes a place and links it to an
 * address; unlink removes a provider's places from an address; a place can be deleted.
 *
 * Scope: the address's country and the provider's region must be among the caller's; another
 * region's address, provider or place is answered as a missing one (decision 1034).
 */
import {
  type DeliveryPlaceDto,
  EMPTY_SCHEDULE_MESSAGE,
  type ForceLinkBody,
  type PlaceSchedule,
  REGIONS,
  type UnlinkBody,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database, WeekSchedule } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { invalidField, notFound } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';

type PlaceCaller = Pick<Caller, 'regionIds'>;

const parseSchedule = (value: unknown): WeekSchedule =>
  typeof value === 'string' ? (JSON.parse(value) as WeekSchedule) : (value as WeekSchedule);

/** The caller's regions whose country is `country`. */
const regionsOfCountry = (caller: PlaceCaller, country: string): string[] =>
  REGIONS.filter((r) => r.country === country && caller.regionIds.includes(r.id)).map((r) => r.id);

/** The rule of the place form, on the fields it names (DSCHED-06..09, DSCHED-12, DSCHED-13). */
function placeErrors(
  body: ForceLinkBody,
  provider: { prepay: boolean; cash_on_delivery: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (body.pickup && !body.pickupPoint?.trim()) errors.pickupPoint = 'Input address of pick-up point';
  if (body.prepay && !provider.prepay) errors.prepay = 'The provider does not take prepayment';
  if (body.cashOnDelivery && !provider.cash_on_delivery) {
    errors.cashOnDelivery = 'The provider does not take cash on delivery';
  }
  const periods = Object.values(body.schedule).flat();
  if (periods.length === 0) errors.schedule = EMPTY_SCHEDULE_MESSAGE;
  else if (periods.some(([start, end]) => start >= end)) errors.schedule = 'A period must end after it starts';
  return errors;
}

/** Weekdays in order, each day's periods sorted and without empty days. */
function normalSchedule(schedule: PlaceSchedule): WeekSchedule {
  const out: WeekSchedule = {};
  for (const day of Object.keys(schedule).sort()) {
    const periods = [...(schedule[day] ?? [])].sort((a, b) => a[0].localeCompare(b[0]));
    if (periods.length) out[day] = periods as [string, string][];
  }
  return out;
}

export function createPlaceSchedules(deps: { db: Kysely<Database> }) {
  const db = ownTables(deps.db, 'delivery');

  const places = (query: ModuleDb<'delivery'> = db) =>
    query
      .selectFrom('delivery_places as p')
      .innerJoin('delivery_providers as dp', 'dp.id', 'p.provider_id')
      .select([
        'p.id',
        'p.name',
        'p.pickup',
        'p.pickup_address',
        'p.schedule',
        'p.days_to_deliver',
        'p.prepay',
        'p.cash_on_delivery',
        'p.provider_id',
        'dp.name as provider_name',
        'dp.region_id',
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof places>['executeTakeFirstOrThrow']>>;
  const toDto = (row: Row): DeliveryPlaceDto => ({
    id: row.id,
    name: row.name,
    pickup: row.pickup,
    pickupAddress: row.pickup_address,
    schedule: parseSchedule(row.schedule),
    daysToDeliver: row.days_to_deliver,
    prepay: row.prepay,
    cashOnDelivery: row.cash_on_delivery,
    deliveryProviderId: row.provider_id,
    deliveryProviderName: row.provider_name,
  });

  /** The address, when its country is one of the caller's regions' (else 404). */
  async function address(caller: PlaceCaller, addressId: number) {
    const row = await db
      .selectFrom('addresses')
      .select(['id', 'country'])
      .where('id', '=', addressId)
      .executeTakeFirst();
    if (!row || regionsOfCountry(caller, row.country).length === 0) throw notFound('Address not found');
    return row;
  }

  async function provider(caller: PlaceCaller, providerId: number) {
    return foundInRegions(
      caller,
      await db
        .selectFrom('delivery_providers')
        .select(['id', 'region_id', 'prepay', 'cash_on_delivery'])
        .where('id', '=', providerId)
        .where('active', '=', true)
        .executeTakeFirst(),
      (p) => p.region_id,
      'Delivery provider not found',
    );
  }

  const linkedTo = async (addressId: number) =>
    (
      await places()
        .innerJoin('delivery_address_places as ap', 'ap.place_id', 'p.id')
        .where('ap.address_id', '=', addressId)
        .orderBy('dp.name')
        .orderBy('p.id')
        .execute()
    ).map(toDto);

  return {
    /** schedules by address (DSCHED-17): the places linked to it. */
    async ofAddress(caller: PlaceCaller, addressId: number): Promise<DeliveryPlaceDto[]> {
      await address(caller, addressId);
      return linkedTo(addressId);
    },

    /** force-link (DSCHED-15, DSCHED-18): create or change a place and link it to the address. */
    async forceLink(caller: PlaceCaller, body: ForceLinkBody): Promise<DeliveryPlaceDto[]> {
      const target = await address(caller, body.addressId);
      const owner = await provider(caller, body.deliveryProviderId);
      if (!regionsOfCountry(caller, target.country).some((id) => id === owner.region_id)) {
        throw invalidField({ deliveryProviderId: "The provider does not deliver in the address's country" });
      }
      const errors = placeErrors(body, owner);
      if (Object.keys(errors).length) throw invalidField(errors);
      const values = {
        provider_id: owner.id,
        name: body.name?.trim() ?? '',
        pickup: body.pickup ?? false,
        pickup_address: body.pickup ? (body.pickupPoint?.trim() ?? null) : null,
        schedule: JSON.stringify(normalSchedule(body.schedule)),
        days_to_deliver: body.deliveryDays,
        prepay: body.prepay,
        cash_on_delivery: body.cashOnDelivery,
      };
      await db.transaction().execute(async (trx) => {
        let placeId = body.deliveryId;
        if (placeId === undefined) {
          placeId = (await trx.insertInto('delivery_places').values(values).returning('id').executeTakeFirstOrThrow())
            .id;
        } else {
          const changed = await trx
            .updateTable('delivery_places')
            .set(values)
            .where('id', '=', placeId)
            .where('provider_id', '=', owner.id)
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) === 0) throw notFound('Place not found');
        }
        await trx
          .insertInto('delivery_address_places')
          .values({ address_id: target.id, place_id: placeId })
          .onConflict((oc) => oc.doNothing())
          .execute();
      });
      return linkedTo(target.id);
    },

    /** unlink provider from address (DSCHED-15, DSCHED-19): the provider's places leave the address. */
    async unlink(caller: PlaceCaller, body: UnlinkBody): Promise<DeliveryPlaceDto[]> {
      await address(caller, body.addressId);
      await provider(caller, body.deliveryProviderId);
      await db
        .deleteFrom('delivery_address_places')
        .where('address_id', '=', body.addressId)
        .where('place_id', 'in', (eb) =>
          eb.selectFrom('delivery_places').select('id').where('provider_id', '=', body.deliveryProviderId),
        )
        .execute();
      return linkedTo(body.addressId);
    },

    /** delete a place from a provider schedule (DSCHED-02, DSCHED-19). */
    async remove(caller: PlaceCaller, placeId: number): Promise<void> {
      const place = foundInRegions(
        caller,
        await places().where('p.id', '=', placeId).executeTakeFirst(),
        (p) => p.region_id,
        'Place not found',
      );
      await db.deleteFrom('delivery_places').where('id', '=', place.id).execute();
    },
  };
}

export type PlaceSchedules = ReturnType<typeof createPlaceSchedules>;
