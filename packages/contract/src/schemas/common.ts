import Type, { type Static } from 'typebox';

const ApiReasonSchema = Type.Object({
  key: Type.String(),
  values: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});

/** The one error shape every server answers with: `errors` maps field names to messages. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    code: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** Each field's reason as a key of API_REASONS and its values, for the web to say in its language. */
    reasons: Type.Optional(Type.Record(Type.String(), ApiReasonSchema)),
    /** The whole message's reason, when it is one of API_REASONS. */
    reason: Type.Optional(ApiReasonSchema),
    requestId: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** Stable machine-readable error codes shared by servers and the web. */
export const ERROR_CODES = {
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  idempotencyMismatch: 'IDEMPOTENCY_KEY_REUSED',
  blocked: 'ACCOUNT_BLOCKED',
  regionForbidden: 'REGION_FORBIDDEN',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  upstreamTimeout: 'UPSTREAM_TIMEOUT',
  /** No running work shift: extend/end failed, or a non-manager asked for work (SHIFT-10). */
  shiftNotActive: 'SHIFT_NOT_ACTIVE',
  /** The task or lead is not (or no longer) held by the caller: it was finished or released. */
  taskNotHeld: 'TASK_NOT_HELD',
  /** Telephony is off on this server (no PBX configured): the web hides the softphone quietly. */
  voipNotConfigured: 'VOIP_NOT_CONFIGURED',
  /** The database cannot be reached right now (a restart, a network blip): 503, try again. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  internal: 'INTERNAL',
  /** Too many costly searches or exports in a short time (gateway, decision 1725): 429, wait Retry-After. */
  rateLimited: 'RATE_LIMITED',
  /** A payment link past its expiry (decision 1791): 410, ask for a new one. */
  paymentLinkExpired: 'PAYMENT_LINK_EXPIRED',
  /** A payment link whose order no longer waits for a payment (cancelled): 410. */
  paymentLinkClosed: 'PAYMENT_LINK_CLOSED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const IsoDateTime = Type.String({ format: 'date-time' });
export const Id = Type.Integer({ minimum: 1 });
