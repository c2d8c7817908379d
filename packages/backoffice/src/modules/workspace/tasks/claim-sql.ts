/**
 * The queue's one claiming statement, for a batch of agents that share the same eligibility
 * (the function workspace_claim, migration 0006). For each agent, in this order: the task it
 * already holds (nothing changes); else its own follow-up that has come due (reserved for it);
 * else the oldest due pool task it may take. Rows are locked with FOR UPDATE SKIP LOCKED, so
 * concurrent batches never wait on each other and never pick the same row; two unique indexes
 * (one claimed task per lead, one per agent) make a double hold impossible even across
 * statements — the caller retries on a violation. Non-managers need a running shift, and a new
 * claim extends it (SHIFT-12). The answer carries the task with its lead and order.
 */
import { type RawBuilder, sql } from 'kysely';
import type { ModuleDb } from '../../../db/owners.js';
import type { TaskStatusColumn, TaskTypeColumn } from '../../../db/types.js';
import type { JoinedLead } from '../leads/lead-rows.js';
import type { EligibilityRule } from './eligibility.js';

export type ClaimAgent = { accountId: number /** non-manager: needs a shift, claims extend it */; shiftBound: boolean };

/** The claimed task, its lead (joined as every lead query names it) and its order. */
export type ClaimRow = JoinedLead & {
  claim_account: number;
  claim_allowed: boolean;
  /** true: claimed by this statement; false with a task: the task the agent already held. */
  claim_fresh: boolean;
  task_id: number | null;
  task_type: TaskTypeColumn | null;
  task_status: TaskStatusColumn | null;
  task_lead_id: number | null;
  task_order_id: number | null;
  task_region_id: string | null;
  task_due_at: Date | null;
  task_claimed_at: Date | null;
  task_reason: string | null;
  task_comment: string | null;
  order_short_code: string | null;
  order_status: number | null;
  order_cancel_reason: string | null;
  order_status_comment: string | null;
};

export type ClaimParams = {
  agents: readonly ClaimAgent[];
  rules: readonly EligibilityRule[];
  now: Date;
  /** Reserved tasks due before this instant are open to everyone (the holder did not come). */
  reservationCutoff: Date;
  /** A fresh claim keeps the agent's shift running at least until then. */
  extendUntil: Date;
};

/** A PostgreSQL array literal ('{a,NULL,"b c"}') that pg and PGlite both take as a text parameter. */
export function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  const item = (v: string | number | boolean | null) => {
    if (v === null) return 'NULL';
    if (typeof v === 'boolean') return v ? 't' : 'f';
    if (typeof v === 'number') return String(Math.trunc(v));
    return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  };
  return `{${values.map(item).join(',')}}`;
}

/** Each rule as the (region, type, product, webmaster) combinations it allows; null = any. */
export function ruleTuples(rules: readonly EligibilityRule[]) {
  const tuples = {
    region: [] as string[],
    type: [] as (string | null)[],
    product: [] as (number | null)[],
    webmaster: [] as (number | null)[],
  };
  for (const rule of rules) {
    const products = rule.productIds.length ? rule.productIds : [null];
    const webmasters = rule.webmasterIds.length ? rule.webmasterIds : [null];
    for (const product of products) {
      for (const webmaster of webmasters) {
        tuples.region.push(rule.regionId);
        tuples.type.push(rule.taskType);
        tuples.product.push(product);
        tuples.webmaster.push(webmaster);
      }
    }
  }
  return tuples;
}

/** The statement itself: one agent goes the straight-line way (0007), a batch the set-based one (0006). */
export function claimBatchSql(p: ClaimParams): RawBuilder<ClaimRow> {
  const rules = ruleTuples(p.rules);
  const [single] = p.agents;
  if (single && p.agents.length === 1) {
    return sql<ClaimRow>`select * from workspace_claim_one(
      ${single.accountId}::integer, ${single.shiftBound}::boolean,
      ${arrayLiteral(rules.region)}::text[],
      ${arrayLiteral(rules.type)}::text[],
      ${arrayLiteral(rules.product)}::integer[],
      ${arrayLiteral(rules.webmaster)}::integer[],
      ${p.now}::timestamptz, ${p.reservationCutoff}::timestamptz, ${p.extendUntil}::timestamptz)`;
  }
  return sql<ClaimRow>`select * from workspace_claim(
    ${arrayLiteral(p.agents.map((a) => a.accountId))}::integer[],
    ${arrayLiteral(p.agents.map((a) => a.shiftBound))}::boolean[],
    ${arrayLiteral(rules.region)}::text[],
    ${arrayLiteral(rules.type)}::text[],
    ${arrayLiteral(rules.product)}::integer[],
    ${arrayLiteral(rules.webmaster)}::integer[],
    ${p.now}::timestamptz, ${p.reservationCutoff}::timestamptz, ${p.extendUntil}::timestamptz)`;
}

export async function claimBatch(db: ModuleDb<'workspace'>, p: ClaimParams): Promise<ClaimRow[]> {
  return (await claimBatchSql(p).execute(db)).rows;
}
