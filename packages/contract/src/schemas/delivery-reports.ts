/**
 * Delivery-provider reports (spec 3 §2 "Delivery reports sending", §3, §4, §7; DREP-01..46): a
 * provider's file of order short codes and delivery statuses, its derived status, the apply rule,
 * the three-step upload, the providers' send buttons and the DTK transfer.
 */
import Type, { type Static } from 'typebox';
import type { Permission } from '../permissions.js';

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

export const ProcessUploadedReportBody = Type.Object({
  providerId: Type.Integer({ minimum: 1 }),
  originalFileName: DeliveryReportUploadLinkBody.properties.originalFileName,
  fileKey: Type.String({ minLength: 1, maxLength: 300, pattern: '^delivery-reports/[a-z0-9._-]+$' }),
});
export type ProcessUploadedReportBody = Static<typeof ProcessUploadedReportBody>;

/** getValidationErrors(id) (DREP-20). */
export const DeliveryReportValidationErrors = Type.Object({
  errors: Type.Array(Type.Object({ error: Type.String() })),
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

export const SendOrdersResult = Type.Object({ sent: Type.Integer(), shortCodes: Type.Array(Type.String()) });
export type SendOrdersResult = Static<typeof SendOrdersResult>;

export type DeliveryReportStatusName = 'Applied' | 'Processing' | 'Valid' | 'Validation Error';

/** The derived status, checked in this order (DREP-08..11; decision 1311). */
export function deliveryReportStatus(
  report: Pick<DeliveryReportDto, 'appliedAt' | 'startProcessingAt' | 'validationResult'>,
): DeliveryReportStatusName {
  if (report.appliedAt) return 'Applied';
  if (report.startProcessingAt) return 'Processing';
  if (report.validationResult === true) return 'Valid';
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
