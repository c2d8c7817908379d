/** Where the documents' routes live, and what they share. */
import { Id } from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';

export const BASE = '/module/documents';
export const tags = ['documents'];
export const params = Type.Object({ id: Id });
/** Where the signed attachment links point: the file routes of attachment-routes.ts. */
export const DOCUMENT_FILES = `${BASE}/files`;
export const writeErrors = { ...errorResponses, 409: errorResponses[404] };
