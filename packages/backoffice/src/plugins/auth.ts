/**
 * Bearer authentication and the permission guard for the back-office API. Every route is private
 * unless its config says `public: true`; a route declares what it needs with
 * `config: { permission: ['owner:users', ...] }` and the caller must hold ALL of them (ADMIN-16);
 * a route several jobs may use declares `anyPermission: [...]` and the caller must hold ONE of them.
 * A blocked account is refused on every private route, not only at sign-in, because its
 * access token stays valid until it expires.
 */
import { hasAll, type Permission } from '@umbrella/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { accountLookup } from '../modules/accounts/index.js';
import type { Caller, TokenVerifier } from '../platform/caller.js';
import { accountBlocked, forbidden, unauthorized } from '../platform/http-error.js';
import { keptAnswers, staleAnswersOf } from '../platform/stale-answers.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every one of these permissions is required (403 FORBIDDEN otherwise). */
    permission?: readonly Permission[];
    /** At least one of these permissions is required (403 FORBIDDEN otherwise). */
    anyPermission?: readonly Permission[];
    /** No bearer token needed; `request.caller` must not be read. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The verified caller; reading it on a public route throws a 401. */
    readonly caller: Caller;
  }
}

export type AuthOptions = {
  verifyToken: TokenVerifier;
  db: Kysely<Database>;
  /** How long a blocked/unblocked answer is reused (ms). */
  blockedCacheMs?: number;
  /** Shared with account administration, which forgets an account's answer when it blocks it. */
  blockedAnswers?: BlockedAnswers;
};

export type BlockedAnswers = {
  isBlocked(accountId: number): Promise<boolean>;
  forget(accountIds: readonly number[]): void;
};

const callers = new WeakMap<FastifyRequest, Caller>();

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Blocked answers reused between requests. While this process hears every instance's stale-answer
 * notices (platform/stale-answers.ts) an answer is kept until a block, unblock or delete says
 * otherwise, at most `heardTtlMs` (60 s unless given, decision 1835); while it does not, only `ttlMs`.
 */
export function blockedCache(db: Kysely<Database>, ttlMs: number, heardTtlMs?: number): BlockedAnswers {
  const kept = keptAnswers<boolean>(staleAnswersOf(db), 'account-blocked', { heardTtlMs, deafTtlMs: ttlMs });
  const accounts = accountLookup(db);
  return {
    isBlocked: (accountId) => kept.get(accountId, () => accounts.isBlocked(accountId)),
    forget: (accountIds) => kept.forget(accountIds),
  };
}

const auth: FastifyPluginAsync<AuthOptions> = async (app, options) => {
  const blocked = options.blockedAnswers ?? blockedCache(options.db, options.blockedCacheMs ?? 5_000);
  if (!app.hasRequestDecorator('caller')) {
    app.decorateRequest('caller', {
      getter(this: FastifyRequest) {
        const caller = callers.get(this);
        if (!caller) throw unauthorized();
        return caller;
      },
    });
  }

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (request.is404 || config.public) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized('Missing bearer access token');
    let caller: Caller;
    try {
      caller = { ...(await options.verifyToken(token)), requestId: request.id };
    } catch {
      throw unauthorized('Invalid or expired access token');
    }
    callers.set(request, caller);
    if (await blocked.isBlocked(caller.accountId)) throw accountBlocked();
    const required = config.permission ?? [];
    if (!hasAll(caller.permissions, required)) {
      const missing = required.filter((p) => !caller.permissions.includes(p));
      throw forbidden({ key: 'missingPermission', values: { permissions: missing.join(', ') } });
    }
    const anyOf = config.anyPermission ?? [];
    if (anyOf.length && !anyOf.some((p) => caller.permissions.includes(p))) {
      throw forbidden({ key: 'missingPermissionOneOf', values: { permissions: anyOf.join(', ') } });
    }
  });
};

export const authPlugin = fp(auth, { name: 'umbrella-auth', fastify: '5.x' });
