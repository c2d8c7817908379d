import { DEMO_ROLE_PERMISSIONS, PERMISSIONS, REGIONS } from '@umbrella/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLookup } from '../modules/accounts/index.js';
import { readEventsAfter } from '../platform/events/outbox-repo.js';
import { verifyPassword } from '../platform/password.js';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedDemo } from './demo.js';
import { DEMO_LEAD_STOCK, demoLeadTick, generateDemoLeads } from './leads.js';
import { NATIONAL_LENGTH } from './phones.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

const db = () => database.handle.db;

async function counts(): Promise<Record<string, number>> {
  const result = await sql<{ table_name: string; n: number }>`
    select 'regions' as table_name, count(*)::int as n from regions
    union all select 'products', count(*)::int from products
    union all select 'webmasters', count(*)::int from webmasters
    union all select 'offers', count(*)::int from offers
    union all select 'scripts', count(*)::int from scripts
    union all select 'script_versions', count(*)::int from script_versions
    union all select 'roles', count(*)::int from roles
    union all select 'role_permissions', count(*)::int from role_permissions
    union all select 'accounts', count(*)::int from accounts
    union all select 'account_roles', count(*)::int from account_roles
    union all select 'account_regions', count(*)::int from account_regions
    union all select 'groups', count(*)::int from groups
    union all select 'group_products', count(*)::int from group_products
    union all select 'account_groups', count(*)::int from account_groups`.execute(db());
  return Object.fromEntries(result.rows.map((r) => [r.table_name, Number(r.n)]));
}

async function profile(username: string) {
  const account = await db()
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const loaded = await accountLookup(db()).profile(account.id);
  if (!loaded) throw new Error(username);
  return loaded;
}

