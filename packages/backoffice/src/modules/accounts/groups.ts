/**
 * An agent's groups as the task queue applies them (the workspace's eligibility): each group's
 * region (also one of the account's regions), task type (none = any), products and webmasters
 * (none = any). Groups are the accounts module's tables; the workspace reads them only here.
 */
import type { GroupDialing } from '@umbrella/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { TaskTypeColumn } from '../../db/types.js';

export type AccountGroupRule = {
  regionId: string;
  taskType: TaskTypeColumn | null;
  productIds: number[];
  webmasterIds: number[];
  /** How the group's agents start a call (decision 1803); no part of which tasks they may take. */
  dialing: GroupDialing;
};

/**
 * The account's groups in its own regions, products and webmasters in id order: one statement
 * (the products and webmasters as arrays of each group), since every next-task asks for it.
 */
export async function loadAccountGroupRules(db: ModuleDb<'accounts'>, accountId: number): Promise<AccountGroupRule[]> {
  const groups = await db
    .selectFrom('account_groups as ag')
    .innerJoin('groups as g', 'g.id', 'ag.group_id')
    .innerJoin('account_regions as ar', (join) =>
      join.onRef('ar.account_id', '=', 'ag.account_id').onRef('ar.region_id', '=', 'g.region_id'),
    )
    .select([
      'g.region_id',
      'g.task_type',
      'g.dialing_mode',
      'g.preview_seconds',
      sql<number[]>`array(select gp.product_id from group_products gp where gp.group_id = g.id)`.as('product_ids'),
      sql<number[]>`array(select gw.webmaster_id from group_webmasters gw where gw.group_id = g.id)`.as(
        'webmaster_ids',
      ),
    ])
    .where('ag.account_id', '=', accountId)
    .execute();
  const ascending = (ids: readonly number[]) => ids.map(Number).sort((a, b) => a - b);
  return groups.map((g) => ({
    regionId: g.region_id,
    taskType: g.task_type,
    productIds: ascending(g.product_ids),
    webmasterIds: ascending(g.webmaster_ids),
    dialing: { mode: g.dialing_mode, previewSeconds: g.preview_seconds },
  }));
}

/**
 * The same rule as a correlated SQL condition: may account `accountRef` take the task row
 * `taskAlias` (its region_id, type, product_id, webmaster_id) according to its groups as stored now?
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
