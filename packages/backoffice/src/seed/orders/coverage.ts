/**
 * Demo coverage polygons of the express providers drawn on the map (ONEW-72): DTK in Lima,
 * Rappi in the big cities of each country, TCC in Colombia. Each is an irregular ring around a
 * city centre, in GeoJSON order [longitude, latitude], closed.
 */
export type DemoCoverage = {
  key: string;
  providerId: number;
  placeKey: string;
  name: string;
  center: [latitude: number, longitude: number];
  radiusKm: number;
};

export const DEMO_COVERAGE: readonly DemoCoverage[] = [
  {
    key: 'dtk-lima',
    providerId: 3,
    placeKey: 'dtk-lima',
    name: 'DTK Lima Metropolitana',
    center: [-12.08, -77.02],
    radiusKm: 14,
  },
  {
    key: 'rappi-lima',
    providerId: 4,
    placeKey: 'rappi-lima',
    name: 'Rappi Lima',
    center: [-12.11, -77.03],
    radiusKm: 7,
  },
  {
    key: 'rappi-santiago',
    providerId: 8,
    placeKey: 'rappi-santiago',
    name: 'Rappi Santiago',
    center: [-33.43, -70.62],
    radiusKm: 10,
  },
  {
    key: 'tcc-bogota',
    providerId: 10,
    placeKey: 'tcc-urbano',
    name: 'TCC Bogotá',
    center: [4.65, -74.09],
    radiusKm: 15,
  },
  {
    key: 'tcc-medellin',
    providerId: 10,
    placeKey: 'tcc-urbano',
    name: 'TCC Medellín',
    center: [6.25, -75.57],
    radiusKm: 10,
  },
  { key: 'tcc-cali', providerId: 10, placeKey: 'tcc-urbano', name: 'TCC Cali', center: [3.43, -76.52], radiusKm: 9 },
  {
    key: 'rappi-bogota',
    providerId: 12,
    placeKey: 'rappi-colombia',
    name: 'Rappi Bogotá',
    center: [4.67, -74.06],
    radiusKm: 9,
  },
  {
    key: 'rappi-medellin',
    providerId: 12,
    placeKey: 'rappi-colombia',
    name: 'Rappi Medellín',
    center: [6.21, -75.57],
    radiusKm: 6,
  },
  {
    key: 'rappi-cdmx',
    providerId: 15,
    placeKey: 'rappi-mexico',
    name: 'Rappi Ciudad de México',
    center: [19.41, -99.16],
    radiusKm: 12,
  },
  {
    key: 'rappi-guadalajara',
    providerId: 15,
    placeKey: 'rappi-mexico',
    name: 'Rappi Guadalajara',
    center: [20.67, -103.36],
    radiusKm: 8,
  },
  {
    key: 'rappi-monterrey',
    providerId: 15,
    placeKey: 'rappi-mexico',
    name: 'Rappi Monterrey',
    center: [25.67, -100.32],
    radiusKm: 8,
  },
];

const KM_PER_DEGREE = 111.32;
const VERTICES = 24;

/** A closed ring whose radius wobbles by ±15 % so that it looks like a drawn service area. */
export function coverageRing({ center: [lat, lng], radiusKm }: DemoCoverage): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i < VERTICES; i++) {
    const angle = (2 * Math.PI * i) / VERTICES;
    const r = radiusKm * (1 + 0.15 * Math.sin(3 * angle) * Math.cos(2 * angle));
    const dLat = (r * Math.sin(angle)) / KM_PER_DEGREE;
    const dLng = (r * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
    ring.push([round(lng + dLng), round(lat + dLat)]);
  }
  ring.push(ring[0] as [number, number]);
  return ring;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
