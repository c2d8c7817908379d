import type { ColumnType } from 'kysely';

/** Column types shared by the tables in db/tables/: how each kind of column is read, inserted and updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;
// Agent workspace (0003-workspace): timestamps of shifts, tasks, lead logs and orders.
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
