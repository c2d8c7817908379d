import { type ReasonLike, sayReason } from './reason-text';
/** The error kinds the HTTP layer and the session raise; the global dialog classifies them. */

/** The body every server answers with; `uri` marks the upstream's own server-error shape (ERR-07). */
export type ErrorBodyLike = {
  message?: string;
  code?: string;
  errors?: Record<string, string>;
  /** Each field's reason key (decision 1821), said in the user's language where the web knows it. */
  reasons?: Record<string, ReasonLike>;
  reason?: ReasonLike;
  requestId?: string;
  uri?: string;
  logCode?: string;
};

export type RequestInfo = { method: string; url: string };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly request: RequestInfo,
    readonly body: ErrorBodyLike,
    readonly requestId: string | undefined,
  ) {
    super(localMessage(body) || `HTTP ${status}`);
  }

  get code(): string | undefined {
    return this.body.code;
  }

  /** What to tell the user in one line: the first field's reason (a 400 names it), else the message. */
  get detail(): string {
    const [field, text] = Object.entries(this.body.errors ?? {})[0] ?? [];
    return field !== undefined && text !== undefined ? this.fieldText(field, text) : this.message;
  }

  /** A field's refusal in the user's language when its reason is known, else the server's words. */
  fieldText(field: string, text: string): string {
    return sayReason(this.body.reasons?.[field], text);
  }

  /** Every refused field's text (a 400's `errors`) in the user's language where its reason is known. */
  get fieldTexts(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.body.errors ?? {}).map(([field, text]) => [field, this.fieldText(field, text)]),
    );
  }
}

/** The server's message, or its reasons said in the user's language (field by field for a 400). */
function localMessage(body: ErrorBodyLike): string | undefined {
  if (body.reason) return sayReason(body.reason, body.message ?? '');
  const reasons = body.reasons ?? {};
  if (!body.errors || !Object.keys(reasons).length) return body.message;
  return Object.entries(body.errors)
    .map(([field, text]) => `${field} ${sayReason(reasons[field], text)}`)
    .join('; ');
}

/** The request never got an answer: offline, DNS, refused connection (ERR-05). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly request: RequestInfo,
    cause?: unknown,
  ) {
    super('Network request failed', { cause });
  }
}

/** No answer within the client timeout (30 s, CONST-36). */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly request: RequestInfo,
    readonly timeoutMs: number,
  ) {
    super(`No answer within ${timeoutMs} ms`);
  }
}

/** The access token could not be obtained or renewed (AUTH-06) or the issuer said login_required (ERR-08). */
export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
  constructor(
    readonly reason: 'login_required' | 'invalid_token',
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

/** The device clock disagrees with the server's (AUTH-20); the spec's error id is wrongDateTimeSettings. */
export class WrongClockError extends Error {
  override readonly name = 'WrongClockError';
  constructor(readonly differenceSeconds: number) {
    super('wrongDateTimeSettings');
  }
}
