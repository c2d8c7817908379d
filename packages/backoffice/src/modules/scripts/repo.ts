/** The scripts module's tables: scripts, their versions and the agents' read confirmations. */
import type { ModuleDb } from '../../db/owners.js';
import { fetchPage, type PageRequest } from '../../platform/pagination.js';

type Db = ModuleDb<'scripts'>;

export type VersionRow = {
  id: number;
  script_id: number;
  version: number;
  body: string;
  created_at: Date;
  published_at: Date | null;
};
const versionColumns = ['id', 'script_id', 'version', 'body', 'created_at', 'published_at'] as const;

export type ScriptRow = { id: number; product_id: number; title: string };

export async function findScript(db: Db, id: number): Promise<ScriptRow | undefined> {
  return db.selectFrom('scripts').select(['id', 'product_id', 'title']).where('id', '=', id).executeTakeFirst();
}

/** A page of the scripts of these products, newest first. */
export async function scriptPage(db: Db, productIds: readonly number[], page: PageRequest) {
  if (!productIds.length) return { totalSize: 0, content: [] };
  const scripts = db.selectFrom('scripts').where('product_id', 'in', [...productIds]);
  return fetchPage(scripts.select(['id', 'product_id', 'title']).orderBy('id', 'desc'), scripts, page);
}

/** The latest created and the latest published version of each script. */
export async function latestVersions(db: Db, scriptIds: readonly number[]) {
  const created = new Map<number, VersionRow>();
  const published = new Map<number, VersionRow>();
  if (!scriptIds.length) return { created, published };
  const rows = await db
    .selectFrom('script_versions')
    .select(versionColumns)
    .where('script_id', 'in', [...scriptIds])
    .orderBy('script_id')
    .orderBy('version', 'desc')
    .execute();
  for (const row of rows) {
    if (!created.has(row.script_id)) created.set(row.script_id, row);
    if (row.published_at && !published.has(row.script_id)) published.set(row.script_id, row);
  }
  return { created, published };
}

export async function findVersion(db: Db, id: number): Promise<VersionRow | undefined> {
  return db.selectFrom('script_versions').select(versionColumns).where('id', '=', id).executeTakeFirst();
}

/** A page of a script's versions, newest first. */
export function versionPage(db: Db, scriptId: number, page: PageRequest) {
  const versions = db.selectFrom('script_versions').where('script_id', '=', scriptId);
  return fetchPage(versions.select(versionColumns).orderBy('version', 'desc'), versions, page);
}

export async function insertScript(db: Db, productId: number, title: string): Promise<number> {
  const row = await db
    .insertInto('scripts')
    .values({ product_id: productId, title })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new draft version numbered after the script's last one (the script row is locked first). */
export async function insertVersion(db: Db, scriptId: number, body: string, createdBy: number): Promise<VersionRow> {
  await db.selectFrom('scripts').select('id').where('id', '=', scriptId).forUpdate().execute();
  const last = await db
    .selectFrom('script_versions')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('script_id', '=', scriptId)
    .executeTakeFirst();
  return db
    .insertInto('script_versions')
    .values({
      script_id: scriptId,
      version: Number(last?.v ?? 0) + 1,
      format: 'html',
      body,
      created_by: createdBy,
    })
    .returning(versionColumns)
    .executeTakeFirstOrThrow();
}

export async function renameScript(db: Db, id: number, title: string): Promise<void> {
  await db.updateTable('scripts').set({ title }).where('id', '=', id).execute();
}

/** Changes a draft's content; undefined when the version was published meanwhile. */
export async function updateDraft(db: Db, id: number, body: string): Promise<VersionRow | undefined> {
  return db
    .updateTable('script_versions')
    .set({ body, format: 'html' })
    .where('id', '=', id)
    .where('published_at', 'is', null)
    .returning(versionColumns)
    .executeTakeFirst();
}

export async function markPublished(db: Db, id: number, by: number, at: Date): Promise<VersionRow | undefined> {
  return db
    .updateTable('script_versions')
    .set({ published_at: at, published_by: by })
    .where('id', '=', id)
    .where('published_at', 'is', null)
    .returning(versionColumns)
    .executeTakeFirst();
}

/**
 * Scripts of these products whose latest published version the account has not confirmed, with
 * the version it confirmed last (if any).
 */
export async function unconfirmedScripts(db: Db, accountId: number, productIds: readonly number[]) {
  if (!productIds.length) return [];
  return db
    .selectFrom('scripts as s')
    .innerJoin('script_versions as p', (join) =>
      join
        .onRef('p.script_id', '=', 's.id')
        .on('p.published_at', 'is not', null)
        .on((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('script_versions as later')
                .select('later.id')
                .whereRef('later.script_id', '=', 's.id')
                .where('later.published_at', 'is not', null)
                .whereRef('later.version', '>', 'p.version'),
            ),
          ),
        ),
    )
    .leftJoin('script_confirmations as c', (join) =>
      join.onRef('c.script_id', '=', 's.id').on('c.account_id', '=', accountId),
    )
    .leftJoin('script_versions as cv', 'cv.id', 'c.script_version_id')
    .select([
      's.id as script_id',
      's.title',
      's.product_id',
      'p.id as published_id',
      'p.body as published_body',
      'cv.id as confirmed_id',
      'cv.body as confirmed_body',
    ])
    .where('s.product_id', 'in', [...productIds])
    .where((eb) => eb.or([eb('c.script_version_id', 'is', null), eb('c.script_version_id', '!=', eb.ref('p.id'))]))
    .orderBy('s.id')
    .execute();
}

export async function upsertConfirmation(db: Db, accountId: number, scriptId: number, versionId: number, at: Date) {
  await db
    .insertInto('script_confirmations')
    .values({ account_id: accountId, script_id: scriptId, script_version_id: versionId, confirmed_at: at })
    .onConflict((oc) =>
      oc.columns(['account_id', 'script_id']).doUpdateSet({ script_version_id: versionId, confirmed_at: at }),
    )
    .execute();
}

/** Who confirmed this version of the script, and when. */
export async function confirmationsOf(db: Db, scriptId: number, versionId: number) {
  return db
    .selectFrom('script_confirmations')
    .select(['account_id', 'confirmed_at'])
    .where('script_id', '=', scriptId)
    .where('script_version_id', '=', versionId)
    .execute();
}
