/**
 * The demo address dictionary of Peru, Chile, Colombia and Mexico, built from the maintained
 * `country-state-city` data set (first-level divisions and their cities with coordinates) plus
 * the capital districts it lacks. One entry per district; Mexico is thinned to at most
 * MEXICO_PER_STATE places per state (it lists 9 000) keeping the big cities.
 */
import type { AddressType } from '@umbrella/contract';
import { City, type ICity, State } from 'country-state-city';
import type { Insertable } from 'kysely';
import type { AddressesTable } from '../../db/types.js';
import { normalizeText } from '../../modules/delivery/index.js';
import { CAPITAL_AREAS } from './capital-districts.js';
import { demoPostalCode } from './postal-codes.js';

export type AddressRow = Insertable<AddressesTable>;

const TYPE_BY_COUNTRY: Record<string, AddressType> = { PE: 'others', CL: 'Starken', CO: 'Servientrega', MX: 'others' };
const MEXICO_PER_STATE = 40;
const MEXICO_MAJOR = new Set([
  'Monterrey',
  'Guadalupe',
  'San Nicolás de los Garza',
  'Apodaca',
  'Ciudad Apodaca',
  'Guadalajara',
  'Zapopan',
  'Tlaquepaque',
  'Tonalá',
  'Puebla',
  'Tijuana',
  'Mexicali',
  'Ensenada',
  'León',
  'León de los Aldama',
  'Irapuato',
  'Celaya',
  'Santiago de Querétaro',
  'Querétaro',
  'Toluca',
  'Naucalpan de Juárez',
  'Ecatepec de Morelos',
  'Nezahualcóyotl',
  'Ciudad Nezahualcóyotl',
  'Mérida',
  'Cancún',
  'Chihuahua',
  'Ciudad Juárez',
  'Hermosillo',
  'Culiacán',
  'Mazatlán',
  'Aguascalientes',
  'Morelia',
  'Oaxaca',
  'Oaxaca de Juárez',
  'Veracruz',
  'Xalapa',
  'Xalapa-Enríquez',
  'Villahermosa',
  'Tuxtla Gutiérrez',
  'Acapulco de Juárez',
  'Cuernavaca',
  'Pachuca',
  'Pachuca de Soto',
  'San Luis Potosí',
  'Saltillo',
  'Torreón',
  'Durango',
  'Victoria de Durango',
  'Tampico',
  'Reynosa',
  'Zacatecas',
  'Tepic',
  'Colima',
  'Campeche',
  'La Paz',
  'Tlaxcala',
  'Chetumal',
]);

const cleanName = (name: string) => name.replace(/ Municipality$/, '').trim();

function isUsable(city: ICity): boolean {
  return Boolean(city.latitude && city.longitude) && !/^Provincia de |^Asentamiento Humano /.test(city.name);
}

function thinMexico(cities: ICity[]): ICity[] {
  if (cities.length <= MEXICO_PER_STATE) return cities;
  const major = cities.filter((c) => MEXICO_MAJOR.has(cleanName(c.name)));
  const rest = cities.filter((c) => !MEXICO_MAJOR.has(cleanName(c.name)));
  const step = Math.ceil(rest.length / (MEXICO_PER_STATE - major.length));
  return [...major, ...rest.filter((_, i) => i % step === 0)];
}

function row(entry: {
  country: string;
  stateCode: string;
  region: string;
  province: string;
  city: string;
  district: string;
  latitude: number;
  longitude: number;
}): AddressRow {
  const sourceKey = `${entry.country}:${entry.stateCode}:${entry.city}:${entry.district}`;
  const postalCode = demoPostalCode(entry.country, entry.stateCode, sourceKey);
  return {
    country: entry.country,
    type: TYPE_BY_COUNTRY[entry.country] ?? 'others',
    region: entry.region,
    province: entry.province,
    city: entry.city,
    district: entry.district,
    postal_code: postalCode,
    ubigeo: null,
    latitude: entry.latitude,
    longitude: entry.longitude,
    search_text: normalizeText(`${entry.district} ${entry.city} ${entry.province} ${entry.region} ${postalCode}`),
    source_key: sourceKey,
  };
}

/** Every dictionary entry of one country, in a stable order. */
export function dictionaryRows(country: 'PE' | 'CL' | 'CO' | 'MX'): AddressRow[] {
  const rows: AddressRow[] = [];
  const seen = new Set<string>();
  const push = (r: AddressRow) => {
    if (seen.has(r.source_key)) return;
    seen.add(r.source_key);
    rows.push(r);
  };
  for (const area of CAPITAL_AREAS.filter((a) => a.country === country)) {
    for (const district of area.districts) {
      push(row({ ...area, stateCode: area.replacesState, district: district.name, ...district }));
    }
  }
  const replaced = new Map(CAPITAL_AREAS.filter((a) => a.country === country).map((a) => [a.replacesState, a]));
  for (const state of State.getStatesOfCountry(country)) {
    let cities = City.getCitiesOfState(country, state.isoCode).filter(isUsable);
    if (country === 'MX') cities = thinMexico(cities);
    const area = replaced.get(state.isoCode);
    for (const city of cities) {
      const name = cleanName(city.name);
      // The capital's own entry is replaced by its districts; its other towns stay.
      if (area && (name === area.city || area.districts.some((d) => d.name === name))) continue;
      push(
        row({
          country,
          stateCode: state.isoCode,
          region: state.name,
          // Peru's towns are mostly province capitals; elsewhere the province is the state.
          province: country === 'PE' ? name : state.name,
          city: name,
          district: name,
          latitude: Number(city.latitude),
          longitude: Number(city.longitude),
        }),
      );
    }
  }
  return rows;
}
