/**
 * Known-good devices (OWASP "device cookies"): after a successful sign-in the browser gets a
 * signed, HttpOnly cookie naming the account; while that account is throttled, a correct password
 * from a browser holding it still signs in. Signed with the issuer's cookie keys (any current key
 * verifies, the first signs), so it holds across restarts and instances. One browser remembers a
 * few accounts (shared workstations on a call-centre floor).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'umbrella_device';
const MAX_ACCOUNTS = 10;
const MAX_AGE_SECONDS = 180 * 24 * 3600;

export type KnownDevices = {
  /** Account ids this browser has signed in before (verified signatures only). */
  accounts(request: FastifyRequest): number[];
  /** Adds the account to the browser's cookie. */
  remember(request: FastifyRequest, reply: FastifyReply, accountId: number): void;
};

function cookieValue(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return rest.join('=');
  }
  return undefined;
}

export function createKnownDevices(secrets: string[]): KnownDevices {
  const sign = (secret: string, accountId: number) =>
    createHmac('sha256', secret).update(`known-device:${accountId}`).digest('base64url');
  const verified = (accountId: number, signature: string) =>
    secrets.some((secret) => {
      const expected = Buffer.from(sign(secret, accountId));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    });

  const accounts = (request: FastifyRequest) =>
    (cookieValue(request) ?? '')
      .split('.')
      // "<id>-<signature>": the signature is base64url and may itself contain "-".
      .map((entry) => {
        const dash = entry.indexOf('-');
        return dash < 0 ? [] : [entry.slice(0, dash), entry.slice(dash + 1)];
      })
      .filter(([id, signature]) => id && signature && /^\d+$/.test(id) && verified(Number(id), signature))
      .map(([id]) => Number(id));

  return {
    accounts,
    remember(request, reply, accountId) {
      const [secret] = secrets;
      if (!secret) return;
      const ids = [accountId, ...accounts(request).filter((id) => id !== accountId)].slice(0, MAX_ACCOUNTS);
      const value = ids.map((id) => `${id}-${sign(secret, id)}`).join('.');
      const secure = request.protocol === 'https' ? '; Secure' : '';
      const cookie = `${DEVICE_COOKIE}=${value}; Path=/oidc/interaction; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
      // Beside the provider's own cookies, which it sets on the raw response.
      const existing = reply.raw.getHeader('set-cookie');
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
      reply.raw.setHeader('set-cookie', [...list, cookie]);
    },
  };
}
