/**
 * Delivery-provider reports (spec 3 §2 "Delivery reports sending", §3, §4, §7; DREP-01..46): a
 * provider's file of order short codes and delivery statuses, its derived status, the apply rule,
 * the three-step upload, the providers' send buttons and the DTK transfer.
 */
import Type, { type Static } from 'typebox';
import type { Permission } from '../permissions.js';
import { REPORT_ROW_ERROR_CODES } from '../report-row-errors.js';

/** The three known providers with fixed ids (DREP-03), their send path and permission (DREP-35..39). */
export const REPORT_PROVIDERS = [
  { id: 6, key: 'bluex', name: 'Bluex', permission: 'bluex:send-order' },
  { id: 1, key: 'olva', name: 'Olva', permission: 'olva:send-order' },
  { id: 9, key: 'servientrega', name: 'Servientrega', permission: 'servientrega:send-order' },
] as const satisfies readonly { id: number; key: string; name: string; permission: Permission }[];
export type ReportProviderKey = (typeof REPORT_PROVIDERS)[number]['key'];
/** The provider the couriers trigger hands verified orders to (DREP-45). */
export const DTK_PROVIDER_ID = 3;

/** The statuses a report row may carry (DREP-33); any other is an error (DREP-34). */
export const DELIVERY_REPORT_ROW_STATUSES = ['DELIVERED', 'REFUSED'] as const;
/** Short codes look like ABC-123-123 (DREP-32): three letters, three digits, three digits. */
export const REPORT_SHORT_CODE_PATTERN = '^[A-Z]{3}-\\d{3}-\\d{3}$';
/** The largest report file accepted (bytes). */
export const DELIVERY_REPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The report list holds at most this many reports per provider (DREP-05). */
export const DELIVERY_REPORT_LIST_LIMIT = 3;
/** The client's upload time-out (DREP-28). */
export const DELIVERY_REPORT_UPLOAD_TIMEOUT_MS = 90_000;
/** While a report is processing the list is fetched again after this long (DREP-16). */
export const DELIVERY_REPORT_REFRESH_MS = 15_000;

const Instant = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const DeliveryReportDto = Type.Object({
  id: Type.Integer(),
  providerId: Type.Integer(),
  fileName: Type.String(),
  appliedAt: Instant,
  createdAt: Type.String({ format: 'date-time' }),
  validatedAt: Instant,
  whoDid: Type.Union([Type.String(), Type.Null()]),
  startProcessingAt: Instant,
  validationResult: Type.Union([Type.Boolean(), Type.Null()]),
  /** The file's header cells when its layout is neither the known one nor a saved mapping of its provider. */
  headers: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
  /** Every error is a row that cannot be matched: the matched rows may be applied and the rest queued (decision 1331). */
  queueable: Type.Optional(Type.Boolean()),
});
export type DeliveryReportDto = Static<typeof DeliveryReportDto>;

export const DeliveryReportsQuery = Type.Object({
  providerId: Type.Integer({ minimum: 1 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DELIVERY_REPORT_LIST_LIMIT })),
});
export type DeliveryReportsQuery = Static<typeof DeliveryReportsQuery>;

export const DeliveryReportParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const DeliveryReportUploadLinkBody = Type.Object({
  providerId: Type.Integer({ minimum: 1 }),
  /** Only .xlsx files (DREP-29). */
  originalFileName: Type.String({ minLength: 6, maxLength: 200, pattern: '^[^/\\\\]*\\.[xX][lL][sS][xX]$' }),
});
export type DeliveryReportUploadLinkBody = Static<typeof DeliveryReportUploadLinkBody>;

