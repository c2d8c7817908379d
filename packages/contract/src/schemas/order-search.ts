/**
 * Order search (/search tab 1; SEARCH-09..20): search delivery orders by period, pageable and
 * filters; the answer is content and totalSize, the count capped at 10 000 (SEARCH-17). The same
 * request is the command of the order sheet by e-mail (SEARCH-28).
 */
import Type, { type Static, type TSchema } from 'typebox';
import { TagDto } from './tags.js';

/** The search box accepts at most this many characters (SEARCH-10, OCONST-09). */
export const SEARCH_TEXT_MAX = 42;
/** The count stops here; exactly this many reads "More than 10K matches found" (SEARCH-17). */
export const SEARCH_COUNT_CAP = 10_000;
/** Default page size (SEARCH-15); the orders list page uses 15 (SEARCH-38). */
export const SEARCH_PAGE_SIZE = 10;
export const ORDERS_LIST_PAGE_SIZE = 15;
export const SEARCH_MAX_PAGE_SIZE = 100;
/** The default period starts on 01/01/2022 and runs to now (SEARCH-16). */
export const SEARCH_DEFAULT_FROM = '2022-01-01T00:00:00.000Z';
/** The table sorts only by these (SEARCH-13); the default is created, descending (SEARCH-14). */
export const ORDER_SEARCH_SORTS = ['created', 'preferredDate'] as const;
export type OrderSearchSort = (typeof ORDER_SEARCH_SORTS)[number];
/** After a bulk refuse the list is read again after this long (SEARCH-22, OCONST-13). */
export const REFUSE_REFRESH_MS = 100;

export const OrderSearchFilters = Type.Object({
  /** One of the caller's regions; none: all of them (SEARCH-11). */
  regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  statuses: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 20, uniqueItems: true })),
  deliveryProviderId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Orders carrying every one of these tags. */
  tagIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10, uniqueItems: true })),
  /** An order code (or its beginning), a phone, or the beginning of the customer's name. */
  text: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
});
export type OrderSearchFilters = Static<typeof OrderSearchFilters>;

export const OrderSearchBody = Type.Object(
  {
    /** Orders created in [from, to]; default 01/01/2022 to now (SEARCH-16). */
    period: Type.Optional(
      Type.Object({
        from: Type.Optional(Type.String({ format: 'date-time' })),
        to: Type.Optional(Type.String({ format: 'date-time' })),
      }),
    ),
    pageable: Type.Optional(
      Type.Object({
        page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_PAGE_SIZE })),
        sort: Type.Optional(
          Type.Object({
            property: Type.Enum(ORDER_SEARCH_SORTS),
            direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
          }),
        ),
      }),
    ),
    filters: Type.Optional(OrderSearchFilters),
  },
  { $id: 'OrderSearchBody' },
);
export type OrderSearchBody = Static<typeof OrderSearchBody>;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One row (SEARCH-20): order(id, shortCode, phone, preferredDate, created), deliveryId, address.fullAddress, orderItems, tags. */
export const OrderSearchRow = Type.Object(
  {
    order: Type.Object({
      id: Type.Integer(),
      shortCode: Type.String(),
      /** '****' unless the caller may handle this order's phone (decision 1071) and has no voip feature. */
      phone: Type.String(),
      preferredDate: Nullable(Type.String({ format: 'date-time' })),
      created: Type.String({ format: 'date-time' }),
      status: Type.Integer(),
      leadId: Nullable(Type.Integer()),
      regionId: Type.String(),
    }),
    /** The delivery provider. */
    deliveryId: Nullable(Type.Integer()),
    deliveryName: Nullable(Type.String()),
    address: Type.Object({ fullAddress: Type.String() }),
    orderItems: Type.Array(Type.Object({ productId: Type.Integer(), name: Type.String(), qty: Type.Integer() })),
    tags: Type.Array(TagDto),
  },
  { $id: 'OrderSearchRow' },
);
export type OrderSearchRow = Static<typeof OrderSearchRow>;

export const OrderSearchPage = Type.Object(
  {
    content: Type.Array(OrderSearchRow),
    /** Capped at SEARCH_COUNT_CAP. */
    totalSize: Type.Integer(),
  },
  { $id: 'OrderSearchPage' },
);
export type OrderSearchPage = Static<typeof OrderSearchPage>;

/** Refuse the orders of these leads that are in transit (SEARCH-21..23, SEARCH-37). */
export const RefuseOrdersBody = Type.Object(
  { leadIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { $id: 'RefuseOrdersBody' },
);
export type RefuseOrdersBody = Static<typeof RefuseOrdersBody>;

export const RefuseOrdersResult = Type.Object(
  {
    /** Orders now Refused. */
    refused: Type.Array(Type.Object({ id: Type.Integer(), shortCode: Type.String() })),
    /** Orders of those leads left as they were: not in transit. */
    skipped: Type.Array(Type.Object({ id: Type.Integer(), shortCode: Type.String(), status: Type.Integer() })),
  },
  { $id: 'RefuseOrdersResult' },
);
export type RefuseOrdersResult = Static<typeof RefuseOrdersResult>;

/** The fixed domain the sheet's e-mail address gets (SEARCH-26); only the company's mailboxes receive order data. */
export const ORDER_SHEET_EMAIL_DOMAIN = 'umbrella.example';
/** The most orders one sheet carries: the search's count cap. */
export const ORDER_SHEET_MAX_ROWS = SEARCH_COUNT_CAP;

/** Create the order sheet {email, command}: the current search's orders as a spreadsheet sent by e-mail (SEARCH-28). */
export const OrderSheetBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 200 }),
    command: OrderSearchBody,
  },
  { $id: 'OrderSheetBody' },
);
export type OrderSheetBody = Static<typeof OrderSheetBody>;

export const OrderSheetResult = Type.Object(
  {
    mailId: Type.Integer(),
    rows: Type.Integer(),
    /** sent; pending: the mail server did not take it yet and it is retried; failed: refused. */
    status: Type.String(),
    /** Why it is not sent yet or was refused, as the mail server said. */
    reason: Type.Optional(Type.String()),
  },
  { $id: 'OrderSheetResult' },
);
export type OrderSheetResult = Static<typeof OrderSheetResult>;

/** A mail of the outbox, as the embedded default keeps it (nothing leaves the machine without SMTP). */
export const OutboxMailDto = Type.Object(
  {
    id: Type.Integer(),
    recipient: Type.String(),
    subject: Type.String(),
    body: Type.String(),
    attachmentName: Type.Union([Type.String(), Type.Null()]),
    status: Type.String(),
    transport: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'OutboxMail' },
);
export type OutboxMailDto = Static<typeof OutboxMailDto>;
