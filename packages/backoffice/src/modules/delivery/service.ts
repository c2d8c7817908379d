/**
 * The delivery module's service: the address dictionary (search, reads, areas, reverse
 * geocoding), providers and coverage of a region, and the delivery options of an address or a
 * map point, on the service's clock.
 */
import {
  type AddressDto,
  type AreaDto,
  type CoverageCollection,
  type DeliveryInfo,
  type DeliveryProviderDto,
  findDeliveryProvider,
  type PlaceDto,
  type ReverseGeocodeResult,
} from '@umbrella/contract';
import { type Clock, systemClock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { findAddressRecord, listAreas, listPlaces, toAddressDto } from './addresses/repo.js';
import {
  type RegionCaller,
  readAddress,
  regionDictionaryCountry,
  reverseGeocode,
  searchAddresses,
} from './addresses/service.js';
import {
  type DeliveryTarget,
  deliveryInfoByAddress,
  deliveryInfoByCoordinates,
  resolveDeliveryInfo,
} from './delivery-info.js';
import { coverageOfRegion, findProviderName, findProviderNames, providersOfRegion } from './repo.js';

export type DeliveryServiceDeps = Pick<ModuleDeps, 'db'> & { clock?: Clock };

export function createDeliveryService({ db: appDb, clock = systemClock }: DeliveryServiceDeps) {
  const db = ownTables(appDb, 'delivery');
  return {
    searchAddresses: (caller: RegionCaller, query: Parameters<typeof searchAddresses>[2]) =>
      searchAddresses(db, caller, query),

    /** A dictionary address the caller may use (its country is one of the caller's). */
    readAddress: (caller: RegionCaller, id: number) => readAddress(db, caller, id),

    /** A dictionary entry as stored, for an order's answer (no region check: the order was checked). */
    addressRecord: (id: number) => findAddressRecord(db, id),

    /** A provider's name, active or not, for an order's answer. */
    providerName: (providerId: number) => findProviderName(db, providerId),
    /** Providers' names by id, active or not. */
    providerNames: (ids: readonly number[]) => findProviderNames(db, ids),

    async address(caller: RegionCaller, id: number): Promise<AddressDto> {
      return toAddressDto(await readAddress(db, caller, id), 100);
    },

    /** Provinces of the region's country, or the districts of one province (ONEW-66). */
    areas: (caller: RegionCaller, query: { regionId: string; parent?: string }): Promise<AreaDto[]> =>
      listAreas(db, regionDictionaryCountry(caller, query.regionId), query.parent),

    /** States, the cities of a state, or the districts of a city (ORDER-31). */
    places: (caller: RegionCaller, query: { regionId: string; state?: string; city?: string }): Promise<PlaceDto[]> =>
      listPlaces(db, regionDictionaryCountry(caller, query.regionId), query),

    reverseGeocode: (
      caller: RegionCaller,
      point: Parameters<typeof reverseGeocode>[2],
    ): Promise<ReverseGeocodeResult> => reverseGeocode(db, caller, point),

    /** The options of a target on this date, limited to the providers of the target's region. */
    resolveDeliveryInfo: (target: DeliveryTarget, now: Date): Promise<DeliveryInfo> =>
      resolveDeliveryInfo(db, target, now),

    byAddress: (caller: RegionCaller, query: Parameters<typeof deliveryInfoByAddress>[2]) =>
      deliveryInfoByAddress(db, caller, query, clock.now()),

    byCoordinates: (caller: RegionCaller, query: Parameters<typeof deliveryInfoByCoordinates>[2]) =>
      deliveryInfoByCoordinates(db, caller, query, clock.now()),

    async providers(caller: RegionCaller, regionId: string): Promise<DeliveryProviderDto[]> {
      regionDictionaryCountry(caller, regionId);
      const rows = await providersOfRegion(db, regionId);
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        regionId: r.region_id,
        prepay: r.prepay,
        cashOnDelivery: r.cash_on_delivery,
      }));
    },

    /** Coverage polygons of a region as GeoJSON; TCC only for callers with the TSS feature (ONEW-73). */
    async coverage(
      caller: RegionCaller & { features: readonly string[] },
      regionId: string,
    ): Promise<CoverageCollection> {
      regionDictionaryCountry(caller, regionId);
      const showTcc = caller.features.includes('TSS');
      const features = (await coverageOfRegion(db, regionId)).flatMap((row) => {
        const coverage = findDeliveryProvider(row.provider_id)?.rules.coverage ?? null;
        if (!coverage || (coverage === 'TCC' && !showTcc)) return [];
        return [
          {
            type: 'Feature' as const,
            id: row.id,
            geometry: { type: 'Polygon' as const, coordinates: [row.ring] },
            properties: { providerId: row.provider_id, providerName: row.provider_name, coverage, name: row.name },
          },
        ];
      });
      return { type: 'FeatureCollection' as const, features };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
