/** Documents, their comments and unread counters (DOC-28..31). */
import Type, { type Static } from 'typebox';

export const DOCUMENT_TYPES = ['order_investigation', 'quality check', 'delivery_complain'] as const;
export const DOCUMENT_STATES = ['open', 'closed', 'reopen'] as const;
export const DOCUMENTS_PAGE_SIZE = 20;
export const DOCUMENT_INFO_MAX = 100;
/** A list's count reads at most this many matching documents, as the order search does (decision 1221). */
export const DOCUMENTS_COUNT_CAP = 10_000;

const Person = Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String() });

export const DocumentDto = Type.Object(
  {
    id: Type.Integer(),
    shortCode: Type.Union([Type.String(), Type.Null()]),
    type: Type.String(),
    state: Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('reopen')]),
    assigned: Person,
    reportTo: Person,
    createdBy: Person,
    additionalInfo: Type.String(),
    created: Type.String({ format: 'date-time' }),
    updated: Type.String({ format: 'date-time' }),
    regionId: Type.String(),
    linkedObject: Type.Union([Type.Integer(), Type.Null()]),
    unreadCount: Type.Integer(),
    order: Type.Union([
      Type.Object({
        shortCode: Type.String(),
        fullName: Type.String(),
        preferred_date: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
  },
  { $id: 'DocumentDto' },
);
export type DocumentDto = Static<typeof DocumentDto>;

export const DocumentPage = Type.Object(
  { data: Type.Array(DocumentDto), count: Type.Integer({ description: 'capped at DOCUMENTS_COUNT_CAP (10 000)' }) },
  { $id: 'DocumentPage' },
);
export type DocumentPage = Static<typeof DocumentPage>;

export const DocumentListQuery = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** Any text: an unknown type gives an empty list (DOC-07). */
  type: Type.Optional(Type.String({ maxLength: 40 })),
  shortCode: Type.Optional(Type.String({ maxLength: 40 })),
  assigned: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type DocumentListQuery = Static<typeof DocumentListQuery>;

export const CreateDocumentBody = Type.Object(
  {
    type: Type.Union([
      Type.Literal('order_investigation'),
      Type.Literal('quality check'),
      Type.Literal('delivery_complain'),
    ]),
    assigned: Type.Integer({ minimum: 1 }),
    reportTo: Type.Integer({ minimum: 1 }),
    additionalInfo: Type.Optional(Type.String({ maxLength: DOCUMENT_INFO_MAX })),
    /** The order's id (DOC-17). */
    linkedObject: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type CreateDocumentBody = Static<typeof CreateDocumentBody>;

export const DOCUMENT_FIELDS = ['type', 'state', 'assigned', 'reportTo', 'additionalInfo'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];
export const UpdateDocumentFieldBody = Type.Object(
  { value: Type.Union([Type.String({ maxLength: DOCUMENT_INFO_MAX }), Type.Integer({ minimum: 1 })]) },
  { additionalProperties: false },
);

export const DocumentComment = Type.Object(
  {
    id: Type.Integer(),
    documentId: Type.Integer(),
    text: Type.String(),
    created: Type.String({ format: 'date-time' }),
    account: Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String() }),
  },
  { $id: 'DocumentComment' },
);
export type DocumentComment = Static<typeof DocumentComment>;

export const CreateCommentBody = Type.Object(
  { documentId: Type.Integer({ minimum: 1 }), text: Type.String({ minLength: 1, maxLength: 5000 }) },
  { additionalProperties: false },
);

export const UnreadComments = Type.Object({ unreadComments: Type.Integer() }, { $id: 'UnreadComments' });

/** Attachments: images and PDFs by their content, at most 10 MB each (DOC-24, DOC-31, decision 1211). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const AttachmentUploadUrlBody = Type.Object(
  {
    regionId: Type.String({ minLength: 1, maxLength: 40 }),
    contentType: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export const AttachmentUploadUrl = Type.Object(
  { path: Type.String(), url: Type.String() },
  { $id: 'AttachmentUploadUrl' },
);

export const CreateAttachmentBody = Type.Object(
  {
    documentId: Type.Integer({ minimum: 1 }),
    path: Type.String({ minLength: 1, maxLength: 300 }),
    mediaType: Type.String({ minLength: 1, maxLength: 100 }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const DocumentAttachment = Type.Object(
  {
    id: Type.Integer(),
    documentId: Type.Integer(),
    path: Type.String(),
    mediaType: Type.String(),
    name: Type.String(),
    /** A signed download link, valid for a few minutes. */
    url: Type.String(),
    size: Type.Integer(),
    created: Type.String({ format: 'date-time' }),
    createdBy: Person,
  },
  { $id: 'DocumentAttachment' },
);
export type DocumentAttachment = Static<typeof DocumentAttachment>;

/** The CSV export of selected documents (DOC-12, DOC-13). */
export const DOCUMENT_EXPORT_MAX = 1000;
export const DOCUMENTS_NOT_EXPORTABLE = 'Selected documents can not be exported';
export const DocumentExportQuery = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: DOCUMENT_EXPORT_MAX }),
});

/** One recorded change of a document: a field, an attachment added or removed (DOC-27). */
export const DocumentChange = Type.Object(
  {
    id: Type.Integer(),
    field: Type.String(),
    oldValue: Type.Union([Type.String(), Type.Null()]),
    newValue: Type.Union([Type.String(), Type.Null()]),
    created: Type.String({ format: 'date-time' }),
    account: Person,
  },
  { $id: 'DocumentChange' },
);
export type DocumentChange = Static<typeof DocumentChange>;
