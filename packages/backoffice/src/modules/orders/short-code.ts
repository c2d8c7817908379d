/** Order short codes like ABC-123-123: three letters and six digits, random and unique. */
import { randomInt } from 'node:crypto';
import type { ModuleDb } from '../../db/owners.js';

// No I or O: they read as 1 and 0 over the phone.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export function randomShortCode(): string {
  const letters = Array.from({ length: 3 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  const digits = String(randomInt(1_000_000)).padStart(6, '0');
  return `${letters}-${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** A code no order has yet (the unique index is the final guard). */
export async function newShortCode(db: ModuleDb<'orders'>): Promise<string> {
  for (;;) {
    const code = randomShortCode();
    const taken = await db.selectFrom('orders').select('id').where('short_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}
