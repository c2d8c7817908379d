import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

/** scrypt parameters (N=2^15, r=8, p=1: ~50 ms, 32 MiB) stored with each hash so they can change. */
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

const SPECIAL_CHARACTERS = '!@#$%^&*';

/**
 * A new account's password (AGENT-34): 6 bytes from the cryptographic generator, base64url
 * encoded, plus one special character at a random place.
 */
export function generatePassword(): string {
  const encoded = randomBytes(6).toString('base64url');
  const special = SPECIAL_CHARACTERS[randomInt(SPECIAL_CHARACTERS.length)] as string;
  const at = randomInt(encoded.length + 1);
  return encoded.slice(0, at) + special + encoded.slice(at);
}
