import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/database.js';
import { accountLookup } from './lookup.js';

let database: TestDatabase;
let statements: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase({ onQuery: (sql) => statements.push(sql) });
});
afterAll(() => database.drop());

describe("an account's group rules (the task queue's eligibility)", () => {
  it('are its groups in its own regions with their products and webmasters in id order, read in one statement', async () => {
    const db = database.handle.db;
    const tag = randomUUID().slice(0, 8);
    const account = await db
      .insertInto('accounts')
      .values({ username: `g-${tag}`, password_hash: 'x', name: 'A', surname: 'B', email: `g-${tag}@x.example` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('account_regions').values({ account_id: account.id, region_id: 'pe-central' }).execute();
    const group = async (name: string, regionId: string, taskType: 'LEAD' | null) =>
      (
        await db
          .insertInto('groups')
          .values({ name: `${name} ${tag}`, region_id: regionId, task_type: taskType })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const narrow = await group('narrow', 'pe-central', 'LEAD');
    const open = await group('open', 'pe-central', null);
    const elsewhere = await group('elsewhere', 'cl-central', null);
    const products = (
      await db
        .selectFrom('products')
        .select('id')
        .where('region_id', '=', 'pe-central')
        .orderBy('id')
        .limit(2)
        .execute()
    ).map((p) => p.id);
    const webmasters = (await db.selectFrom('webmasters').select('id').orderBy('id').limit(2).execute()).map(
      (w) => w.id,
    );
    // Inserted highest first: the rule lists them in id order all the same.
    for (const productId of [...products].reverse()) {
      await db.insertInto('group_products').values({ group_id: narrow, product_id: productId }).execute();
    }
    for (const webmasterId of [...webmasters].reverse()) {
      await db.insertInto('group_webmasters').values({ group_id: narrow, webmaster_id: webmasterId }).execute();
    }
    await db
      .insertInto('account_groups')
      .values([narrow, open, elsewhere].map((group_id) => ({ account_id: account.id, group_id })))
      .execute();

    statements = [];
    const rules = await accountLookup(db).groupRules(account.id);

    expect(statements).toHaveLength(1);
    expect(rules).toHaveLength(2);
    expect(rules).toEqual(
      expect.arrayContaining([
        {
          regionId: 'pe-central',
          taskType: 'LEAD',
          productIds: products,
          webmasterIds: webmasters,
          dialing: { mode: 'manual', previewSeconds: 5 },
        },
        {
          regionId: 'pe-central',
          taskType: null,
          productIds: [],
          webmasterIds: [],
          dialing: { mode: 'manual', previewSeconds: 5 },
        },
      ]),
    );
  });
});