describe('demo seed', () => {
  it('is idempotent: a second run leaves every count unchanged', async () => {
    const before = await counts();
    await seedDemo(db());
    expect(await counts()).toEqual(before);
    expect(before.accounts).toBe(7);
    expect(before.regions).toBe(4);
  });

  it('CONST-31..34 seeds the four regions from the contract', async () => {
    const regions = await db().selectFrom('regions').selectAll().orderBy('id').execute();
    expect(regions.map((r) => [r.id, r.name, r.phone_prefix])).toEqual([
      ['cl-central', 'Chile', '+56'],
      ['co-central', 'Colombia', '+57'],
      ['mx-central', 'Mexico', '+52'],
      ['pe-central', 'Peru', '+51'],
    ]);
  });

  it('has 3–4 products per region priced in integer minor units of the local currency', async () => {
    for (const region of REGIONS) {
      const products = await db().selectFrom('products').selectAll().where('region_id', '=', region.id).execute();
      expect(products.length).toBeGreaterThanOrEqual(3);
      expect(products.length).toBeLessThanOrEqual(4);
      for (const p of products) {
        expect(Number.isInteger(p.price_minor) && p.price_minor > 0).toBe(true);
        expect(p.currency).toBe(region.currency);
      }
    }
  });

  it('has offers with string ids for every product, at least one ending in BOT, and a published HTML script each', async () => {
    const products = await db().selectFrom('products').select('id').execute();
    const offers = await db().selectFrom('offers').selectAll().execute();
    for (const p of products) expect(offers.some((o) => o.product_id === p.id)).toBe(true);
    expect(offers.some((o) => o.id.endsWith('BOT'))).toBe(true);
    const published = await db()
      .selectFrom('scripts')
      .innerJoin('script_versions', 'script_versions.script_id', 'scripts.id')
      .select(['scripts.product_id', 'script_versions.format', 'script_versions.body'])
      .where('script_versions.published_at', 'is not', null)
      .execute();
    for (const p of products) {
      const script = published.find((s) => s.product_id === p.id);
      expect(script?.format).toBe('html');
      expect(script?.body).toContain('<h2>');
    }
  });

  it('gives every demo account its role’s permissions, password "umbrella" and regions', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const p = await profile(account.username);
      expect(p.permissions).toEqual([...DEMO_ROLE_PERMISSIONS[account.role]].sort());
      expect(p.regionIds).toEqual([...account.regionIds].sort());
      expect(p.position).toBe(account.position);
      expect(await verifyPassword('umbrella', p.passwordHash)).toBe(true);
    }
    expect((await profile('admin')).permissions).toEqual([...PERMISSIONS].sort());
    expect((await profile('manager')).position).toBe('MANAGER');
  });

  it('puts agents in the sales groups of their regions, so they get those products', async () => {
    const agent = await profile('agent');
    const own = await db()
      .selectFrom('products')
      .select('id')
      .where('region_id', 'in', ['pe-central', 'cl-central'])
      .orderBy('id')
      .execute();
    expect(agent.productsIds).toEqual(own.map((p) => p.id));
    const agent2 = await profile('agent2');
    expect(agent2.productsIds.some((id) => agent.productsIds.includes(id))).toBe(false);
    expect((await profile('finance')).productsIds).toEqual([]);
  });

  it('the lead generator adds 1–3 leads with phones in the region’s format and announces task.available', async () => {
    const lastEvent = Number(
      (
        await db()
          .selectFrom('outbox_events')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    );
    const ids = await generateDemoLeads(db());
    expect(ids.length).toBeGreaterThanOrEqual(1);
    expect(ids.length).toBeLessThanOrEqual(3);
    const more = await generateDemoLeads(db(), 12);
    const leads = await db()
      .selectFrom('leads')
      .innerJoin('regions', 'regions.id', 'leads.region_id')
      .innerJoin('offers', 'offers.id', 'leads.offer_id')
      .select([
        'leads.phone',
        'leads.name',
        'leads.status',
        'leads.region_id',
        'regions.phone_prefix',
        'offers.product_id as offer_product_id',
        'leads.product_id',
      ])
      .where('leads.id', 'in', [...ids, ...more])
      .execute();
    expect(leads).toHaveLength(ids.length + 12);
    for (const lead of leads) {
      const national = lead.phone.slice(lead.phone_prefix.length);
      expect(lead.phone.startsWith(lead.phone_prefix)).toBe(true);
      expect(national).toMatch(/^[1-9][0-9]+$/);
      expect(national).toHaveLength(NATIONAL_LENGTH[lead.region_id as keyof typeof NATIONAL_LENGTH]);
      expect(lead.phone).toMatch(/^\+[1-9][0-9]{8,14}$/);
      expect(lead.name).toMatch(/\S+ \S+/);
      expect(lead.status).toBe(0);
      expect(lead.product_id).toBe(lead.offer_product_id);
    }
    const events = await readEventsAfter(db(), lastEvent, 10);
    expect(events.map((e) => [e.type, e.accountId])).toEqual([
      ['task.available', null],
      ['task.available', null],
    ]);
  });

  it('every tick leaves each region a stock of waiting leads, so no demo agent waits for the next one', async () => {
    const waiting = async () => {
      const rows = await db()
        .selectFrom('tasks')
        .select(['region_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('type', '=', 'LEAD')
        .where('status', '=', 'open')
        .where('account_id', 'is', null)
        .groupBy('region_id')
        .execute();
      return Object.fromEntries(REGIONS.map((r) => [r.id, Number(rows.find((w) => w.region_id === r.id)?.n ?? 0)]));
    };
    await demoLeadTick(db());
    for (const n of Object.values(await waiting())) expect(n).toBeGreaterThanOrEqual(DEMO_LEAD_STOCK);
    // The agent of Peru and Chile works through Peru's queue between two ticks; the next refills it.
    const agent = await profile('agent');
    await db()
      .updateTable('tasks')
      .set({ status: 'closed', account_id: agent.id })
      .where('region_id', '=', 'pe-central')
      .where('type', '=', 'LEAD')
      .where('status', '=', 'open')
      .execute();
    expect((await waiting())['pe-central']).toBe(0);
    await demoLeadTick(db());
    for (const n of Object.values(await waiting())) expect(n).toBeGreaterThanOrEqual(DEMO_LEAD_STOCK);
  });
});
