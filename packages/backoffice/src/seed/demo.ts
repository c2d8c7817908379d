/**
 * The demo data set (DEMO=1): affiliates, products, offers, a published sales script per
 * product, roles, sales groups per region and one account per job. Idempotent: every run inserts
 * only what is missing and never changes what an administrator edited since.
 */
import { DEMO_ROLE_PERMISSIONS, type DemoRole, findRegion, REGIONS, type RegionId } from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { hashPassword } from '../platform/password.js';
import { DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './accounts.js';
import { DEMO_PRODUCTS, DEMO_WEBMASTERS, demoOfferIds, demoScriptHtml } from './catalog.js';
import { seedOfferTerms } from './offers.js';
import { seedOrderReferenceData } from './orders/index.js';
import { seedReferenceData } from './reference.js';
import { seedStaff } from './staff.js';
import { seedWebmasterRates } from './webmasters.js';
import { seedWorkspace } from './workspace.js';

type Trx = Transaction<Database>;

export const salesGroupName = (regionId: RegionId) => `Ventas ${findRegion(regionId)?.fullName ?? regionId}`;

async function seedWebmasters(trx: Trx): Promise<Map<string, number>> {
  await trx
    .insertInto('webmasters')
    .values(DEMO_WEBMASTERS.map((w) => ({ name: w.name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const rows = await trx.selectFrom('webmasters').select(['id', 'name']).execute();
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  return new Map(DEMO_WEBMASTERS.map((w) => [w.code, byName.get(w.name) as number]));
}

async function seedProducts(trx: Trx, webmasterIds: Map<string, number>): Promise<Map<RegionId, number[]>> {
  const productIds = new Map<RegionId, number[]>();
  for (const region of REGIONS) {
    const products = DEMO_PRODUCTS[region.id];
    await trx
      .insertInto('products')
      .values(
        products.map((p) => ({
          region_id: region.id,
          sku: p.sku,
          name: p.name,
          description: p.description,
          price_minor: p.priceMinor,
          currency: region.currency,
        })),
      )
      .onConflict((oc) => oc.column('sku').doNothing())
      .execute();
    const rows = await trx
      .selectFrom('products')
      .select(['id', 'sku'])
      .where(
        'sku',
        'in',
        products.map((p) => p.sku),
      )
      .execute();
    const idOf = new Map(rows.map((r) => [r.sku, r.id]));
    productIds.set(
      region.id,
      products.map((p) => idOf.get(p.sku) as number),
    );
    for (const [index, product] of products.entries()) {
      const productId = idOf.get(product.sku) as number;
      await trx
        .insertInto('offers')
        .values(
          demoOfferIds(region.id, product.sku, index === 0).map((o) => ({
            id: o.id,
            product_id: productId,
            webmaster_id: webmasterIds.get(o.webmaster) ?? null,
            region_id: region.id,
            name: `${product.name} – ${DEMO_WEBMASTERS.find((w) => w.code === o.webmaster)?.name ?? o.webmaster}`,
            price_minor: product.priceMinor,
          })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await seedScript(trx, productId, product, region.currency);
    }
  }
  return productIds;
}

async function seedScript(
  trx: Trx,
  productId: number,
  product: (typeof DEMO_PRODUCTS)[RegionId][number],
  currency: string,
): Promise<void> {
  const existing = await trx.selectFrom('scripts').select('id').where('product_id', '=', productId).executeTakeFirst();
  if (existing) return;
  const script = await trx
    .insertInto('scripts')
    .values({ product_id: productId, title: `Guion de venta – ${product.name}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('script_versions')
    .values({
      script_id: script.id,
      version: 1,
      format: 'html',
      body: demoScriptHtml(product, currency),
      published_at: new Date(),
    })
    .execute();
}

async function seedRoles(trx: Trx): Promise<Map<DemoRole, number>> {
  const names = Object.keys(DEMO_ROLE_PERMISSIONS) as DemoRole[];
  await trx
    .insertInto('roles')
    .values(names.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const rows = await trx.selectFrom('roles').select(['id', 'name']).where('name', 'in', names).execute();
  const ids = new Map(rows.map((r) => [r.name as DemoRole, r.id]));
  for (const name of names) {
    await trx
      .insertInto('role_permissions')
      .values(DEMO_ROLE_PERMISSIONS[name].map((permission) => ({ role_id: ids.get(name) as number, permission })))
      .onConflict((oc) => oc.columns(['role_id', 'permission']).doNothing())
      .execute();
  }
  return ids;
}

async function seedGroups(
  trx: Trx,
  productIds: Map<RegionId, number[]>,
  webmasterIds: Map<string, number>,
): Promise<Map<RegionId, number>> {
  const groups = new Map<RegionId, number>();
  for (const region of REGIONS) {
    const name = salesGroupName(region.id);
    await trx
      .insertInto('groups')
      .values({ name, region_id: region.id, task_type: 'LEAD' })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const group = await trx.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    groups.set(region.id, group.id);
    await trx
      .insertInto('group_products')
      .values((productIds.get(region.id) ?? []).map((product_id) => ({ group_id: group.id, product_id })))
      .onConflict((oc) => oc.columns(['group_id', 'product_id']).doNothing())
      .execute();
    await trx
      .insertInto('group_webmasters')
      .values([...webmasterIds.values()].map((webmaster_id) => ({ group_id: group.id, webmaster_id })))
      .onConflict((oc) => oc.columns(['group_id', 'webmaster_id']).doNothing())
      .execute();
  }
  return groups;
}

async function seedAccounts(
  trx: Trx,
  roles: Map<DemoRole, number>,
  groups: Map<RegionId, number>,
  hashes: Map<string, string>,
): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const hash = hashes.get(account.username);
    if (!hash) continue;
    const firstRegion = account.regionIds[0];
    const inserted = await trx
      .insertInto('accounts')
      .values({
        username: account.username,
        password_hash: hash,
        name: account.name,
        surname: account.surname,
        email: `${account.username}@${DEMO_EMAIL_DOMAIN}`,
        timezone: (firstRegion && findRegion(firstRegion)?.timezone) || 'America/Lima',
        position: account.position,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    await trx
      .insertInto('account_roles')
      .values({ account_id: inserted.id, role_id: roles.get(account.role) as number })
      .execute();
    await trx
      .insertInto('account_regions')
      .values(account.regionIds.map((region_id) => ({ account_id: inserted.id, region_id })))
      .execute();
    if (account.inSalesGroups) {
      await trx
        .insertInto('account_groups')
        .values(account.regionIds.map((r) => ({ account_id: inserted.id, group_id: groups.get(r) as number })))
        .execute();
    }
  }
}

/** Seeds the demo data set; safe to run at every start. */
/**
 * The demo accounts have read the demo scripts' first versions, so that the read gate (decision
 * 1201) lets them work at once; a version an administrator publishes later is theirs to confirm.
 */
async function seedScriptConfirmations(trx: Trx): Promise<void> {
  await trx
    .insertInto('script_confirmations')
    .columns(['account_id', 'script_id', 'script_version_id'])
    .expression((eb) =>
      eb
        .selectFrom('accounts as a')
        .innerJoin('script_versions as v', (join) => join.on('v.version', '=', 1).on('v.published_at', 'is not', null))
        .select(['a.id', 'v.script_id', 'v.id'])
        .where(
          'a.username',
          'in',
          DEMO_ACCOUNTS.map((account) => account.username),
        ),
    )
    .onConflict((oc) => oc.columns(['account_id', 'script_id']).doNothing())
    .execute();
}

export async function seedDemo(db: Kysely<Database>): Promise<void> {
  await seedReferenceData(db);
  const existing = new Set((await db.selectFrom('accounts').select('username').execute()).map((a) => a.username));
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    if (!existing.has(account.username)) hashes.set(account.username, await hashPassword(DEMO_PASSWORD));
  }
  await db.transaction().execute(async (trx) => {
    const webmasterIds = await seedWebmasters(trx);
    const productIds = await seedProducts(trx, webmasterIds);
    const roles = await seedRoles(trx);
    const groups = await seedGroups(trx, productIds, webmasterIds);
    await seedAccounts(trx, roles, groups, hashes);
    await seedScriptConfirmations(trx);
    await seedOfferTerms(trx);
    await seedWebmasterRates(trx);
  });
  await seedOrderReferenceData(db);
  await seedWorkspace(db);
  await seedStaff(db);
}
