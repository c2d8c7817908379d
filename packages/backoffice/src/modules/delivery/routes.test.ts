import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { productId } from '../../testing/order-fixtures.js';

type Address = {
  id: number;
  district: string;
  province: string;
  type: string;
  score: number;
  postalCode: string;
  fullAddress: string;
  deposit: boolean;
};
type Option = {
  providerId: number;
  providerName: string;
  id: number;
  pickupPoint: string | null;
  schedule: Record<string, string[]>;
};
type Info = { prepay: Option[]; payOnDelivery: Option[] };

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

const get = async (url: string, username = 'agent', overrides?: { features?: string[] }) =>
  t.app.inject({ url, headers: await t.auth(username, overrides) });
const search = async (query: string, country = 'PE', username = 'agent') =>
  get(
    `/module/delivery/api/v1/addresses/search?query=${encodeURIComponent(query)}&country=${country}&withDeliveryOnly=false`,
    username,
  );
const first = async (query: string, country = 'PE') =>
  ((await search(query, country)).json() as Address[])[0] as Address;
const providers = (options: Option[]) => [...new Set(options.map((o) => o.providerName))].sort();

describe('address dictionary', () => {
  it('ONEW-64 searches a country and returns id, type, region, province, city, district, postal code, full address, deposit and score', async () => {
    const res = await search('miraflores');
    expect(res.statusCode).toBe(200);
    const [best] = res.json() as Address[];
    expect(best).toMatchObject({
      type: 'others',
      region: 'Lima',
      province: 'Lima',
      city: 'Lima',
      district: 'Miraflores',
      fullAddress: 'Miraflores, Lima',
      deposit: true,
    });
    expect(best?.postalCode).toMatch(/^15\d{3}$/);
    expect(best?.score).toBeGreaterThan(20);
  });

  it('ONEW-43 scores the entries matching the whole query above 20 and partial ones lower', async () => {
    const results = (await search('san isidro lima')).json() as Address[];
    expect(results[0]).toMatchObject({ district: 'San Isidro', province: 'Lima' });
    expect(results[0]?.score).toBeGreaterThan(20);
    expect(results.at(-1)?.score ?? 0).toBeLessThan(results[0]?.score ?? 0);
  });

  it('OCONST-07 address types per country: Starken in Chile, Servientrega in Colombia', async () => {
    expect((await first('providencia', 'CL')).type).toBe('Starken');
    expect(((await search('chapinero', 'CO', 'agent2')).json() as Address[])[0]).toMatchObject({
      type: 'Servientrega',
      district: 'Chapinero',
    });
  });

  it('a country none of the caller’s regions is in is refused', async () => {
    const res = await search('monterrey', 'MX');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REGION_FORBIDDEN');
  });

  it('ONEW-66 lists provinces, then the districts of one province', async () => {
    const provinces = (await get('/module/delivery/api/v1/addresses/areas?regionId=pe-central')).json() as {
      name: string;
    }[];
    expect(provinces.map((p) => p.name)).toContain('Lima');
    const districts = (await get('/module/delivery/api/v1/addresses/areas?regionId=pe-central&parent=Lima')).json() as {
      name: string;
      addressId: number;
    }[];
    expect(districts.find((d) => d.name === 'Miraflores')?.addressId).toEqual(expect.any(Number));
  });

  it('ORDER-31 lists the states, then the cities of a state, then the districts of a city with their entries', async () => {
    const base = '/module/delivery/api/v1/addresses/places?regionId=pe-central';
    const states = (await get(base)).json() as { name: string; addressId: number | null }[];
    expect(states.map((s) => s.name)).toEqual(expect.arrayContaining(['Lima', 'Arequipa']));
    expect(states.every((s) => s.addressId === null)).toBe(true);
    const cities = (await get(`${base}&state=Lima`)).json() as { name: string }[];
    expect(cities.length).toBeGreaterThan(0);
    const city = cities.find((c) => c.name === 'Lima') ?? cities[0];
    const districts = (await get(`${base}&state=Lima&city=${encodeURIComponent(city?.name ?? '')}`)).json() as {
      name: string;
      addressId: number;
      postalCode: string;
    }[];
    expect(districts.length).toBeGreaterThan(0);
    const entry = (
      await get(`/module/delivery/api/v1/addresses/${districts[0]?.addressId}?regionId=pe-central`)
    ).json();
    expect(entry).toMatchObject({
      district: districts[0]?.name,
      city: city?.name,
      postalCode: districts[0]?.postalCode,
    });
    const chile = (await get('/module/delivery/api/v1/addresses/places?regionId=cl-central')).json() as {
      name: string;
    }[];
    expect(chile.map((s) => s.name)).not.toContain('Lima');
    const cityAlone = await get(`${base}&city=Lima`);
    expect(cityAlone.statusCode).toBe(400);
    expect(cityAlone.json().errors).toHaveProperty('state');
  });

  it('ONEW-69 ONEW-75 reverse-geocodes a map point to the nearest dictionary entry', async () => {
    const res = await get(
      '/module/delivery/api/v1/geocode/reverse?latitude=-12.1219&longitude=-77.0301&regionId=pe-central',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: { district: 'Miraflores' }, displayName: 'Miraflores, Lima' });
    expect(res.json().distanceMeters).toBeLessThan(1_000);
  });
});

