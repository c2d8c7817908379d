/**
 * Which pool tasks an agent may take: those matching one of the agent's groups — the group's
 * region (also one of the account's regions), its task type (none = any), its products (none =
 * any) and its webmasters (none = any). The rules are loaded once and cached briefly, so the
 * claim itself stays one statement; the same rule in SQL form picks who hears `task.available`.
 * The groups are the accounts module's: read through its face.
 */
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AccountGroupRule } from '../../accounts/index.js';
import type { WorkspaceReads } from '../reads.js';

export type EligibilityRule = AccountGroupRule;

export type Eligibility = {
  rules: EligibilityRule[];
  /** Equal for agents with the same rules: their claims can share one statement. */
  key: string;
};

/** Where an agent's group rules come from: the accounts module's face. */
type GroupRules = WorkspaceReads['groupRules'];

export async function loadEligibility(
  groupRules: GroupRules,
  accountId: number,
  tokenRegionIds?: readonly string[],
): Promise<Eligibility> {
  const groups = await groupRules(accountId);
  const rules = groups
    .filter((g) => !tokenRegionIds || tokenRegionIds.includes(g.regionId))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { rules, key: JSON.stringify(rules.map(({ dialing: _, ...claim }) => claim)) };
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

export type EligibilitySource = {
  get(accountId: number, tokenRegionIds: readonly string[]): Promise<Eligibility>;
  clear(): void;
};

/** Rules per account, reused for `ttlMs` so that a claim needs no extra round trip. */
export function eligibilityCache(groupRules: GroupRules, ttlMs = 10_000): EligibilitySource {
  const cache = new Map<string, { value: Eligibility; until: number }>();
  return {
    async get(accountId: number, tokenRegionIds: readonly string[]): Promise<Eligibility> {
      const key = `${accountId}|${tokenRegionIds.join(',')}`;
      const hit = cache.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = await loadEligibility(groupRules, accountId, tokenRegionIds);
      if (cache.size > 10_000) cache.clear();
      cache.set(key, { value, until: Date.now() + ttlMs });
      return value;
    },
    clear: () => cache.clear(),
  };
}
