/** The errors a route throws on purpose (house error shape `{ message, code, errors? }`): 400, 401, 403, 404, 409. */
import { type ApiReason, ERROR_CODES, type ErrorCode, reasonText } from '@umbrella/contract';

/** An error a route throws on purpose: its status, code and message reach the caller unchanged. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** Each field's reason with its values, where the words need values (decision 1821). */
    readonly reasons?: Record<string, ApiReason>,
    /** The whole message's reason with its values, where the words need values. */
    readonly reason?: ApiReason,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * What a refusal says: fixed English (keyed when API_REASONS has the same words), or a key of
 * API_REASONS with its values, whose English is filled in for callers that read text.
 */
export type Refusal = string | ApiReason;

const textOf = (said: Refusal) => (typeof said === 'string' ? said : reasonText(said));

/** A refusal of the whole request with its status and code, its reason kept beside the English. */
export const refusal = (statusCode: number, code: ErrorCode, said: Refusal) =>
  typeof said === 'string'
    ? new HttpError(statusCode, code, said)
    : new HttpError(statusCode, code, reasonText(said), undefined, undefined, said);

export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, ERROR_CODES.unauthorized, message);

export const forbidden = (said: Refusal = 'You do not have permission to do this') =>
  refusal(403, ERROR_CODES.forbidden, said);

export const notFound = (said: Refusal = 'Not found') => refusal(404, ERROR_CODES.notFound, said);

export const conflict = (said: Refusal) => refusal(409, ERROR_CODES.conflict, said);

/** A 409 naming the field whose value is already taken, so the form shows it there. */
export const conflictField = (field: string, said: Refusal) => {
  const reasons = typeof said === 'string' ? undefined : { [field]: said };
  return new HttpError(409, ERROR_CODES.conflict, `${field} ${textOf(said)}`, { [field]: textOf(said) }, reasons);
};

/** The exact text the specification shows a blocked user (ADMIN-37). */
export const BLOCKED_MESSAGE = 'Your account is blocked. Please address it to your manager';

export const accountBlocked = () => new HttpError(403, ERROR_CODES.blocked, BLOCKED_MESSAGE);

/**
 * A 400 naming each field and its rule: `errors` maps field to message for the form (house error
 * shape); a field refused with a reason of API_REASONS carries it too.
 */
export const invalidField = (errors: Record<string, Refusal>) => {
  const texts: Record<string, string> = {};
  const reasons: Record<string, ApiReason> = {};
  for (const [field, said] of Object.entries(errors)) {
    texts[field] = textOf(said);
    if (typeof said !== 'string') reasons[field] = said;
  }
  const message = Object.entries(texts)
    .map(([field, text]) => `${field} ${text}`)
    .join('; ');
  return new HttpError(400, ERROR_CODES.validation, message, texts, Object.keys(reasons).length ? reasons : undefined);
};

/** A 400 for one field: "<field> <message>", or its reason of API_REASONS with values. */
export const invalid = (field: string, said: Refusal) => invalidField({ [field]: said });

/** A 400 for one field whose words are API_REASONS' with values, so the web says them in its language. */
export const invalidReason = (field: string, reason: ApiReason) => invalid(field, reason);
