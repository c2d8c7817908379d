import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ModuleDb, ownTables, TABLE_OWNERS } from './db/owners.js';
import type { Database } from './db/types.js';
import { accountChanges, accountLookup } from './modules/accounts/index.js';
import { courierDispatch } from './modules/delivery/index.js';
import {
  type CreateDraft,
  type OrderService,
  orderChanges,
  orderLookup,
  orderOutcomesQuery,
} from './modules/orders/index.js';
import { findRecordedCall, recordCallEvent } from './modules/telephony/index.js';
import { listExecutions, listLeadLogs, loadLeadRow, receiveLead, workspaceFor } from './modules/workspace/index.js';
import { openTestDatabase, type TestDatabase } from './testing/database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

const BUILDER_TABLE =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'(\w+)/g;
const SQL_TABLE = /\b(?:from|join|update|into)\s+(\w+)/gi;

describe('modules own their tables by type (db/owners.ts)', () => {
  it('every table the migrations create has one owner, and the owners name no other table', async () => {
    const result = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      order by table_name`.execute(database.handle.db);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(result.rows.map((row) => row.table_name).sort());
  });

  it('platform/ (below the modules) queries no module table', () => {
    const dir = fileURLToPath(new URL('./platform/', import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const reached = files.flatMap((file) =>
      [
        ...readFileSync(`${dir}${file}`, 'utf8').matchAll(
          /\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin)\(\s*'(\w+)/g,
        ),
      ].map((m) => `${file}: ${m[1]} (${TABLE_OWNERS[m[1] as keyof typeof TABLE_OWNERS]})`),
    );
    expect(reached.filter((line) => !line.endsWith('(platform)'))).toEqual([]);
    expect(reached.length).toBeGreaterThan(0);
  });

  it('a module or flow names no table of another module, in a builder or in raw SQL', () => {
    const root = fileURLToPath(new URL('./', import.meta.url));
    const owners: Record<string, string> = TABLE_OWNERS;
    const sources = (dir: string) =>
      readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('__tests__'))
        .map((f) => `${dir}${f}`);
    const tablesNamed = (text: string) => {
      const named = [...text.matchAll(BUILDER_TABLE)].map((m) => m[1] as string);
      for (const template of text.matchAll(/sql(?:<[^>]*>)?`([^`]*)`/g))
        named.push(...[...(template[1] as string).matchAll(SQL_TABLE)].map((m) => m[1] as string));
      return [...new Set(named.filter((t) => t in owners))];
    };
    const reached = [...sources('modules/'), ...sources('flows/')].flatMap((file) => {
      // A module reaches its own tables and the platform's; a flow none: it asks the modules' faces.
      const own = file.startsWith('modules/') ? file.split('/')[1] : null;
      return tablesNamed(readFileSync(`${root}${file}`, 'utf8'))
        .filter((t) => owners[t] !== own && owners[t] !== 'platform')
        .map((t) => `${file}: ${t}`);
    });
    expect(reached).toEqual([]);
  });

  it('a module handle is the same connection, so its queries run against its own tables', async () => {
    const sessions = ownTables(database.handle.db, 'sessions');
    const rows = await sessions.selectFrom('browser_sessions').select('session_id').limit(1).execute();
    expect(Array.isArray(rows)).toBe(true);
    await database.handle.db.transaction().execute(async (trx) => {
      expect(ownTables(trx, 'orders').isTransaction).toBe(true);
    });
  });
});

/**
 * The rule itself is a compile error, proved by `npm run typecheck` (tsconfig.test.json): each
 * `@ts-expect-error` below fails the type check if the line it marks ever compiles, that is, if a
 * module's handle could reach a table another module owns. Never called.
 */
