/**
 * Demo postal codes: the real leading digits of each country's system per first-level division
 * (Peru's department codes, Colombia's DANE codes, Mexico's state ranges, Chile's regional
 * ranges) and a stable made-up remainder. Right format and region, not authoritative
 * (docs/decisions/0705-address-dictionary-data.md).
 */
const PERU: Record<string, string> = {
  AMA: '01',
  ANC: '02',
  APU: '03',
  ARE: '04',
  AYA: '05',
  CAJ: '06',
  CAL: '07',
  CUS: '08',
  HUV: '09',
  HUC: '10',
  ICA: '11',
  JUN: '12',
  LAL: '13',
  LAM: '14',
  LIM: '15',
  LOR: '16',
  MDD: '17',
  MOQ: '18',
  PAS: '19',
  PIU: '20',
  PUN: '21',
  SAM: '22',
  TAC: '23',
  TUM: '24',
  UCA: '25',
};
const COLOMBIA: Record<string, string> = {
  AMA: '91',
  ANT: '05',
  ARA: '81',
  SAP: '88',
  ATL: '08',
  DC: '11',
  BOL: '13',
  BOY: '15',
  CAL: '17',
  CAQ: '18',
  CAS: '85',
  CAU: '19',
  CES: '20',
  CHO: '27',
  CUN: '25',
  COR: '23',
  GUA: '94',
  GUV: '95',
  HUI: '41',
  LAG: '44',
  MAG: '47',
  MET: '50',
  NAR: '52',
  NSA: '54',
  PUT: '86',
  QUI: '63',
  RIS: '66',
  SAN: '68',
  SUC: '70',
  TOL: '73',
  VAC: '76',
  VAU: '97',
  VID: '99',
};
const MEXICO: Record<string, string> = {
  AGU: '20',
  BCN: '21',
  BCS: '23',
  CAM: '24',
  CHP: '29',
  CHH: '31',
  CDMX: '06',
  COA: '25',
  COL: '28',
  DUR: '34',
  GUA: '36',
  GRO: '39',
  HID: '42',
  JAL: '44',
  MEX: '50',
  MIC: '58',
  MOR: '62',
  NAY: '63',
  NLE: '64',
  OAX: '68',
  PUE: '72',
  QUE: '76',
  ROO: '77',
  SLP: '78',
  SIN: '80',
  SON: '83',
  TAB: '86',
  TAM: '87',
  TLA: '90',
  VER: '91',
  YUC: '97',
  ZAC: '98',
};
const CHILE: Record<string, string> = {
  AP: '100',
  TA: '110',
  AN: '124',
  AT: '153',
  CO: '170',
  VS: '234',
  RM: '832',
  LI: '282',
  ML: '346',
  NB: '378',
  BI: '403',
  AR: '478',
  LR: '509',
  LL: '550',
  AI: '595',
  MA: '620',
};

const LENGTH: Record<string, number> = { PE: 5, CO: 6, MX: 5, CL: 7 };
const PREFIXES: Record<string, Record<string, string>> = { PE: PERU, CO: COLOMBIA, MX: MEXICO, CL: CHILE };

/** FNV-1a: the same key always gives the same code. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function demoPostalCode(country: string, stateCode: string, key: string): string {
  const length = LENGTH[country] ?? 5;
  const prefix = PREFIXES[country]?.[stateCode] ?? '1';
  const rest = length - prefix.length;
  return prefix + String(hash(key) % 10 ** rest).padStart(rest, '0');
}
