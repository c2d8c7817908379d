/** Where the webmasters' routes live, and what they share. */
import { ErrorBody } from '@umbrella/contract';
import { errorResponses } from '../../platform/error-responses.js';

export const BASE = '/module/webmasters/api/v1';
export const tags = ['webmasters'];
/** read:webmasters (ADMIN-05; the specification names no other permission for these screens). */
export const config = { permission: ['read:webmasters'] } as const;
export const withConflict = { ...errorResponses, 409: ErrorBody };