export function reachingAnotherModulesTableDoesNotCompile(
  db: Kysely<Database>,
  orders: ModuleDb<'orders'>,
  catalog: ModuleDb<'catalog'>,
  trx: Transaction<Database>,
  orderService: OrderService,
  draft: CreateDraft,
) {
  // @ts-expect-error orders' handle has no workspace table: leads are the workspace's.
  orders.selectFrom('leads').selectAll();
  // @ts-expect-error nor may it join one.
  orders.selectFrom('orders').innerJoin('regions', 'regions.id', 'orders.region_id').selectAll();
  // @ts-expect-error catalog's handle cannot write an order.
  catalog.updateTable('orders').set({ status: 3 });
  // @ts-expect-error telephony's extensions are not the accounts module's.
  ownTables(db, 'accounts').selectFrom('voip_extensions').selectAll();
  // @ts-expect-error guarantees count the workspace's leads through its subquery, never the table.
  ownTables(db, 'guarantees').selectFrom('guarantee_set_rows as r').innerJoin('leads', 'leads.offer_id', 'r.offer_id');
  // @ts-expect-error the webmasters module's handle cannot create a webmaster: the catalog's face does.
  ownTables(db, 'webmasters').insertInto('webmasters').values({ name: 'probe' });
  // @ts-expect-error an agency payout joins its offer through the catalog's subquery, not the table.
  ownTables(db, 'offers').selectFrom('agency_payouts as a').innerJoin('offers as o', 'o.id', 'a.offer_id');
  // @ts-expect-error the accounts administration joins regions through the catalog's subquery.
  ownTables(db, 'accounts').selectFrom('groups').innerJoin('regions', 'regions.id', 'groups.region_id');
  // @ts-expect-error the offers module writes no offer: the catalog's offerRecords does.
  ownTables(db, 'offers').updateTable('offers').set({ payout_minor: 0 });
  // @ts-expect-error the order search names a provider through the delivery service, not its table.
  ownTables(db, 'orders').selectFrom('delivery_providers').select('name');
  // @ts-expect-error a call record's lead is the workspace's subquery (workspaceLeads), not the table.
  ownTables(db, 'telephony').selectFrom('call_records as c').innerJoin('leads as l', 'l.id', 'c.lead_id');
  // @ts-expect-error a document names its people through the accounts module's subquery (accountNames).
  ownTables(db, 'documents').selectFrom('documents as d').innerJoin('accounts as a', 'a.id', 'd.assigned_id');
  // @ts-expect-error a receipt names its uploader through the accounts module's subquery (accountNames).
  ownTables(db, 'payments').selectFrom('payment_documents as d').leftJoin('accounts as c', 'c.id', 'd.created_by');
  // @ts-expect-error a reconciliation report matches its rows against the orders through their face.
  ownTables(db, 'payments').selectFrom('orders').select(['id', 'short_code', 'price_minor']);
  // @ts-expect-error the orders module issues a payment link through the payments' face (issuePaymentToken).
  orders.insertInto('payment_links').values({ token_hash: 'probe', order_id: 1, expires_at: new Date() });
  // @ts-expect-error the quality sample reads call records through telephony's subquery (recordedAnsweredCalls).
  ownTables(db, 'quality').selectFrom('call_records').select('id');
  // @ts-expect-error telephony's repositories read no order: the orders' face (findOrder) does.
  ownTables(db, 'telephony').selectFrom('orders').select('id');
  // @ts-expect-error another module's narrowed handle cannot reach the accounts' lookup: its wiring binds it to the application's.
  accountLookup(ownTables(db, 'payslips'));
  // @ts-expect-error nor the orders' own handle: an order names its people through the accounts' subquery.
  accountLookup(orders);
  // @ts-expect-error nor change an account: a flow binds the accounts' changes to its transaction.
  accountChanges(ownTables(db, 'employees'));
  // @ts-expect-error the accounts' handle cannot read an order: the orders' face does.
  ownTables(db, 'accounts').selectFrom('orders').select('id');
  // @ts-expect-error nor a script confirmation: the scripts module asks the accounts who sells a product.
  ownTables(db, 'accounts').selectFrom('script_confirmations').selectAll();
  // @ts-expect-error an order's events name who did them through the accounts' subquery (accountNames).
  orders.selectFrom('order_events as e').leftJoin('accounts as a', 'a.id', 'e.account_id').selectAll();
  // @ts-expect-error a deposit order's instructions read the region's accounts through their module's face.
  orders.selectFrom('deposit_accounts').selectAll();
  // @ts-expect-error an order's items are named through the catalog's face, not its products table.
  orders.selectFrom('order_items as i').innerJoin('products as p', 'p.id', 'i.product_id').select('p.name');
  // @ts-expect-error the orders' read models narrow the application's handle, not the payslips' own.
  orderOutcomesQuery(ownTables(db, 'payslips'), { accountIds: [], regionIds: [], from: new Date(), to: new Date() });
  // @ts-expect-error the blacklist's author is the accounts' subquery (accountNames), not their table.
  ownTables(db, 'workspace').selectFrom('phone_blacklist as b').leftJoin('accounts as a', 'a.id', 'b.created_by');
  // @ts-expect-error a task shows its order through the orders' subquery (orderTaskRefs), not their table.
  ownTables(db, 'workspace').selectFrom('tasks as t').innerJoin('orders as o', 'o.id', 't.order_id');
  // @ts-expect-error a lead's product is the catalog's subquery (catalogProducts), bound in the workspace's reads.
  ownTables(db, 'workspace').selectFrom('leads as l').innerJoin('products as p', 'p.id', 'l.product_id');
  // @ts-expect-error an agent's group rules come from the accounts' face (loadAccountGroupRules), not their table.
  ownTables(db, 'workspace').selectFrom('account_groups').selectAll();
  const lead = { regionId: 'pe', productId: 1, offerId: 'o', webmasterId: 1, name: 'n', phone: '1' };
  // @ts-expect-error a webmaster's intake hands the workspace the application's transaction, not its own handle.
  receiveLead(ownTables(db, 'webmasters'), lead);
  // @ts-expect-error a send records the delivery's rows in the flow's transaction, never on the orders' handle.
  courierDispatch(undefined).send(orders, { id: 1, code: 'p' }, [], 1);
  // Handed a handle that reaches their tables (the application's, or their own), they take it.
  receiveLead(ownTables(db, 'workspace'), lead);
  courierDispatch(undefined).send(ownTables(db, 'delivery'), { id: 1, code: 'p' }, [], 1);
  // @ts-expect-error a payment tag is applied through the orders' changes on the flow's transaction, not the payments' handle.
  orderChanges(ownTables(db, 'payments'));
  // @ts-expect-error the orders' lookup binds other modules' faces to its handle: the payslips' own reaches none of them.
  orderLookup(ownTables(db, 'payslips'));
  // @ts-expect-error nor does the orders' own handle: an order's bundle names its products through the catalog's face.
  orderLookup(orders);
  // @ts-expect-error a reviewer's call names its product and agent through the catalog's and accounts' subqueries.
  findRecordedCall(ownTables(db, 'quality'), 1);
  // @ts-expect-error nor may telephony's own handle find it: it reaches no product.
  findRecordedCall(ownTables(db, 'telephony'), 1);
  // @ts-expect-error a call record's lead is the workspace's subquery, on a handle that reaches it.
  recordCallEvent(ownTables(db, 'telephony'), 1, 1, 'CALL_START');
  // @ts-expect-error the lead view joins the catalog's and the accounts' subqueries: not on the workspace's own handle.
  loadLeadRow(ownTables(db, 'workspace'), 1);
  // @ts-expect-error a lead's history names its authors through the accounts' subquery.
  listLeadLogs(ownTables(db, 'orders'), 1);
  // @ts-expect-error nor does the order desk's flow read executions on a module's handle.
  listExecutions(ownTables(db, 'workspace'), { lead_id: 1, order_id: null, id: 0 });
  // @ts-expect-error the workspace binds the catalog's, accounts' and orders' reads: not to the catalog's own handle.
  workspaceFor(ownTables(db, 'catalog'));
  // @ts-expect-error an order is written in the flow's transaction, which reaches the faces the write binds.
  orderService.writeCreated(orders, draft);
  // @ts-expect-error a task's cancel reason is set on a handle that reaches the orders' tables, not the payments'.
  orderService.setCancelReason(ownTables(db, 'payments'), 1, 'reason', new Date());
  // The application's handle or a flow's transaction reaches every table: they take it.
  workspaceFor(db);
  orderService.writeCreated(trx, draft);
  orderService.setCancelReason(ownTables(trx, 'orders'), 1, 'reason', new Date());
  orderLookup(db);
  orderLookup(trx);
  findRecordedCall(db, 1);
  recordCallEvent(trx, 1, 1, 'CALL_START');
  loadLeadRow(trx, 1);
  listLeadLogs(db, 1, 10);
  // Its own tables and the platform's (the audit trail) it reaches.
  orders.selectFrom('orders').innerJoin('order_items', 'order_items.order_id', 'orders.id').selectAll();
  catalog.insertInto('audit_log').values({
    actor_id: null,
    actor_login: 'probe',
    action: 'probe',
    target_type: 'probe',
    target_id: '1',
    details: '{}',
    request_id: null,
  });
}
