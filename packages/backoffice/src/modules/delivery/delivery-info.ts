/**
 * Delivery info for a dictionary address or a map point (ONEW-48, ONEW-65, ONEW-70, ONEW-75):
 * the places linked to the address (for a point: to the nearest dictionary entry within
 * NEAREST_ADDRESS_METERS) plus the express places whose coverage polygon contains the point,
 * turned into prepay and pay-on-delivery options with their schedules.
 */
import { type DeliveryInfo, findRegion, REGIONS, regionCountry } from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';
import { invalidField, notFound, type Refusal } from '../../platform/http-error.js';
import { createCatalogService } from '../catalog/index.js';
import { nearestAddress } from './addresses/repo.js';
import { type RegionCaller, readAddress, regionDictionaryCountry } from './addresses/service.js';
import { distanceMeters, type Point } from './geo.js';
import { deliveryOptions } from './options.js';
import { type PlaceRow, placesCoveringPoint, placesOfAddress } from './repo.js';

/** A map point takes the delivery of the nearest dictionary entry only when it is this close. */
export const NEAREST_ADDRESS_METERS = 15_000;

/**
 * A dictionary address (with its coordinates when the caller has already read them, so they are
 * not read twice) or a map point.
 */
export type DeliveryTarget = { regionId: string } & ({ addressId: number; addressPoint?: Point } | { point: Point });

async function assertRegionProducts(db: ModuleDb<'delivery'>, regionId: string, productIds: readonly number[] = []) {
  const products = await createCatalogService({ db }).products(productIds);
  const errors: Record<string, Refusal> = {};
  productIds.forEach((id, i) => {
    const product = products.get(id);
    if (!product || product.regionId !== regionId)
      errors[`productIds.${i}`] = { key: 'notProductOf', values: { regionId } };
  });
  if (Object.keys(errors).length) throw invalidField(errors);
}

async function placesFor(db: ModuleDb<'delivery'>, target: DeliveryTarget): Promise<PlaceRow[]> {
  const country = regionCountry(target.regionId);
  if ('addressId' in target) {
    const address =
      target.addressPoint ??
      (await db
        .selectFrom('addresses')
        .select(['latitude', 'longitude'])
        .where('id', '=', target.addressId)
        .executeTakeFirst());
    if (!address) throw notFound({ key: 'notFoundAddress', values: { id: target.addressId } });
    return [
      ...(await placesOfAddress(db, target.addressId)),
      ...(await placesCoveringPoint(db, target.regionId, address)),
    ];
  }
  const nearest = await nearestAddress(db, country, target.point.latitude, target.point.longitude);
  const linked =
    nearest && distanceMeters(target.point, nearest) <= NEAREST_ADDRESS_METERS
      ? await placesOfAddress(db, nearest.id)
      : [];
  return [...linked, ...(await placesCoveringPoint(db, target.regionId, target.point))];
}

/** The options of a target, limited to the providers of the target's region. */
export async function resolveDeliveryInfo(
  db: ModuleDb<'delivery'>,
  target: DeliveryTarget,
  now: Date,
): Promise<DeliveryInfo> {
  const region = findRegion(target.regionId);
  if (!region) throw notFound({ key: 'notFoundRegion', values: { id: target.regionId } });
  const places = (await placesFor(db, target)).filter((p) => p.region_id === target.regionId);
  const holidays = new Map(places.map((p) => [p.provider_id, new Set(p.provider_holidays)]));
  return deliveryOptions(places, { now, timeZone: region.timezone, country: region.country, holidays });
}

/** The region of the caller's that a dictionary country belongs to. */
function regionOfCountry(caller: RegionCaller, country: string): string {
  const region = REGIONS.find((r) => r.country === country && caller.regionIds.includes(r.id));
  if (!region) throw notFound({ key: 'noRegionOfYoursIn', values: { country } });
  return region.id;
}

export async function deliveryInfoByAddress(
  db: ModuleDb<'delivery'>,
  caller: RegionCaller,
  query: { addressId: number; productIds?: number[] },
  now: Date,
): Promise<DeliveryInfo> {
  const address = await readAddress(db, caller, query.addressId);
  const regionId = regionOfCountry(caller, address.country);
  await assertRegionProducts(db, regionId, query.productIds);
  return resolveDeliveryInfo(db, { regionId, addressId: address.id, addressPoint: address }, now);
}

export async function deliveryInfoByCoordinates(
  db: ModuleDb<'delivery'>,
  caller: RegionCaller,
  query: { latitude: number; longitude: number; regionId: string; productIds?: number[] },
  now: Date,
): Promise<DeliveryInfo> {
  regionDictionaryCountry(caller, query.regionId);
  await assertRegionProducts(db, query.regionId, query.productIds);
  return resolveDeliveryInfo(
    db,
    { regionId: query.regionId, point: { latitude: query.latitude, longitude: query.longitude } },
    now,
  );
}
