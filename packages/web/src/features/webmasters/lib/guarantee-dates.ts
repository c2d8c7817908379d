import type { Dayjs } from 'dayjs';

/** Guarantee dates travel as YYYY-MM-DD (WEBM-41, ACONST-28) and are shown DD-MM-YYYY (ACONST-27). */
export const API_DAY = 'YYYY-MM-DD';

export const toApiDay = (day: Dayjs | null | undefined): string | undefined => day?.format(API_DAY);

/** Payouts are typed in currency units and travel in cents (WEBM-27, ACONST-23). */
export const toCents = (units: number): number => Math.round(units * 100);
export const toUnits = (cents: number): number => cents / 100;