/** The link info (DREP-22, DREP-23): PUT the file to uploadUrl, then hand the rest to process-uploaded. */
export const DeliveryReportUploadLink = Type.Object({
  uploadUrl: Type.String(),
  method: Type.Literal('PUT'),
  providerId: Type.Integer(),
  originalFileName: Type.String(),
  fileKey: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type DeliveryReportUploadLink = Static<typeof DeliveryReportUploadLink>;

/** The most rows a provider report may have. */
export const DELIVERY_REPORT_MAX_ROWS = 100_000;

/** One report problem as the API sends it: a code of REPORT_ROW_ERRORS, its values, its row and its English. */
export const ReportRowErrorDto = Type.Object(
  {
    code: Type.Enum(REPORT_ROW_ERROR_CODES),
    values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
    row: Type.Union([Type.Integer(), Type.Null()]),
    message: Type.String(),
  },
  { $id: 'ReportRowError' },
);

/** A row of a provider report as the gateway read it (DREP-31..34). */
export const CourierReportRow = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  shortCode: Type.String({ pattern: REPORT_SHORT_CODE_PATTERN }),
  status: Type.Union([Type.Literal('DELIVERED'), Type.Literal('REFUSED')]),
});
export type CourierReportRow = Static<typeof CourierReportRow>;
const CourierReportRows = Type.Array(CourierReportRow, { maxItems: DELIVERY_REPORT_MAX_ROWS });

/** The rows the gateway read, to be matched against the provider's orders before anything is stored. */
export const CheckCourierReportBody = Type.Object({
  providerId: Type.Integer({ minimum: 1 }),
  rows: CourierReportRows,
});
export type CheckCourierReportBody = Static<typeof CheckCourierReportBody>;

/** What matching found: the rows' errors; queueable when every one is an unmatched row (decision 1331). */
export const CourierReportCheck = Type.Object({
  errors: Type.Array(ReportRowErrorDto),
  queueable: Type.Boolean(),
});
export type CourierReportCheck = Static<typeof CourierReportCheck>;

export const ProcessUploadedReportBody = Type.Object({
  providerId: Type.Integer({ minimum: 1 }),
  originalFileName: DeliveryReportUploadLinkBody.properties.originalFileName,
  fileKey: Type.String({ minLength: 1, maxLength: 300, pattern: '^delivery-reports/[a-z0-9._-]+$' }),
  /** The rows the gateway read from the file (decision 1832). */
  rows: CourierReportRows,
  /** Keep a report whose only errors are unmatched rows, as a Validation Error to queue (decision 1832). */
  keepUnmatched: Type.Optional(Type.Boolean()),
});
export type ProcessUploadedReportBody = Static<typeof ProcessUploadedReportBody>;

/** getValidationErrors(id) (DREP-20): each item's text, and its code and values where it has them. */
export const DeliveryReportValidationErrors = Type.Object({
  errors: Type.Array(
    Type.Object({
      error: Type.String(),
      code: Type.Optional(Type.Union([ReportRowErrorDto.properties.code, Type.Null()])),
      values: Type.Optional(Type.Union([ReportRowErrorDto.properties.values, Type.Null()])),
    }),
  ),
});
export type DeliveryReportValidationErrors = Static<typeof DeliveryReportValidationErrors>;

export const ApplyDeliveryReportResult = Type.Object({
  report: DeliveryReportDto,
  /** Orders whose status changed. */
  changed: Type.Integer(),
  /** Orders that already had the reported status. */
  unchanged: Type.Integer(),
});
export type ApplyDeliveryReportResult = Static<typeof ApplyDeliveryReportResult>;

/**
 * A provider's column mapping (decision 1332): which of the file's columns (0-based, as
 * listed in the report's headers) holds the short code and which the status, and the words that
 * mean DELIVERED and REFUSED. Saved for the provider and the file's header layout.
 */
const MappingWord = Type.String({ minLength: 1, maxLength: 60 });
export const DeliveryReportMappingBody = Type.Object({
  shortCodeColumn: Type.Integer({ minimum: 0, maximum: 199 }),
  statusColumn: Type.Integer({ minimum: 0, maximum: 199 }),
  deliveredWords: Type.Array(MappingWord, { minItems: 1, maxItems: 10 }),
  refusedWords: Type.Array(MappingWord, { minItems: 1, maxItems: 10 }),
});
export type DeliveryReportMappingBody = Static<typeof DeliveryReportMappingBody>;

/** A mapping saved from the upload dialog: the provider, the file's header cells and the mapping. */
export const SaveDeliveryReportMappingBody = Type.Object({
  providerId: Type.Integer({ minimum: 1 }),
  headers: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 50 }),
  ...DeliveryReportMappingBody.properties,
});
export type SaveDeliveryReportMappingBody = Static<typeof SaveDeliveryReportMappingBody>;

/** A provider's saved mapping as the gateway's reader uses it. */
export const DeliveryReportMapping = Type.Object({
  layout: Type.String(),
  ...DeliveryReportMappingBody.properties,
});
export type DeliveryReportMapping = Static<typeof DeliveryReportMapping>;

