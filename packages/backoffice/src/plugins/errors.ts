/**
 * One error shape for every back-office answer: `{ message, code?, errors?, requestId? }`.
 * A 400 names each failing field and the rule it broke; a 5xx hides internals, is logged with
 * the request id and hands that id to the caller so support can find the log line.
 */
import { type ApiReason, type ApiReasonKey, ERROR_CODES, type ErrorBody, reasonOf } from '@umbrella/contract';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { isConnectionError } from '../db/connection-errors.js';
import { describeConnectionError } from '../db/unreachable.js';
import { sendDatabaseUnavailable } from '../platform/database-unavailable.js';
import { HttpError } from '../platform/http-error.js';

type ValidationContext = string | undefined;

/** `/items/0/name` → `items.0.name`; a missing property is named by the rule's params. */
function fieldNames(error: FastifySchemaValidationError, context: ValidationContext): string[] {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const base = error.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const join = (name: string) => (base ? `${base}.${name}` : name);
  if (error.keyword === 'required') {
    const missing = params.requiredProperties ?? params.missingProperty;
    const names = Array.isArray(missing) ? missing.map(String) : typeof missing === 'string' ? [missing] : [];
    if (names.length) return names.map(join);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return [join(params.additionalProperty)];
  }
  return [base || context || 'request'];
}

function ruleMessage(error: FastifySchemaValidationError): string {
  if (error.keyword === 'required') return 'is required (required)';
  // A key no property or key pattern allows (`additionalProperties: false` beside patternProperties).
  if (error.keyword === 'boolean') return 'is not allowed (additionalProperties)';
  return `${error.message ?? 'is invalid'} (${error.keyword})`;
}

/** The schema rules a person can be told of in their language, with the values they need. */
const RULE_REASONS: Partial<Record<string, ApiReasonKey>> = {
  required: 'required',
  additionalProperties: 'notAllowed',
  boolean: 'notAllowed',
  type: 'type',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minimum: 'minimum',
  maximum: 'maximum',
  exclusiveMinimum: 'exclusiveMinimum',
  minItems: 'minItems',
  maxItems: 'maxItems',
  enum: 'oneOf',
  const: 'oneOf',
  anyOf: 'oneOf',
  format: 'format',
  pattern: 'pattern',
};

function ruleReason(error: FastifySchemaValidationError): ApiReason {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const values: Record<string, string | number> = {};
  for (const name of ['limit', 'type', 'format'])
    if (typeof params[name] === 'string' || typeof params[name] === 'number') values[name] = params[name];
  return { key: RULE_REASONS[error.keyword] ?? 'invalid', values };
}

export function validationBody(errors: FastifySchemaValidationError[], context: ValidationContext): ErrorBody {
  const byField: Record<string, string> = {};
  const reasons: Record<string, ApiReason> = {};
  for (const error of errors) {
    for (const field of fieldNames(error, context)) {
      if (byField[field] !== undefined) continue;
      byField[field] = ruleMessage(error);
      reasons[field] = ruleReason(error);
    }
  }
  const message = Object.entries(byField)
    .map(([field, rule]) => `${field} ${rule}`)
    .join('; ');
  return { message: message || 'The request is invalid', code: ERROR_CODES.validation, errors: byField, reasons };
}

/** A refusal's reasons where its texts are the catalogue's (decision 1821). */
function withReasons(body: ErrorBody): ErrorBody {
  const reason = reasonOf(body.message);
  if (reason) body.reason = reason;
  const reasons: Record<string, ApiReason> = {};
  for (const [field, text] of Object.entries(body.errors ?? {})) {
    const found = reasonOf(text);
    if (found) reasons[field] = found;
  }
  if (Object.keys(reasons).length) body.reasons = reasons;
  return body;
}

export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    const keyed = withReasons(body);
    if (error.reasons) keyed.reasons = { ...keyed.reasons, ...error.reasons };
    if (error.reason) keyed.reason = error.reason;
    reply.code(error.statusCode).send(keyed);
    return;
  }
  if (error.validation) {
    reply.code(400).send(validationBody(error.validation, error.validationContext));
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong media type, body too large) are safe to show.
    reply.code(status).send({ message: error.message, code: status === 400 ? ERROR_CODES.validation : error.code });
    return;
  }
  if (isConnectionError(error)) {
    // The database is restarting or unreachable: nothing is wrong with the request, try again.
    // One line per request, for its id; the outage itself is logged once (db/outage-log.ts).
    request.log.warn({ reason: describeConnectionError(error) }, 'database unavailable');
    sendDatabaseUnavailable(request, reply);
    return;
  }
  request.log.error({ err: error }, 'request failed');
  reply.code(status >= 500 && status < 600 ? status : 500).send({
    message: 'Internal server error',
    code: ERROR_CODES.internal,
    requestId: String(request.id),
  });
}
