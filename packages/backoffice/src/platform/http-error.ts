/** The errors a route throws on purpose (house error shape `{ message, code, errors? }`): 400, 401, 403, 404, 409. */
import { ERROR_CODES, type ErrorCode } from '@umbrella/contract';

/** An error a route throws on purpose: its status, code and message reach the caller unchanged. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, ERROR_CODES.unauthorized, message);

export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, ERROR_CODES.forbidden, message);

export const notFound = (message = 'Not found') => new HttpError(404, ERROR_CODES.notFound, message);

export const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);

/** A 409 naming the field whose value is already taken, so the form shows it there. */
export const conflictField = (field: string, message: string) =>
  new HttpError(409, ERROR_CODES.conflict, `${field} ${message}`, { [field]: message });

/** The exact text the specification shows a blocked user (ADMIN-37). */
export const BLOCKED_MESSAGE = 'Your account is blocked. Please address it to your manager';

export const accountBlocked = () => new HttpError(403, ERROR_CODES.blocked, BLOCKED_MESSAGE);

/** A 400 naming each field and its rule: `errors` maps field to message for the form (house error shape). */
export const invalidField = (errors: Record<string, string>) =>
  new HttpError(
    400,
    ERROR_CODES.validation,
    Object.entries(errors)
      .map(([field, message]) => `${field} ${message}`)
      .join('; '),
    errors,
  );

/** A 400 for one field: "<field> <message>". */
export const invalid = (field: string, message: string) => invalidField({ [field]: message });
