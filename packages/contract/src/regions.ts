/** The four operating regions (CONST-31..34): id, country, phone prefix, timezone, currency and the locale its numbers are written in. */
export const REGIONS = [
  {
    id: 'pe-central',
    name: 'Peru',
    fullName: 'Perú – Central',
    country: 'PE',
    phonePrefix: '+51',
    timezone: 'America/Lima',
    currency: 'PEN',
    locale: 'es-PE',
    mapZoom: 10,
  },
  {
    id: 'cl-central',
    name: 'Chile',
    fullName: 'Chile – Central',
    country: 'CL',
    phonePrefix: '+56',
    timezone: 'America/Santiago',
    currency: 'CLP',
    locale: 'es-CL',
    mapZoom: 10,
  },
  {
    id: 'mx-central',
    name: 'Mexico',
    fullName: 'México – Central',
    country: 'MX',
    phonePrefix: '+52',
    timezone: 'America/Mexico_City',
    currency: 'MXN',
    locale: 'es-MX',
    mapZoom: 2,
  },
  {
    id: 'co-central',
    name: 'Colombia',
    fullName: 'Colombia – Central',
    country: 'CO',
    phonePrefix: '+57',
    timezone: 'America/Bogota',
    currency: 'COP',
    locale: 'es-CO',
    mapZoom: 11,
  },
] as const;

export type Region = (typeof REGIONS)[number];
export type RegionId = Region['id'];
export const REGION_IDS = REGIONS.map((r) => r.id) as RegionId[];

export function findRegion(id: string): Region | undefined {
  return REGIONS.find((r) => r.id === id);
}

/** The dictionary country of a region is taken from the first two letters of its id. */
export function regionCountry(id: string): string {
  return id.slice(0, 2).toUpperCase();
}
