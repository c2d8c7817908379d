import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createKnownDevices, DEVICE_COOKIE } from './known-device.js';

/** The cookie a browser sends back after `remember` answered it. */
function rememberedCookie(secret: string, accountId: number): string {
  let setCookie: string[] = [];
  const reply = {
    raw: { getHeader: () => undefined, setHeader: (_: string, value: string[]) => (setCookie = value) },
  } as unknown as FastifyReply;
  createKnownDevices([secret]).remember({ headers: {}, protocol: 'http' } as FastifyRequest, reply, accountId);
  return (setCookie[0] ?? '').split(';')[0] ?? '';
}

describe('known-good devices (decision 1033)', () => {
  it('recognises every account it signed, also when the base64url signature contains "-"', () => {
    const devices = createKnownDevices(['cookie-key']);
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    const cookies = ids.map((id) => rememberedCookie('cookie-key', id));
    // The case that was refused half the time: signatures with a "-" in them.
    expect(cookies.some((cookie) => cookie.slice(cookie.indexOf('-') + 1).includes('-'))).toBe(true);
    for (const [i, cookie] of cookies.entries()) {
      expect(devices.accounts({ headers: { cookie } } as FastifyRequest)).toEqual([ids[i]]);
    }
  });

  it('refuses a signature made with another key', () => {
    const cookie = rememberedCookie('another-key', 7);
    expect(cookie.startsWith(`${DEVICE_COOKIE}=7-`)).toBe(true);
    expect(createKnownDevices(['cookie-key']).accounts({ headers: { cookie } } as FastifyRequest)).toEqual([]);
  });
});
