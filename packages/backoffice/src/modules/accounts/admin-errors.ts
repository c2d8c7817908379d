import { ERROR_CODES } from '@umbrella/contract';
import { HttpError } from '../../platform/http-error.js';

export const GROUP_NOT_FOUND = 'Group not found';

/** A 409 whose message is the form's text under the field whose value is taken. */
export const conflictField = (field: string, message: string) =>
  new HttpError(409, ERROR_CODES.conflict, message, { [field]: message });
