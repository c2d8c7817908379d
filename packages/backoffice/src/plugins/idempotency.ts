/**
 * Idempotency keys: a POST, PUT or PATCH carrying `Idempotency-Key` runs once per (account, key).
 * A replay within 24 h gets the first status and body (header `Idempotent-Replayed: true`); the
 * same key with another method, path or body is a 422; a duplicate arriving while the first is
 * still running is a 409, unless its claim outlived the lease or the process that made it is gone
 * (its liveness lock released): the key is free again (decisions 1711, 1785). A 5xx answer is not remembered, so the caller may retry with the key.
 * A store or release that fails (the database blipped) is retried in the background.
 */
import { ERROR_CODES } from '@umbrella/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { conflict, HttpError } from '../platform/http-error.js';
import { requestHash } from '../platform/request-hash.js';
import { createDeferredWrites } from './deferred-writes.js';
import { claimKey, findKey, releaseKey, storeResponse } from './idempotency-store.js';

const METHODS = new Set(['POST', 'PUT', 'PATCH']);
const MAX_KEY_LENGTH = 255;

type Claimed = { accountId: number; key: string };
const claimed = new WeakMap<FastifyRequest, Claimed>();

export type IdempotencyOptions = {
  db: Kysely<Database>;
  /** Seconds before an unanswered claim may be taken over; default IDEMPOTENCY_CLAIM_LEASE_SECONDS. */
  leaseSeconds?: number;
  /** This process's liveness key while it holds the lock (platform/process-liveness.ts). */
  holder?: () => number | null;
};

const idempotency: FastifyPluginAsync<IdempotencyOptions> = async (app, { db, leaseSeconds, holder }) => {
  // Storing an answer or releasing a key must not fail the answer itself (the work is done) nor
  // be lost when the database blips between the handler's commit and this write.
  const deferred = createDeferredWrites(app.log);
  app.addHook('onClose', () => deferred.close());

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (!METHODS.has(request.method) || header === undefined || request.routeOptions.config.public) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > MAX_KEY_LENGTH) {
      throw new HttpError(400, ERROR_CODES.validation, `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`, {
        'Idempotency-Key': `must be 1 to ${MAX_KEY_LENGTH} characters (maxLength)`,
      });
    }
    const accountId = request.caller.accountId;
    const row = {
      accountId,
      key,
      method: request.method,
      path: request.url,
      bodyHash: requestHash(`${request.method} ${request.url}`, request.body ?? null),
      holder: holder?.() ?? null,
    };
    if (await claimKey(db, row)) {
      claimed.set(request, { accountId, key });
      return;
    }
    const stored = await findKey(db, accountId, key, leaseSeconds);
    if (!stored || stored.expired || stored.abandoned) {
      // The first use is gone, older than the window or abandoned: this request becomes the first use.
      await releaseKey(db, accountId, key);
      if (await claimKey(db, row)) {
        claimed.set(request, { accountId, key });
        return;
      }
      throw conflict('A request with this Idempotency-Key is still being processed');
    }
    if (stored.bodyHash !== row.bodyHash) {
      throw new HttpError(
        422,
        ERROR_CODES.idempotencyMismatch,
        'This Idempotency-Key was already used for a different request',
      );
    }
    if (stored.statusCode === null) throw conflict('A request with this Idempotency-Key is still being processed');
    reply.code(stored.statusCode).header('idempotent-replayed', 'true');
    if (stored.responseBody === null) return reply.send();
    return reply.type('application/json; charset=utf-8').send(stored.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claimed.get(request);
    if (!claim) return payload;
    claimed.delete(request);
    const remember =
      reply.statusCode < 500 && (payload === null || payload === undefined || typeof payload === 'string');
    const status = reply.statusCode;
    if (remember)
      await deferred.run(() =>
        storeResponse(db, claim.accountId, claim.key, status, (payload as string | null) ?? null),
      );
    else await deferred.run(() => releaseKey(db, claim.accountId, claim.key));
    return payload;
  });

  // A request that never reached onSend (client gone mid-handler) must not hold its key forever.
  app.addHook('onResponse', async (request) => {
    const claim = claimed.get(request);
    if (!claim) return;
    claimed.delete(request);
    await deferred.run(() => releaseKey(db, claim.accountId, claim.key));
  });
};

export const idempotencyPlugin = fp(idempotency, { name: 'umbrella-idempotency', fastify: '5.x' });
