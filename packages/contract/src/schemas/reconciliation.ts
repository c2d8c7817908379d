/**
 * Reconciliation reports (spec 2 §3 "Delivery report", §4 "Delivery reports", §7, §8; RECON-01..18):
 * a provider's collected-cash report, its rows as the gateway parsed them, and what matching found.
 */
import Type, { type Static } from 'typebox';

export const RECONCILIATION_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'APPROVED_WITH_WARNINGS'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];
/** Every error type the spec names (RECON-15); the web shows any other as "Unknown error" (RECON-16). */
export const RECONCILIATION_ERROR_TYPES = [
  'REPORT_FILE_IO_ERROR',
  'UNSUPPORTED_FILE_FORMAT',
  'SHEET_HAS_NO_DATA_COLUMNS',
  'CELL_VALUE_WRONG_FORMAT',
  'CELL_VALUE_IS_MISSING',
  'DUPLICATE_ITEM_FOUND',
  'ORDER_NOT_FOUND',
  'ORDER_ALREADY_PAID',
  'ORDER_PAID_IN_OTHER_WAYS',
  'ORDER_AND_REPORT_SUM_MISMATCH',
] as const;
export const RECONCILIATION_MAX_ROWS = 200_000;

const ReportMeta = {
  paymentProviderId: Type.Integer({ minimum: 1 }),
  /** YYYY-MM-DD, not in the future (RECON-06). */
  paymentDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  bankTransactionNumber: Type.String({ minLength: 1, maxLength: 64 }),
  /** Minor units. */
  amount: Type.Integer({ minimum: 0 }),
};

export const CreateReconciliationReportBody = Type.Object(
  {
    ...ReportMeta,
    whoDid: Type.Optional(Type.String({ maxLength: 200 })),
    fileName: Type.Optional(Type.String({ maxLength: 200 })),
    /** The original file, PUT to a reconciliation upload link beforehand (RECON-07, RECON-17). */
    fileKey: Type.Optional(Type.String({ maxLength: 200 })),
    rows: Type.Array(
      Type.Object({
        row: Type.Integer({ minimum: 1 }),
        orderShortCode: Type.String({ minLength: 1, maxLength: 40 }),
        amount: Type.Integer({ minimum: 0 }),
      }),
      { minItems: 1, maxItems: RECONCILIATION_MAX_ROWS },
    ),
  },
  { $id: 'CreateReconciliationReportBody' },
);
export type CreateReconciliationReportBody = Static<typeof CreateReconciliationReportBody>;

export const ReconciliationReportDto = Type.Object(
  {
    paymentDocumentId: Type.Integer(),
    paymentProviderId: Type.Integer(),
    paymentProviderName: Type.String(),
    paymentDate: Type.String(),
    bankTransactionNumber: Type.String(),
    amount: Type.Integer(),
    status: Type.Enum(RECONCILIATION_STATUSES),
    fileName: Type.Union([Type.String(), Type.Null()]),
    /** Whether the original file is stored and can be downloaded (RECON-17). */
    hasFile: Type.Boolean(),
    comments: Type.Union([Type.String(), Type.Null()]),
    created: Type.String({ format: 'date-time' }),
    createdBy: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'ReconciliationReport' },
);
export type ReconciliationReportDto = Static<typeof ReconciliationReportDto>;

export const ReconciliationReportsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** A status, or absent for all (RECON-09). */
  status: Type.Optional(Type.Enum(RECONCILIATION_STATUSES)),
});
export type ReconciliationReportsQuery = Static<typeof ReconciliationReportsQuery>;

export const ReconciliationCounters = Type.Object({
  totalCount: Type.Integer(),
  approvedCount: Type.Integer(),
  declinedCount: Type.Integer(),
  approvedWithWarningsCount: Type.Integer(),
});
export type ReconciliationCounters = Static<typeof ReconciliationCounters>;

export const ReconciliationErrorSummary = Type.Array(Type.Object({ type: Type.String(), count: Type.Integer() }));
export type ReconciliationErrorSummary = Static<typeof ReconciliationErrorSummary>;

export const ReconciliationDecisionBody = Type.Object({
  paymentDocumentId: Type.Integer({ minimum: 1 }),
  comments: Type.String({ minLength: 1, maxLength: 500 }),
});
export type ReconciliationDecisionBody = Static<typeof ReconciliationDecisionBody>;

/** The reconciliation upload link's request (RECON-07): the report's metadata, checked before the file is sent. */
export const ReconciliationUploadLinkBody = Type.Object(
  { ...ReportMeta, whoDid: Type.Optional(Type.String({ maxLength: 200 })) },
  { $id: 'ReconciliationUploadLinkBody' },
);
export type ReconciliationUploadLinkBody = Static<typeof ReconciliationUploadLinkBody>;

/** A signed link to PUT a report's file to (RECON-07): the key to name when the report is stored. */
export const ReconciliationUploadLink = Type.Object(
  {
    url: Type.String(),
    method: Type.Literal('PUT'),
    fileKey: Type.String(),
    headers: Type.Record(Type.String(), Type.String()),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ReconciliationUploadLink' },
);
export type ReconciliationUploadLink = Static<typeof ReconciliationUploadLink>;

/** A signed download link: the report's file or its errors file (RECON-17, RECON-18). */
export const ReconciliationDownloadLink = Type.Object(
  { url: Type.String(), expiresAt: Type.String({ format: 'date-time' }) },
  { $id: 'ReconciliationDownloadLink' },
);
export type ReconciliationDownloadLink = Static<typeof ReconciliationDownloadLink>;
