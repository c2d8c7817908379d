import type {
  AddressDto,
  ChatTicketDto,
  CoverageCollection,
  DeliveryInfo,
  OrderCommentDto,
  OrderDto,
  OrderEventDto,
  ProviderCommentDto,
  ReminderDto,
} from '@umbrella/contract';

export type Received = {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  headers: Headers;
};

/** The mocked order-capture back-office of the screen tests; tests change it and read `received`. */
export type OrdersMockState = {
  products: { id: number; name: string; description: string; regionId: string; price: number; currency: string }[];
  productsStatus: number;
  discounts: {
    id: number;
    name: string;
    kind: 'PERCENT' | 'AMOUNT' | 'FREE_UNIT';
    value: number;
    minQuantity: number;
  }[];
  discountsStatus: number;
  /** Unit price × units, less 10 % with a discount; a 400 for product 99. */
  searchResults: (query: string, country: string) => AddressDto[];
  deliveryInfo: DeliveryInfo;
  coordinatesInfo: DeliveryInfo;
  coverage: CoverageCollection;
  orders: Map<number, OrderDto>;
  /** Status codes the next create calls answer before succeeding (e.g. [409, 502]). */
  createFailures: { status: number; message: string; errors?: Record<string, string> }[];
  /** The order desk: each order's events, and what the next status change answers instead (e.g. a 409). */
  events: Map<number, OrderEventDto[]>;
  statusFailure: { status: number; message: string } | null;
  reminders: Map<string, ReminderDto>;
  comments: Map<number, OrderCommentDto[]>;
  /** What the next comment change answers instead (ORDER-46). */
  commentFailure: { status: number; message: string } | null;
  /** Chat tickets by short code; an unknown short code answers 404 as the chat service does. */
  chatTickets: Map<string, ChatTicketDto[]>;
  /** Delivery providers' comments by order id, newest first (ORDER-54). */
  providerComments: Map<number, ProviderCommentDto[]>;
  /** The account the mock writes new comments as. */
  commentAuthorId: number;
  received: Received[];
};
