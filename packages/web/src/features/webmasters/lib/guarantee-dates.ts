import type { Dayjs } from 'dayjs';

/** Guarantee dates travel as YYYY-MM-DD (WEBM-41, ACONST-28) and are shown DD-MM-YYYY (ACONST-27). */
export const API_DAY = 'YYYY-MM-DD';

export const toApiDay = (day: Dayjs | null | undefined): string | undefined => day?.format(API_DAY);
