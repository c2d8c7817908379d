/**
 * A new order's short code is drawn without asking the database first: a taken one is found by
 * the unique index when the order is written, and the write runs again with another draw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../testing/database.js';
import { openTestDatabase } from '../../testing/database.js';
import { seedOrder } from '../../testing/order-fixtures.js';
import { withUnusedShortCode } from './short-code.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('an order’s short code', () => {
  it('a code another order has is drawn again and the write runs again', async () => {
    const { db } = database.handle;
    const taken = await seedOrder(db, { status: 1 });
    const mine = await seedOrder(db, { status: 1 });
    const draft = { shortCode: taken.shortCode };
    let writes = 0;
    await withUnusedShortCode(draft, async () => {
      writes++;
      await db
        .transaction()
        .execute((trx) =>
          trx.updateTable('orders').set({ short_code: draft.shortCode }).where('id', '=', mine.id).execute(),
        );
    });
    expect(writes).toBe(2);
    expect(draft.shortCode).not.toBe(taken.shortCode);
    expect(draft.shortCode).toMatch(/^[A-HJ-NP-Z]{3}-\d{3}-\d{3}$/);
    const row = await db.selectFrom('orders').select('short_code').where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(row.short_code).toBe(draft.shortCode);
  });

  it('another failure of the write is not retried', async () => {
    const draft = { shortCode: 'ABC-123-456' };
    let writes = 0;
    await expect(
      withUnusedShortCode(draft, async () => {
        writes++;
        throw Object.assign(new Error('duplicate key value violates unique constraint'), {
          code: '23505',
          constraint: 'orders_idempotency',
        });
      }),
    ).rejects.toThrow('duplicate key');
    expect(writes).toBe(1);
    expect(draft.shortCode).toBe('ABC-123-456');
  });
});
