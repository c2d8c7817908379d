/**
 * Payments (spec 2 §3 "Payment document", §4 "Payment documents", §7 "Payments"; PAY-01..32):
 * receipts customers upload for Deposit orders, reviewed by finance. Amounts are minor units.
 */
import Type, { type Static } from 'typebox';

export const PAYMENT_DOCUMENT_STATUSES = ['pending', 'approved', 'declined'] as const;
export type PaymentDocumentStatus = (typeof PAYMENT_DOCUMENT_STATUSES)[number];
/** The list's status filter: a status, or ALL (PAY-02, PAY-32). */
export const DOCUMENT_STATUS_FILTERS = ['PENDING', 'APPROVED', 'DECLINED', 'ALL'] as const;
/**
 * Who created a document: a staff upload, the card processor (never actionable, PAY-15), or the
 * customer from the payment page (decision 1791).
 */
export const PAYMENT_DOCUMENT_SOURCES = ['upload', 'card_processor', 'customer'] as const;
/** The metadata doctype of a receipt upload (PAY-27). */
export const DIRECT_PAYMENT_RECEIPT = 'DIRECT_PAYMENT_RECEIPT';
/** Largest receipt accepted (bytes). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** Content types a receipt may have, checked against the file's first bytes (PAY-25). */
export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;
export const BANK_TRANSACTION_NUMBER_MAX = 64;
export const PAYMENT_COMMENTS_MAX = 500;

export const PaymentDocumentDto = Type.Object(
  {
    paymentDocumentId: Type.Integer(),
    orderId: Type.Integer(),
    orderShortCode: Type.String(),
    regionId: Type.String(),
    created: Type.String({ format: 'date-time' }),
    createdBy: Type.Union([Type.String(), Type.Null()]),
    status: Type.Enum(PAYMENT_DOCUMENT_STATUSES),
    source: Type.Enum(PAYMENT_DOCUMENT_SOURCES),
    /** A signed download URL of the receipt; null for the card processor's documents (PAY-15). */
    documentLink: Type.Union([Type.String(), Type.Null()]),
    contentType: Type.Union([Type.String(), Type.Null()]),
    paymentProviderId: Type.Union([Type.Integer(), Type.Null()]),
    paymentProviderName: Type.Union([Type.String(), Type.Null()]),
    /** YYYY-MM-DD. */
    paymentDate: Type.Union([Type.String(), Type.Null()]),
    /** Minor units (PAY-09). */
    amount: Type.Union([Type.Integer(), Type.Null()]),
    bankTransactionNumber: Type.Union([Type.String(), Type.Null()]),
    comments: Type.Union([Type.String(), Type.Null()]),
    decidedBy: Type.Union([Type.String(), Type.Null()]),
    decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'PaymentDocument' },
);
export type PaymentDocumentDto = Static<typeof PaymentDocumentDto>;

export const PaymentDocumentPage = Type.Object(
  { content: Type.Array(PaymentDocumentDto), totalSize: Type.Integer() },
  { $id: 'PaymentDocumentPage' },
);
export type PaymentDocumentPage = Static<typeof PaymentDocumentPage>;

const ListFilters = {
  regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  orderShortCode: Type.Optional(Type.String({ maxLength: 40 })),
  paymentProviderId: Type.Optional(Type.Integer({ minimum: 1 })),
};

export const ReceiptsQuery = Type.Object({
  /** From 0; default 0. */
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  /** Default 20. */
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Default PENDING (PAY-03). */
  documentStatus: Type.Optional(Type.Enum(DOCUMENT_STATUS_FILTERS)),
  /** created,desc (the default, PAY-03) or created,asc. */
  sort: Type.Optional(Type.Enum(['created,desc', 'created,asc'])),
  ...ListFilters,
});
export type ReceiptsQuery = Static<typeof ReceiptsQuery>;

export const ReceiptCountersQuery = Type.Object({
  documentStatus: Type.Optional(Type.Enum(['ALL'])),
  ...ListFilters,
});
export type ReceiptCountersQuery = Static<typeof ReceiptCountersQuery>;

export const ReceiptCounters = Type.Object(
  {
    totalCount: Type.Integer(),
    pendingCount: Type.Integer(),
    approvedCount: Type.Integer(),
    declinedCount: Type.Integer(),
  },
  { $id: 'ReceiptCounters' },
);
export type ReceiptCounters = Static<typeof ReceiptCounters>;

export const PaymentProviderDto = Type.Object(
  { id: Type.Integer(), name: Type.String(), kind: Type.Enum(['direct', 'report', 'card']) },
  { $id: 'PaymentProvider' },
);
export type PaymentProviderDto = Static<typeof PaymentProviderDto>;

export const ApproveReceiptBody = Type.Object(
  {
    paymentDocumentId: Type.Integer({ minimum: 1 }),
    paymentProviderId: Type.Integer({ minimum: 1 }),
    /** Minor units: the form's amount × 100 (PAY-19). */
    amount: Type.Integer({ minimum: 0, maximum: 1_000_000_000_00 }),
    /** YYYY-MM-DD, not in the future (PAY-17). */
    paymentDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    bankTransactionNumber: Type.String({ minLength: 1, maxLength: BANK_TRANSACTION_NUMBER_MAX }),
  },
  { $id: 'ApproveReceiptBody' },
);
export type ApproveReceiptBody = Static<typeof ApproveReceiptBody>;

export const DeclineReceiptBody = Type.Object(
  {
    paymentDocumentId: Type.Integer({ minimum: 1 }),
    comments: Type.String({ minLength: 1, maxLength: PAYMENT_COMMENTS_MAX }),
  },
  { $id: 'DeclineReceiptBody' },
);
export type DeclineReceiptBody = Static<typeof DeclineReceiptBody>;

export const ReceiptUploadLinkBody = Type.Object(
  { orderId: Type.Integer({ minimum: 1 }), whodid: Type.Optional(Type.String({ maxLength: 200 })) },
  { $id: 'ReceiptUploadLinkBody' },
);
export type ReceiptUploadLinkBody = Static<typeof ReceiptUploadLinkBody>;

/**
 * Where to send the file (PAY-27). PUT: the body is the file, with `headers`; the answer is the new
 * document. POST (FILE_STORE=s3, decision 1161): a multipart form of `fields` then the file as
 * `file`, straight to the bucket; then `POST /receipts/uploaded` with `uploadId` makes the document.
 */
export const ReceiptUploadLink = Type.Object(
  {
    url: Type.String(),
    method: Type.Union([Type.Literal('PUT'), Type.Literal('POST')]),
    headers: Type.Record(Type.String(), Type.String()),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    uploadId: Type.Optional(Type.String()),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ReceiptUploadLink' },
);
export type ReceiptUploadLink = Static<typeof ReceiptUploadLink>;

/** A receipt posted straight to the store, to check and record (decision 1161). */
export const ReceiptUploadedBody = Type.Object(
  { uploadId: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9][a-z0-9._-]{0,199}$' }) },
  { $id: 'ReceiptUploadedBody' },
);
export type ReceiptUploadedBody = Static<typeof ReceiptUploadedBody>;
