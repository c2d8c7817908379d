import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';
import { createSignInLimiter, DEFAULT_SIGN_IN_LIMITS } from './rate-limit.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

const url = (accountId: number) => `/module/account/api/v1/accounts/${accountId}/sign-in-throttle`;

describe('an administrator lifts a sign-in throttle (1033)', () => {
  it('DELETE …/sign-in-throttle forgets the failures (owner:users); others get 403, an unknown account 404', async () => {
    const limiter = createSignInLimiter(t.db, DEFAULT_SIGN_IN_LIMITS);
    const agent = (
      await t.db.selectFrom('accounts').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow()
    ).id;
    const untrusted = { device: false, knownAddress: false };
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.freePerAccount + 1; i++) {
      await limiter.recordFailure('agent', `203.0.113.${i}`, untrusted);
    }
    expect(await limiter.waitMs('agent', '192.0.2.1', untrusted)).toBeGreaterThan(0);

    const refused = await t.app.inject({ method: 'DELETE', url: url(agent), headers: await t.auth('agent') });
    expect(refused.statusCode).toBe(403);
    expect(await limiter.waitMs('agent', '192.0.2.1', untrusted)).toBeGreaterThan(0);

    const lifted = await t.app.inject({ method: 'DELETE', url: url(agent), headers: await t.auth('admin') });
    expect(lifted.statusCode).toBe(204);
    expect(await limiter.waitMs('agent', '192.0.2.1', untrusted)).toBe(0);
    expect(await limiter.waitMs('agent', '203.0.113.1', untrusted)).toBe(0);

    const missing = await t.app.inject({ method: 'DELETE', url: url(999_999), headers: await t.auth('admin') });
    expect(missing.statusCode).toBe(404);
  });
});
