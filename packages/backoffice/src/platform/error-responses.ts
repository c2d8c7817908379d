import { ErrorBody } from '@umbrella/contract';

/** Error answers every private route may give, for the OpenAPI document and the serializer. */
export const privateErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
export const errorResponses = { ...privateErrors, 404: ErrorBody } as const;
/** A write that may find the record in a state that refuses it (already there, already published). */
export const conflictResponses = { ...errorResponses, 409: ErrorBody } as const;
