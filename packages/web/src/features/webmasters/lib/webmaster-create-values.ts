import type { Dayjs } from 'dayjs';

/** What the create modal's form holds: the payout in units, the guarantee date as picked. */
export type WebmasterCreateValues = {
  offerId?: string;
  name?: string;
  payout?: number;
  guarantee?: number | null;
  guaranteeActualFrom?: Dayjs | null;
  comment?: string;
};

/** Whether an optional field was filled in (an emptied InputNumber is null, an emptied Input ''). */
export const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';
