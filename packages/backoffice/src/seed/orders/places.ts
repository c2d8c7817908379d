/**
 * Demo provider places: home delivery, pickup agencies and express services with their weekly
 * periods, days to deliver and payment support, and which dictionary addresses each serves
 * (by country and first-level division). Express services of DTK, Rappi and TCC serve points
 * inside their coverage polygons instead (coverage.ts).
 */
import type { WeekSchedule } from '../../db/types.js';

type Period = [string, string];
const days = (from: number, to: number, periods: Period[]): WeekSchedule => {
  const schedule: WeekSchedule = {};
  for (let day = 1; day <= 7; day++) schedule[String(day)] = day >= from && day <= to ? periods : [];
  return schedule;
};

export type DemoPlace = {
  key: string;
  providerId: number;
  name: string;
  pickupAddress?: string;
  schedule: WeekSchedule;
  daysToDeliver: number;
  prepay: boolean;
  cashOnDelivery: boolean;
  deliveryPriceMinor?: number;
  /** Addresses served: a country, and optionally only (or all but) some regions. */
  serves?: { country: string; regions?: readonly string[]; exceptRegions?: readonly string[] };
};

const LIMA = ['Lima', 'Callao'];
const SANTIAGO = ['Región Metropolitana de Santiago'];
const MEXICO_METROS = ['Ciudad de México', 'Estado de México', 'Jalisco', 'Nuevo León'];
const OFFICE: Period[] = [
  ['09:00', '13:00'],
  ['14:00', '18:00'],
];

const shalom = (city: string, region: string, street: string): DemoPlace => ({
  key: `shalom-${city.toLowerCase()}`,
  providerId: 2,
  name: `Agencia Shalom ${city}`,
  pickupAddress: `${street}, ${city}`,
  schedule: days(1, 6, [['09:00', '19:00']]),
  daysToDeliver: 2,
  prepay: true,
  cashOnDelivery: false,
  serves: { country: 'PE', regions: [region] },
});

