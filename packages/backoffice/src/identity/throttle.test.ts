/**
 * Sign-in throttling (docs/decisions/1033-sign-in-throttling.md, issue 18 "Sign-in lockout anyone
 * can trigger"): progressive delays per account and per account + address instead of a lockout;
 * a correct password from a known-good browser or a known address still signs in; a call
 * centre's floor sharing one address keeps signing in while one account is being guessed there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { Browser } from './__tests__/browser.js';
import { freshDatabase, insertAccount } from './__tests__/database.js';
import { type RunningIssuer, signIn, startIssuer } from './__tests__/server.js';
import type { SignInLimits } from './rate-limit.js';

const PASSWORD = 'correct horse';
const FLOOR = '198.51.100.10';
const FLOOR_SIZE = 32;
let handle: DatabaseHandle;
let server: RunningIssuer;

/** Delays long enough that nothing expires during a test, except where a test says otherwise. */
const LIMITS: SignInLimits = {
  freePerPair: 3,
  freePerAccount: 6,
  baseDelayMs: 60_000,
  maxDelayMs: 60_000,
  windowMs: 3_600_000,
};

beforeAll(async () => {
  handle = await freshDatabase();
  for (const username of ['victim', 'traveller', 'regular', 'timed']) {
    await insertAccount(handle, { username, password: PASSWORD });
  }
  for (let i = 0; i < FLOOR_SIZE; i++) await insertAccount(handle, { username: `floor${i}`, password: PASSWORD });
  server = await startIssuer(handle, { signInLimits: LIMITS, trustProxy: true });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

const from = (address: string) => new Browser({ 'x-forwarded-for': address });
/** Wrong passwords: refused (401), or told to wait (429) once the free allowance is used up. */
const guess = async (username: string, address: string, times: number) => {
  for (let i = 0; i < times; i++) {
    const failed = await signIn(from(address), server.base, { username, password: `wrong-${i}` });
    expect([401, 429]).toContain(failed.page.status);
  }
};

describe('sign-in throttling (1033, supersedes the lockout of 0202)', () => {
  it('after the free failures an unknown browser at an unknown address waits (429 + Retry-After), even with the right password', async () => {
    await guess('victim', '203.0.113.1', 3);
    // The fourth failure is still allowed: the wait starts after the free allowance is used up.
    await guess('victim', '203.0.113.1', 1);
    const waiting = await signIn(from('203.0.113.1'), server.base, { username: 'victim', password: PASSWORD });
    expect(waiting.page.status).toBe(429);
    expect(Number(waiting.page.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(waiting.code).toBeUndefined();
  });

  it('the wait grows with each failure and ends by itself (no lockout)', async () => {
    const quick = await startIssuer(handle, {
      signInLimits: { ...LIMITS, baseDelayMs: 400, maxDelayMs: 10_000 },
      trustProxy: true,
    });
    try {
      const attempt = (password: string) =>
        signIn(from('203.0.113.2'), quick.base, { username: 'timed', password }).then((r) => r.page.status);
      for (let i = 0; i < 4; i++) expect(await attempt(`wrong-${i}`)).toBe(401);
      expect(await attempt(PASSWORD)).toBe(429); // 400 ms to wait after 4 failures
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await attempt('wrong-again')).toBe(401); // allowed again, and now 800 ms to wait
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await attempt(PASSWORD)).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await attempt(PASSWORD)).toBe(303);
    } finally {
      await quick.close();
    }
  });

  it('a correct password from a known-good browser (its signed cookie) still signs in while the account is throttled', async () => {
    const laptop = from('192.0.2.50');
    expect((await signIn(laptop, server.base, { username: 'traveller', password: PASSWORD })).code).toBeDefined();
    await guess('traveller', '203.0.113.3', 8);
    // A fresh browser at the guesser's address has to wait…
    expect(
      (await signIn(from('203.0.113.3'), server.base, { username: 'traveller', password: PASSWORD })).page.status,
    ).toBe(429);
    // …a forged cookie does not vouch…
    const forged = new Browser({ 'x-forwarded-for': '203.0.113.3', cookie: 'umbrella_device=1-AAAA' });
    expect((await signIn(forged, server.base, { username: 'traveller', password: PASSWORD })).page.status).toBe(429);
    // …the traveller's own laptop, even at that address, signs in.
    laptop.headers['x-forwarded-for'] = '203.0.113.3';
    const again = await signIn(
      laptop,
      server.base,
      { username: 'traveller', password: PASSWORD },
      { extra: { prompt: 'login' } }, // past its still-open session, to the password form
    );
    expect({ status: again.page.status, alert: /role="alert"[^>]*>([^<]*)</.exec(again.html)?.[1] }).toEqual({
      status: 303,
      alert: undefined,
    });
    expect(again.code).toBeDefined();
  });

  it('a correct password from an address that has signed the account in before still signs in', async () => {
    expect((await signIn(from(FLOOR), server.base, { username: 'regular', password: PASSWORD })).code).toBeDefined();
    // Guesses spread over many addresses throttle the account as a whole.
    for (let i = 10; i < 18; i++) await guess('regular', `203.0.113.${i}`, 1);
    const elsewhere = await signIn(from('203.0.113.20'), server.base, { username: 'regular', password: PASSWORD });
    expect(elsewhere.page.status).toBe(429);
    const atOffice = await signIn(from(FLOOR), server.base, { username: 'regular', password: PASSWORD });
    expect(atOffice.code).toBeDefined();
  });

  it(`the shared-address floor: ${FLOOR_SIZE} users behind one address all sign in while another user's password is guessed from it`, async () => {
    await guess('victim', FLOOR, 12);
    const results = [];
    for (let i = 0; i < FLOOR_SIZE; i++) {
      results.push(await signIn(from(FLOOR), server.base, { username: `floor${i}`, password: PASSWORD }));
    }
    expect(results.map((r) => r.page.status)).toEqual(Array(FLOOR_SIZE).fill(303));
    expect(results.every((r) => r.code)).toBe(true);
    // A mistyped password on the floor is a plain 401, not a lockout of the floor.
    expect((await signIn(from(FLOOR), server.base, { username: 'floor0', password: 'typo' })).page.status).toBe(401);
  }, 180_000);
});
