/** The delivery_reports tables: a report, its rows and its error items. */
import type { CourierReportRow, DeliveryReportMapping, ReportRowError } from '@umbrella/contract';
import type { Insertable } from 'kysely';
import type { ModuleDb } from '../../../db/owners.js';
import type { DeliveryReportsTable } from '../../../db/tables/delivery.js';

const COLUMNS = [
  'id',
  'provider_id',
  'region_id',
  'file_name',
  'file_key',
  'created_by',
  'who_did',
  'created_at',
  'start_processing_at',
  'validated_at',
  'validation_result',
  'applied_at',
  'headers',
  'queueable',
] as const;

export const findReport = (db: ModuleDb<'delivery'>, id: number) =>
  db.selectFrom('delivery_reports').select(COLUMNS).where('id', '=', id).executeTakeFirst();
export type ReportRecord = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export const findReportByKey = (db: ModuleDb<'delivery'>, key: string) =>
  db.selectFrom('delivery_reports').select(COLUMNS).where('file_key', '=', key).executeTakeFirst();

export const lockReport = (trx: ModuleDb<'delivery'>, id: number) =>
  trx.selectFrom('delivery_reports').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();

export const latestReports = (db: ModuleDb<'delivery'>, providerId: number, limit: number) =>
  db
    .selectFrom('delivery_reports')
    .select(COLUMNS)
    .where('provider_id', '=', providerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Why a row matches no order it may change: its English, and its key of API_REASONS with the values. */
export type RowProblem = {
  problem: string | null;
  problemCode: string | null;
  problemValues: Record<string, string | number> | null;
};

/** A validated report's rows (with their matched orders) and error items (with their codes and values). */
export type ValidatedReport = {
  rows: (CourierReportRow & { orderId: number | null } & RowProblem)[];
  errors: ReportRowError[];
};

/** Stores a report the gateway read and the back-office matched, with its rows and errors, validated now. */
export async function insertValidatedReport(
  trx: ModuleDb<'delivery'>,
  values: Insertable<DeliveryReportsTable>,
  result: ValidatedReport,
) {
  const report = await trx
    .insertInto('delivery_reports')
    .values({ ...values, validation_result: result.errors.length === 0 })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  const reportId = report.id;
  for (let i = 0; i < result.rows.length; i += 1000) {
    const chunk = result.rows.slice(i, i + 1000);
    await trx
      .insertInto('delivery_report_rows')
      .values(
        chunk.map((r) => ({
          report_id: reportId,
          row_number: r.row,
          short_code: r.shortCode,
          status: r.status,
          order_id: r.orderId,
          problem: r.problem,
          problem_code: r.problemCode,
          problem_values: r.problemValues && JSON.stringify(r.problemValues),
        })),
      )
      .execute();
  }
  if (result.errors.length) {
    await trx
      .insertInto('delivery_report_errors')
      .values(
        result.errors.map((e) => ({
          report_id: reportId,
          row_number: e.row,
          error: e.message,
          code: e.code,
          error_values: JSON.stringify(e.values),
        })),
      )
      .execute();
  }
  return report;
}

export const reportErrors = (db: ModuleDb<'delivery'>, reportId: number) =>
  db
    .selectFrom('delivery_report_errors')
    .select(['error', 'code', 'error_values as values'])
    .where('report_id', '=', reportId)
    .orderBy('row_number', 'asc')
    .orderBy('id')
    .execute();

export const reportRows = (db: ModuleDb<'delivery'>, reportId: number) =>
  db
    .selectFrom('delivery_report_rows')
    .select(['row_number', 'short_code', 'status', 'order_id', 'problem', 'problem_code', 'problem_values'])
    .where('report_id', '=', reportId)
    .orderBy('row_number')
    .execute();

/** A provider's saved column mappings (decision 1332). */
export async function providerMappings(db: ModuleDb<'delivery'>, providerId: number): Promise<DeliveryReportMapping[]> {
  const rows = await db
    .selectFrom('delivery_report_mappings')
    .select(['layout', 'short_code_column', 'status_column', 'delivered_words', 'refused_words'])
    .where('provider_id', '=', providerId)
    .execute();
  return rows.map((r) => ({
    layout: r.layout,
    shortCodeColumn: r.short_code_column,
    statusColumn: r.status_column,
    deliveredWords: r.delivered_words,
    refusedWords: r.refused_words,
  }));
}

/** Saves a provider's mapping for a layout; a later mapping of the same layout replaces it. */
export const saveMapping = (
  db: ModuleDb<'delivery'>,
  values: {
    providerId: number;
    headers: string[];
    mapping: Omit<DeliveryReportMapping, 'layout'>;
    layout: string;
    accountId: number;
  },
) =>
  db
    .insertInto('delivery_report_mappings')
    .values({
      provider_id: values.providerId,
      layout: values.layout,
      headers: JSON.stringify(values.headers),
      short_code_column: values.mapping.shortCodeColumn,
      status_column: values.mapping.statusColumn,
      delivered_words: JSON.stringify(values.mapping.deliveredWords),
      refused_words: JSON.stringify(values.mapping.refusedWords),
      created_by: values.accountId,
    })
    .onConflict((oc) =>
      oc.columns(['provider_id', 'layout']).doUpdateSet((eb) => ({
        headers: eb.ref('excluded.headers'),
        short_code_column: eb.ref('excluded.short_code_column'),
        status_column: eb.ref('excluded.status_column'),
        delivered_words: eb.ref('excluded.delivered_words'),
        refused_words: eb.ref('excluded.refused_words'),
        created_by: eb.ref('excluded.created_by'),
      })),
    )
    .execute();