/** Applying the matched rows and queueing the rest (decision 1331). */
export const ApplyAndQueueReportResult = Type.Object({
  report: DeliveryReportDto,
  changed: Type.Integer(),
  unchanged: Type.Integer(),
  /** Rows that went to the discrepancy queue. */
  queued: Type.Integer(),
});
export type ApplyAndQueueReportResult = Static<typeof ApplyAndQueueReportResult>;

export const DISCREPANCY_RESOLUTIONS = ['APPLIED', 'IGNORED'] as const;
export type DiscrepancyResolution = (typeof DISCREPANCY_RESOLUTIONS)[number];

/** A report row that could not be matched, waiting for an operator (decision 1331). */
export const DeliveryDiscrepancyDto = Type.Object({
  id: Type.Integer(),
  reportId: Type.Integer(),
  providerId: Type.Integer(),
  fileName: Type.String(),
  rowNumber: Type.Integer(),
  shortCode: Type.String(),
  status: Type.Union([Type.Literal('DELIVERED'), Type.Literal('REFUSED')]),
  /** The problem's English; rows queued before codes existed have only this. */
  problem: Type.String(),
  /** The problem as a key of API_REASONS and its values, for the web to say in its language. */
  problemCode: Type.Union([Type.String(), Type.Null()]),
  problemValues: Type.Union([Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  resolution: Type.Union([Type.Literal('APPLIED'), Type.Literal('IGNORED'), Type.Null()]),
  resolvedShortCode: Type.Union([Type.String(), Type.Null()]),
  comment: Type.Union([Type.String(), Type.Null()]),
  resolvedBy: Type.Union([Type.String(), Type.Null()]),
  resolvedAt: Instant,
});
export type DeliveryDiscrepancyDto = Static<typeof DeliveryDiscrepancyDto>;

export const DeliveryDiscrepanciesQuery = Type.Object({
  providerId: Type.Integer({ minimum: 1 }),
  /** open (default): waiting; resolved: the last 100 resolved. */
  state: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('resolved')])),
});
export type DeliveryDiscrepanciesQuery = Static<typeof DeliveryDiscrepanciesQuery>;

/** Resolve by the right order (its short code) or by ignoring the row; a comment always. */
export const ResolveDiscrepancyBody = Type.Object({
  resolution: Type.Union([Type.Literal('APPLY'), Type.Literal('IGNORE')]),
  shortCode: Type.Optional(Type.String({ pattern: REPORT_SHORT_CODE_PATTERN })),
  comment: Type.String({ minLength: 1, maxLength: 500 }),
});
export type ResolveDiscrepancyBody = Static<typeof ResolveDiscrepancyBody>;

export const SendOrdersResult = Type.Object({ sent: Type.Integer(), shortCodes: Type.Array(Type.String()) });
export type SendOrdersResult = Static<typeof SendOrdersResult>;

export type DeliveryReportStatusName = 'Applied' | 'Processing' | 'Valid' | 'Needs mapping' | 'Validation Error';

/**
 * The derived status, checked in this order (DREP-08..11; decision 1311); a file whose columns
 * must first be mapped is 'Needs mapping' (decision 1332).
 */
export function deliveryReportStatus(
  report: Pick<DeliveryReportDto, 'appliedAt' | 'startProcessingAt' | 'validationResult' | 'headers'>,
): DeliveryReportStatusName {
  if (report.appliedAt) return 'Applied';
  if (report.startProcessingAt) return 'Processing';
  if (report.validationResult === true) return 'Valid';
  if (report.headers?.length) return 'Needs mapping';
  return 'Validation Error';
}

/** Apply is offered for a report not yet applied, Valid, while no listed report is Processing (DREP-12..14). */
export function deliveryReportApplicable(
  report: Pick<DeliveryReportDto, 'appliedAt' | 'startProcessingAt' | 'validationResult'>,
  list: readonly Pick<DeliveryReportDto, 'appliedAt' | 'startProcessingAt' | 'validationResult'>[],
): boolean {
  return (
    !report.appliedAt &&
    deliveryReportStatus(report) === 'Valid' &&
    !list.some((r) => deliveryReportStatus(r) === 'Processing')
  );
}
