/**
 * Groups administration (GROUP-*): the page of groups in the caller's regions, creating, renaming
 * and deleting groups, and setting a group's features, products (each with its script) and
 * webmasters (the catalog's regions, products and webmasters and the scripts joined through their
 * owners' subqueries, decision 1823). What a group holds is what the workspace's task distribution applies (groups.ts).
 */
import type { GroupDialing } from '@umbrella/contract';
import { sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { TaskTypeColumn } from '../../db/types.js';
import { fetchPage } from '../../platform/pagination.js';
import { withTransaction } from '../../platform/transaction.js';
import type { AdminReads } from './admin-repo.js';
import type { AdminGroup } from './admin-schemas.js';

type Db = ModuleDb<'accounts'>;

/** GROUP-02, GROUP-03: a page of the groups of these regions, by name. */
export async function groupPage(
  db: Db,
  reads: AdminReads,
  filter: { number: number; size: number; regionIds: readonly string[] },
): Promise<{ content: AdminGroup[]; totalSize: number }> {
  if (!filter.regionIds.length) return { content: [], totalSize: 0 };
  const base = db.selectFrom('groups').where('groups.region_id', 'in', [...filter.regionIds]);
  const { totalSize, content: rows } = await fetchPage(
    base
      .innerJoin(reads.regions.as('regions'), 'regions.id', 'groups.region_id')
      .select([
        'groups.id',
        'groups.name',
        'groups.region_id',
        'groups.task_type',
        'groups.dialing_mode',
        'groups.preview_seconds',
        'regions.name as region',
      ])
      .orderBy('groups.name')
      .orderBy('groups.id'),
    base,
    { page: filter.number, size: filter.size },
  );
  const ids = rows.map((r) => r.id);
  const [features, products, webmasters, accounts] = ids.length
    ? await Promise.all([
        db
          .selectFrom('group_features')
          .select(['group_id', 'feature'])
          .where('group_id', 'in', ids)
          .orderBy('feature')
          .execute(),
        db
          .selectFrom('group_products')
          .innerJoin(reads.products.as('products'), 'products.id', 'group_products.product_id')
          .select(['group_products.group_id', 'products.id', 'products.name', 'group_products.script_id'])
          .where('group_products.group_id', 'in', ids)
          .orderBy('products.name')
          .execute(),
        db
          .selectFrom('group_webmasters')
          .innerJoin(reads.webmasters.as('webmasters'), 'webmasters.id', 'group_webmasters.webmaster_id')
          .select(['group_webmasters.group_id', 'webmasters.id', 'webmasters.name'])
          .where('group_webmasters.group_id', 'in', ids)
          .orderBy('webmasters.name')
          .execute(),
        db
          .selectFrom('account_groups')
          .innerJoin('accounts', 'accounts.id', 'account_groups.account_id')
          .select(['account_groups.group_id', 'accounts.id', 'accounts.name', 'accounts.surname'])
          .where('account_groups.group_id', 'in', ids)
          .where('accounts.deleted_at', 'is', null)
          .orderBy('accounts.surname')
          .execute(),
      ])
    : [[], [], [], []];
  return {
    totalSize,
    content: rows.map((g) => ({
      id: g.id,
      name: g.name,
      regionId: g.region_id,
      region: g.region,
      taskType: g.task_type,
      features: features.filter((f) => f.group_id === g.id).map((f) => ({ id: f.feature, name: f.feature })),
      products: products
        .filter((p) => p.group_id === g.id)
        .map((p) => ({ product: { id: p.id, name: p.name }, scriptId: p.script_id })),
      webmasters: webmasters.filter((w) => w.group_id === g.id).map((w) => ({ webmasterId: w.id, name: w.name })),
      accounts: accounts
        .filter((a) => a.group_id === g.id)
        .map((a) => ({ id: a.id, name: a.name, surname: a.surname })),
      dialing: { mode: g.dialing_mode, previewSeconds: g.preview_seconds },
    })),
  };
}

export async function findGroup(db: Db, id: number): Promise<{ id: number; regionId: string } | undefined> {
  const row = await db.selectFrom('groups').select(['id', 'region_id']).where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, regionId: row.region_id };
}

export async function groupNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('groups').select('id').where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertGroup(
  db: Db,
  group: { name: string; regionId: string; taskType: TaskTypeColumn },
): Promise<number> {
  const row = await db
    .insertInto('groups')
    .values({ name: group.name, region_id: group.regionId, task_type: group.taskType })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameGroup(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('groups').set({ name }).where('id', '=', id).execute();
}

export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}

/** GROUP-22: the group's features become exactly these. */
export async function setGroupFeatures(db: Db, id: number, features: readonly string[]): Promise<void> {
  await withTransaction(db, async (trx) => {
    await trx.deleteFrom('group_features').where('group_id', '=', id).execute();
    if (features.length) {
      await trx
        .insertInto('group_features')
        .values(features.map((feature) => ({ group_id: id, feature })))
        .execute();
    }
  });
}

/** GROUP-23: the group's products (each with its script) become exactly these. */
export async function setGroupProducts(
  db: Db,
  id: number,
  products: readonly { productId: number; scriptId: number | null }[],
): Promise<void> {
  await withTransaction(db, async (trx) => {
    await trx.deleteFrom('group_products').where('group_id', '=', id).execute();
    if (products.length) {
      await trx
        .insertInto('group_products')
        .values(products.map((p) => ({ group_id: id, product_id: p.productId, script_id: p.scriptId })))
        .execute();
    }
  });
}

/** Decision 1803: the group's dialing mode and preview. */
export async function setGroupDialing(db: Db, id: number, dialing: GroupDialing): Promise<void> {
  await db
    .updateTable('groups')
    .set({ dialing_mode: dialing.mode, preview_seconds: dialing.previewSeconds })
    .where('id', '=', id)
    .execute();
}

/** GROUP-24: the group's webmasters become exactly these. */
export async function setGroupWebmasters(db: Db, id: number, webmasterIds: readonly number[]): Promise<void> {
  await withTransaction(db, async (trx) => {
    await trx.deleteFrom('group_webmasters').where('group_id', '=', id).execute();
    if (webmasterIds.length) {
      await trx
        .insertInto('group_webmasters')
        .values(webmasterIds.map((webmaster_id) => ({ group_id: id, webmaster_id })))
        .execute();
    }
  });
}

/** Products of a region that exist, for checking a group's product list. */
export async function productsOfRegion(
  db: Db,
  reads: AdminReads,
  regionId: string,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await db
    .selectFrom(reads.products.as('p'))
    .select('p.id')
    .where('p.region_id', '=', regionId)
    .where('p.id', 'in', [...productIds])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function existingWebmasters(db: Db, reads: AdminReads, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom(reads.webmasters.as('w'))
    .select('w.id')
    .where('w.id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Scripts that exist and belong to the product named beside them, for checking a group's product list. */
export async function scriptsOfProducts(
  db: Db,
  reads: AdminReads,
  pairs: readonly { productId: number; scriptId: number }[],
): Promise<Set<number>> {
  if (!pairs.length) return new Set();
  const rows = await db
    .selectFrom(reads.scripts.as('s'))
    .select(['s.id', 's.product_id'])
    .where(
      's.id',
      'in',
      pairs.map((p) => p.scriptId),
    )
    .execute();
  const productOf = new Map(rows.map((r) => [r.id, r.product_id]));
  return new Set(pairs.filter((p) => productOf.get(p.scriptId) === p.productId).map((p) => p.scriptId));
}
