/**
 * Which pool tasks an agent may take: those matching one of the agent's groups — the group's
 * region (also one of the account's regions), its task type (none = any), its products (none =
 * any) and its webmasters (none = any). The rules are loaded once and kept until a change of the
 * account's groups is announced, so the claim itself stays one statement; the same rule in SQL
 * form picks who hears `task.available`. The groups are the accounts module's: read through its face.
 */
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { keptAnswers, type StaleAnswers } from '../../../platform/stale-answers.js';
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

/**
 * Rules per account, so that a next task needs no extra round trip: kept until a change of the
 * account's groups says otherwise on the stale-answer channel (platform/stale-answers.ts), at most
 * 60 s; only `ttlMs` while this process does not hear the notices (decision 1866).
 */
export function eligibilityCache(groupRules: GroupRules, stale: StaleAnswers, ttlMs = 5_000): EligibilitySource {
  const kept = keptAnswers<Eligibility>(stale, 'group-rules', { deafTtlMs: ttlMs });
  return {
    get: (accountId, tokenRegionIds) =>
      kept.get(accountId, () => loadEligibility(groupRules, accountId, tokenRegionIds), tokenRegionIds.join(',')),
    clear: () => kept.clear(),
  };
}