export const DEMO_PLACES: readonly DemoPlace[] = [
  // Peru
  {
    key: 'olva-lima',
    providerId: 1,
    name: 'Olva Lima',
    schedule: days(1, 6, OFFICE),
    daysToDeliver: 1,
    prepay: true,
    cashOnDelivery: true,
    serves: { country: 'PE', regions: LIMA },
  },
  {
    key: 'olva-provincias',
    providerId: 1,
    name: 'Olva Provincias',
    schedule: days(1, 5, [['09:00', '18:00']]),
    daysToDeliver: 3,
    prepay: true,
    cashOnDelivery: true,
    deliveryPriceMinor: 1000,
    serves: { country: 'PE', exceptRegions: LIMA },
  },
  shalom('Lima', 'Lima', 'Av. México 1235, La Victoria'),
  shalom('Arequipa', 'Arequipa', 'Av. Ejército 710'),
  shalom('Cusco', 'Cusco', 'Av. de la Cultura 1020'),
  shalom('Trujillo', 'La Libertad', 'Av. América Norte 1480'),
  shalom('Chiclayo', 'Lambayeque', 'Av. Bolognesi 560'),
  shalom('Piura', 'Piura', 'Av. Sánchez Cerro 1150'),
  shalom('Huancayo', 'Junín', 'Av. Ferrocarril 830'),
  {
    key: 'dtk-lima',
    providerId: 3,
    name: '',
    schedule: days(1, 6, [
      ['09:00', '13:00'],
      ['13:00', '17:00'],
      ['17:00', '21:00'],
    ]),
    daysToDeliver: 0,
    prepay: true,
    cashOnDelivery: true,
  },
  {
    key: 'rappi-lima',
    providerId: 4,
    name: '',
    schedule: days(1, 7, [
      ['10:00', '14:00'],
      ['14:00', '18:00'],
      ['18:00', '22:00'],
    ]),
    daysToDeliver: 0,
    prepay: true,
    cashOnDelivery: false,
    deliveryPriceMinor: 800,
  },
  // Chile
  {
    key: 'starken-domicilio',
    providerId: 5,
    name: 'Starken Domicilio',
    schedule: days(1, 5, [['09:00', '19:00']]),
    daysToDeliver: 2,
    prepay: true,
    cashOnDelivery: true,
    serves: { country: 'CL' },
  },
  {
    key: 'starken-santiago',
    providerId: 5,
    name: 'Sucursal Starken Santiago Centro',
    pickupAddress: 'Av. Libertador Bernardo O’Higgins 3470, Estación Central',
    schedule: days(1, 6, [['09:00', '18:00']]),
    daysToDeliver: 2,
    prepay: true,
    cashOnDelivery: true,
    serves: { country: 'CL', regions: SANTIAGO },
  },
  {
    key: 'starken-vina',
    providerId: 5,
    name: 'Sucursal Starken Viña del Mar',
    pickupAddress: 'Av. Libertad 1190, Viña del Mar',
    schedule: days(1, 6, [['09:00', '18:00']]),
    daysToDeliver: 3,
    prepay: true,
    cashOnDelivery: true,
    serves: { country: 'CL', regions: ['Valparaíso'] },
  },
  {
    key: 'starken-concepcion',
    providerId: 5,
    name: 'Sucursal Starken Concepción',
    pickupAddress: 'Av. Los Carrera 1785, Concepción',
    schedule: days(1, 6, [['09:00', '18:00']]),
    daysToDeliver: 3,
    prepay: true,
    cashOnDelivery: true,
    serves: { country: 'CL', regions: ['Biobío'] },
  },
  {
    key: 'bluex-santiago',
    providerId: 6,
    name: 'Blue Express',
    schedule: days(1, 5, [
      ['09:00', '14:00'],
      ['14:00', '20:00'],
    ]),
    daysToDeliver: 1,
    prepay: true,
    cashOnDelivery: true,
    serves: { country: 'CL', regions: [...SANTIAGO, 'Valparaíso'] },
  },
  {
    key: 'chilexpress-express',
    providerId: 7,
    name: '',
    schedule: days(1, 5, [
      ['10:00', '14:00'],
      ['15:00', '20:00'],
    ]),
    daysToDeliver: 0,
    prepay: true,
    cashOnDelivery: true,
    deliveryPriceMinor: 250_000,
    serves: { country: 'CL', regions: SANTIAGO },
  },
  {
    key: 'rappi-santiago',
    providerId: 8,
    name: '',
    schedule: days(1, 7, [
      ['10:00', '14:00'],
      ['14:00', '18:00'],
      ['18:00', '22:00'],
    ]),
    daysToDeliver: 0,
    prepay: true,
    cashOnDelivery: false,
    deliveryPriceMinor: 190_000,
  },
  // Colombia
  {
    key: 'servientrega-domicilio',
    providerId: 9,
    name: 'Servientrega Domicilio',
    schedule: days(1, 6, [
      ['08:00', '12:00'],
      ['13:00', '18:00'],
    ]),
    daysToDeliver: 2,
    prepay: true,
    cashOnDelivery: true,
    serves: { country: 'CO' },
  },
  {
    key: 'servientrega-chapinero',
    providerId: 9,
    name: 'Centro de Soluciones Chapinero',
    pickupAddress: 'Calle 57 # 13-40, Chapinero, Bogotá',
    schedule: days(1, 6, [['08:00', '18:00']]),
    daysToDeliver: 2,
    prepay: true,
    cashOnDelivery: true,
    serves: { country: 'CO', regions: ['Bogotá D.C.'] },
  },
  {
    key: 'servientrega-poblado',
    providerId: 9,
    name: 'Centro de Soluciones El Poblado',
    pickupAddress: 'Carrera 43A # 6 Sur-15, Medellín',
    schedule: days(1, 6, [['08:00', '18:00']]),
    daysToDeliver: 2,
    prepay: true,
    cashOnDelivery: true,
    serves: { country: 'CO', regions: ['Antioquia'] },
  },
  {
    key: 'tcc-urbano',
    providerId: 10,
    name: 'TCC Urbano',
    schedule: days(1, 5, [
      ['08:00', '12:00'],
      ['14:00', '18:00'],
    ]),
    daysToDeliver: 1,
    prepay: true,
    cashOnDelivery: true,
  },
  {
    key: 'inter-nacional',
    providerId: 11,
    name: 'Inter Rapidísimo Nacional',
    schedule: days(1, 6, [['08:00', '17:00']]),
    daysToDeliver: 3,
    prepay: true,
    cashOnDelivery: true,
    deliveryPriceMinor: 900_000,
    serves: { country: 'CO', exceptRegions: ['Bogotá D.C.'] },
  },
  {
    key: 'rappi-colombia',
    providerId: 12,
    name: '',
    schedule: days(1, 7, [
      ['10:00', '14:00'],
      ['14:00', '18:00'],
      ['18:00', '22:00'],
    ]),
    daysToDeliver: 0,
    prepay: true,
    cashOnDelivery: false,
    deliveryPriceMinor: 690_000,
  },
  // Mexico
  {
    key: 'estafeta-terrestre',
    providerId: 13,
    name: 'Estafeta Terrestre',
    schedule: days(1, 5, [['09:00', '19:00']]),
    daysToDeliver: 4,
    prepay: true,
    cashOnDelivery: true,
    serves: { country: 'MX' },
  },
  {
    key: 'estafeta-dia-siguiente',
    providerId: 13,
    name: 'Estafeta Día Siguiente',
    schedule: days(1, 5, [
      ['09:00', '14:00'],
      ['14:00', '19:00'],
    ]),
    daysToDeliver: 1,
    prepay: true,
    cashOnDelivery: true,
    deliveryPriceMinor: 9_900,
    serves: { country: 'MX', regions: MEXICO_METROS },
  },
  {
    key: '99minutos-express',
    providerId: 14,
    name: '',
    schedule: days(1, 6, [
      ['09:00', '15:00'],
      ['15:00', '21:00'],
    ]),
    daysToDeliver: 0,
    prepay: true,
    cashOnDelivery: true,
    deliveryPriceMinor: 7_900,
    serves: { country: 'MX', regions: MEXICO_METROS },
  },
  {
    key: 'rappi-mexico',
    providerId: 15,
    name: '',
    schedule: days(1, 7, [
      ['10:00', '14:00'],
      ['14:00', '18:00'],
      ['18:00', '22:00'],
    ]),
    daysToDeliver: 0,
    prepay: true,
    cashOnDelivery: false,
    deliveryPriceMinor: 4_900,
  },
];

/** Days a provider does not deliver besides the national holidays (OCONST-18 dates). */
export const DEMO_PROVIDER_HOLIDAYS: readonly { key: string; providerId: number; dates: readonly string[] }[] = [
  { key: 'dtk-fin-de-ano', providerId: 3, dates: ['2026-12-24', '2026-12-31', '2027-12-24', '2027-12-31'] },
  { key: 'starken-inventario', providerId: 5, dates: ['2026-12-31', '2027-06-30'] },
  { key: 'servientrega-inventario', providerId: 9, dates: ['2026-12-31'] },
];