describe('delivery info', () => {
  it('ONEW-65 ONEW-53 ONEW-57 an address has prepay and pay-on-delivery options with providers, pickup points and five dates', async () => {
    const miraflores = await first('miraflores');
    const colageno = await productId(t.db, 'PE-COLAGENO');
    const res = await get(
      `/module/delivery/api/v1/delivery-info/by-address?addressId=${miraflores.id}&type=others&productIds=${colageno}`,
    );
    expect(res.statusCode).toBe(200);
    const info = res.json() as Info;
    expect(providers(info.prepay)).toEqual(['DTK', 'Olva Courier', 'Rappi', 'Shalom']);
    expect(providers(info.payOnDelivery)).toEqual(['DTK', 'Olva Courier']);
    const shalom = info.prepay.find((o) => o.providerName === 'Shalom');
    expect(shalom?.pickupPoint).toMatch(/^Agencia Shalom Lima – /);
    for (const option of [...info.prepay, ...info.payOnDelivery]) {
      const dates = Object.keys(option.schedule);
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.length).toBeLessThanOrEqual(5);
      for (const times of Object.values(option.schedule))
        for (const time of times) expect(time).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
    }
  });

  it('ONEW-49 a provincial address is served by the national providers only', async () => {
    const arequipa = await first('arequipa');
    const info = (
      await get(`/module/delivery/api/v1/delivery-info/by-address?addressId=${arequipa.id}`)
    ).json() as Info;
    expect(providers(info.prepay)).toEqual(['Olva Courier', 'Shalom']);
    expect(providers(info.payOnDelivery)).toEqual(['Olva Courier']);
  });

  it('ONEW-70 ONEW-75 by coordinates: the nearest entry’s places and the polygons containing the point', async () => {
    const lima = (
      await get(
        '/module/delivery/api/v1/delivery-info/by-coordinates?latitude=-12.09&longitude=-77.03&regionId=pe-central',
      )
    ).json() as Info;
    expect(providers(lima.payOnDelivery)).toEqual(['DTK', 'Olva Courier']);
    // ONEW-62: far out at sea nothing delivers.
    const sea = (
      await get(
        '/module/delivery/api/v1/delivery-info/by-coordinates?latitude=-13.5&longitude=-79.5&regionId=pe-central',
      )
    ).json() as Info;
    expect(sea).toEqual({ prepay: [], payOnDelivery: [] });
  });

  it('products of another region are a 400 naming the field', async () => {
    const miraflores = await first('miraflores');
    const mexican = await productId(t.db, 'MX-GLUCOFIT');
    const res = await get(
      `/module/delivery/api/v1/delivery-info/by-address?addressId=${miraflores.id}&productIds=${mexican}`,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['productIds.0']);
  });
});

describe('coverage polygons', () => {
  it('ONEW-72 DTK and Rappi coverage of Lima as GeoJSON polygons', async () => {
    const res = await get('/module/delivery/api/v1/coverage?regionId=pe-central');
    expect(res.statusCode).toBe(200);
    const collection = res.json() as {
      type: string;
      features: { geometry: { type: string; coordinates: number[][][] }; properties: { coverage: string } }[];
    };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((f) => f.properties.coverage).sort()).toEqual(['DTK', 'Rappi']);
    const ring = collection.features[0]?.geometry.coordinates[0] ?? [];
    expect(ring[0]).toEqual(ring.at(-1));
  });

  it('ONEW-73 TCC coverage only for callers with the TSS feature', async () => {
    const without = (
      await get('/module/delivery/api/v1/coverage?regionId=co-central', 'agent2', { features: [] })
    ).json();
    expect(without.features.map((f: { properties: { coverage: string } }) => f.properties.coverage)).not.toContain(
      'TCC',
    );
    const withTss = (
      await get('/module/delivery/api/v1/coverage?regionId=co-central', 'agent2', { features: ['TSS'] })
    ).json();
    expect(withTss.features.map((f: { properties: { coverage: string } }) => f.properties.coverage)).toContain('TCC');
  });
});
