/** The payments module's paths, and what its route files share. */
import { errorResponses } from '../../platform/error-responses.js';

export const PAYMENTS_API = '/module/payments/api/v1';
export const PAYMENT_FILES = '/module/payments/files';

/** A write's answers: a 409 when an upload link was already used. */
export const writeErrors = { ...errorResponses, 409: errorResponses[404] };
