/**
 * The receipts' and reports' lists name their people through the accounts module's subquery
 * (decision 1830): PostgreSQL flattens it into the join, so each list is one statement with the
 * plan of the join on the accounts table it replaced, over seeded documents and reports.
 */
import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@umbrella/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownTables } from '../../db/owners.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedOrder } from '../../testing/order-fixtures.js';
import { accountNames } from '../accounts/index.js';
import { reportListQueries } from './reconciliation-repo.js';
import { documentPageQuery, type People } from './repo.js';

let t: TestBackoffice;

beforeAll(async () => {
  t = await buildTestBackoffice();
  const finance = await t.db.selectFrom('accounts').select('id').orderBy('id').executeTakeFirstOrThrow();
  const provider = await t.db.selectFrom('payment_providers').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (let i = 0; i < 20; i++) {
    const order = await seedOrder(t.db, { status: ORDER_STATUS.DEPOSIT, regionId: 'pe-central' });
    await t.db
      .insertInto('payment_documents')
      .values({
        order_id: order.id,
        order_short_code: order.shortCode,
        region_id: 'pe-central',
        source: 'upload',
        file_key: `receipts/plan-${randomUUID()}`,
        content_type: 'application/pdf',
        created_by: finance.id,
      })
      .execute();
    await t.db
      .insertInto('reconciliation_reports')
      .values({
        payment_provider_id: provider.id,
        payment_date: '2026-01-15',
        bank_transaction_number: `PLAN-${randomUUID()}`,
        amount_minor: 100,
        status: 'APPROVED',
        created_by: finance.id,
      })
      .execute();
  }
  await sql`analyze`.execute(t.db);
}, 120_000);
afterAll(() => t.close());

/** The plan without costs, and with every name of the accounts relation (its alias, the subquery's) as one. */
const planOf = async (query: { explain(): Promise<Record<string, unknown>[]> }) =>
  (await query.explain())
    .map((row) => String(row['QUERY PLAN']))
    .join('\n')
    .replace(/\s*\(cost=[^)]*\)/g, '')
    .replace(/\baccounts(?:_\d+)?(?: [cra])?\b/g, 'accounts')
    .replace(/\b(?:accounts|[cra])\.(id|name|surname)\b/g, 'accounts.$1');

/** The join as it was written before the subquery: on the accounts table by name (a test may). */
const tableJoin = () => t.db.selectFrom('accounts').select(['id', 'name', 'surname']) as unknown as People;

describe('payments list plans', () => {
  const page = { offset: 0, limit: 20, direction: 'desc' } as const;
  const lists = (people: People) => {
    const db = ownTables(t.db, 'payments');
    const reports = reportListQueries(db, people, {}, { offset: 0, limit: 20 });
    return [
      documentPageQuery(db, people, { regionIds: ['pe-central'], status: 'pending' }, page),
      documentPageQuery(db, people, { regionIds: ['pe-central'], orderId: 1 }, page),
      reports.page,
      reports.count,
    ];
  };

  it("the receipts page, an order's documents and the reports page plan as the join on the accounts table", async () => {
    const [viaFace, viaTable] = [lists(accountNames(t.db)), lists(tableJoin())];
    for (const [i, query] of viaFace.entries()) {
      const plan = await planOf(query);
      // The count names nobody: the planner drops the left join, as it did on the table.
      if (i < 3) expect(plan).toMatch(/accounts/);
      expect(plan).toBe(await planOf(viaTable[i] as typeof query));
    }
  });

  it('the comparison sees a subquery the planner cannot flatten', async () => {
    const limited = accountNames(t.db).limit(1000) as unknown as People;
    const db = ownTables(t.db, 'payments');
    const pending = { regionIds: ['pe-central'], status: 'pending' } as const;
    expect(await planOf(documentPageQuery(db, limited, pending, page))).not.toBe(
      await planOf(documentPageQuery(db, accountNames(t.db), pending, page)),
    );
  });
});
