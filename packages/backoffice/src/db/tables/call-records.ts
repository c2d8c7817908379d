import type { ColumnType, Generated } from 'kysely';

// Call records (0027-call-records), the telephony module's.
export interface CallRecordsTable {
  id: Generated<number>;
  account_id: number | null;
  lead_id: number;
  region_id: string;
  product_id: number;
  webmaster_id: number | null;
  call_date: ColumnType<Date, Date | string | undefined, Date | string>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  bill_sec: Generated<number>;
  audio_src: ColumnType<string | null, string | null | undefined, string | null>;
  /** The lead's current status, kept by triggers (0053-call-record-filters). */
  lead_status: ColumnType<number, number | undefined, number>;
  /** How the customer came through, from the softphone at the call's end (0066-call-quality). */
  loss_percent: ColumnType<number | null, number | null | undefined, number | null>;
  jitter_ms: ColumnType<number | null, number | null | undefined, number | null>;
  mos: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CallRecordsTables {
  call_records: CallRecordsTable;
}
