/** Order short codes like ABC-123-123: three letters and six digits, random and unique. */
import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../platform/unique-violation.js';

// No I or O: they read as 1 and 0 over the phone.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The unique constraint on orders.short_code (migration 0003). */
const SHORT_CODE_CONSTRAINT = 'orders_short_code_key';

/** Draws after a taken code before giving up: with 1.4·10¹⁰ codes a second draw is already rare. */
const DRAWS = 5;

export function randomShortCode(): string {
  const letters = Array.from({ length: 3 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  const digits = String(randomInt(1_000_000)).padStart(6, '0');
  return `${letters}-${digits.slice(0, 3)}-${digits.slice(3)}`;
}

const shortCodeTaken = (error: unknown) =>
  isUniqueViolation(error) && (error as { constraint?: string }).constraint === SHORT_CODE_CONSTRAINT;

/**
 * Runs `write` (a whole transaction inserting an order with `draft.shortCode`) and, when the code
 * turns out taken, draws another and runs it again. The unique index is the check: asking for the
 * code before the insert cost every order a round trip to find a collision that almost never is.
 */
export async function withUnusedShortCode<T>(draft: { shortCode: string }, write: () => Promise<T>): Promise<T> {
  for (let draw = 1; ; draw++) {
    try {
      return await write();
    } catch (error) {
      if (draw >= DRAWS || !shortCodeTaken(error)) throw error;
      draft.shortCode = randomShortCode();
    }
  }
}
