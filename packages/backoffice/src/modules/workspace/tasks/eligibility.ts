/**
 * Which pool tasks an agent may take: those matching one of the agent's groups — the group's
 * region (also one of the account's regions), its task type (none = any), its products (none =
 * any) and its webmasters (none = any). The rules are loaded once and cached briefly, so the
 * claim itself stays one statement; the same rule in SQL form picks who hears `task.available`.
 */
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database, TaskTypeColumn } from '../../../db/types.js';

export type EligibilityRule = {
  regionId: string;
  taskType: TaskTypeColumn | null;
  productIds: number[];
  webmasterIds: number[];
};

export type Eligibility = {
  rules: EligibilityRule[];
  /** Equal for agents with the same rules: their claims can share one statement. */
  key: string;
};

export async function loadEligibility(
  db: Kysely<Database>,
  accountId: number,
  tokenRegionIds?: readonly string[],
): Promise<Eligibility> {
  const groups = await db
    .selectFrom('account_groups as ag')
    .innerJoin('groups as g', 'g.id', 'ag.group_id')
    .innerJoin('account_regions as ar', (join) =>
      join.onRef('ar.account_id', '=', 'ag.account_id').onRef('ar.region_id', '=', 'g.region_id'),
    )
    .select(['g.id', 'g.region_id', 'g.task_type'])
    .where('ag.account_id', '=', accountId)
    .execute();
  const ids = groups.map((g) => g.id);
  const [products, webmasters] = ids.length
    ? await Promise.all([
        db.selectFrom('group_products').select(['group_id', 'product_id']).where('group_id', 'in', ids).execute(),
        db.selectFrom('group_webmasters').select(['group_id', 'webmaster_id']).where('group_id', 'in', ids).execute(),
      ])
    : [[], []];
  const rules = groups
    .filter((g) => !tokenRegionIds || tokenRegionIds.includes(g.region_id))
    .map((g) => ({
      regionId: g.region_id,
      taskType: g.task_type,
      productIds: products
        .filter((p) => p.group_id === g.id)
        .map((p) => p.product_id)
        .sort((a, b) => a - b),
      webmasterIds: webmasters
        .filter((w) => w.group_id === g.id)
        .map((w) => w.webmaster_id)
        .sort((a, b) => a - b),
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { rules, key: JSON.stringify(rules) };
}

/** The rules as one SQL condition over a tasks row aliased `alias`; no rules match nothing. */
export function eligibilitySql(rules: readonly EligibilityRule[], alias = 't'): RawBuilder<SqlBool> {
  if (!rules.length) return sql<SqlBool>`false`;
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const parts = rules.map((rule) => {
    const conditions: Expression<SqlBool>[] = [sql<SqlBool>`${column('region_id')} = ${rule.regionId}`];
    if (rule.taskType) conditions.push(sql<SqlBool>`${column('type')} = ${rule.taskType}`);
    if (rule.productIds.length)
      conditions.push(sql<SqlBool>`${column('product_id')} = any(${intArray(rule.productIds)})`);
    if (rule.webmasterIds.length) {
      conditions.push(sql<SqlBool>`${column('webmaster_id')} = any(${intArray(rule.webmasterIds)})`);
    }
    return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** An int[] parameter that both pg and PGlite accept. */
export function intArray(values: readonly number[]): RawBuilder<number[]> {
  return sql<number[]>`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
}

/**
 * The same rule as a correlated condition: may account `accountRef` take pool task `taskAlias`
 * according to its groups as stored now? Used to address `task.available`.
 */
export function accountMayTakeSql(accountRef: string, taskAlias = 't'): RawBuilder<SqlBool> {
  const account = sql.ref(accountRef);
  const t = (name: string) => sql.ref(`${taskAlias}.${name}`);
  return sql<SqlBool>`exists (
    select 1 from account_groups ag
    join groups g on g.id = ag.group_id
    join account_regions ar on ar.account_id = ag.account_id and ar.region_id = g.region_id
    where ag.account_id = ${account} and g.region_id = ${t('region_id')}
      and (g.task_type is null or g.task_type = ${t('type')})
      and (not exists (select 1 from group_products gp where gp.group_id = g.id)
           or exists (select 1 from group_products gp where gp.group_id = g.id and gp.product_id = ${t('product_id')}))
      and (not exists (select 1 from group_webmasters gw where gw.group_id = g.id)
           or exists (select 1 from group_webmasters gw where gw.group_id = g.id and gw.webmaster_id = ${t('webmaster_id')})))`;
}

export type EligibilitySource = {
  get(accountId: number, tokenRegionIds: readonly string[]): Promise<Eligibility>;
  clear(): void;
};

/** Rules per account, reused for `ttlMs` so that a claim needs no extra round trip. */
export function eligibilityCache(db: Kysely<Database>, ttlMs = 10_000): EligibilitySource {
  const cache = new Map<string, { value: Eligibility; until: number }>();
  return {
    async get(accountId: number, tokenRegionIds: readonly string[]): Promise<Eligibility> {
      const key = `${accountId}|${tokenRegionIds.join(',')}`;
      const hit = cache.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = await loadEligibility(db, accountId, tokenRegionIds);
      if (cache.size > 10_000) cache.clear();
      cache.set(key, { value, until: Date.now() + ttlMs });
      return value;
    },
    clear: () => cache.clear(),
  };
}
