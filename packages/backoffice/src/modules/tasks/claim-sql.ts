/**
 * The queue's one claiming statement, for a batch of agents that share the same eligibility.
 * For each agent, in this order: the task it already holds (nothing changes); else its own
 * follow-up that has come due (reserved for it); else the oldest due pool task it may take.
 * Rows are locked with FOR UPDATE SKIP LOCKED, so concurrent batches never wait on each other
 * and never pick the same row; two unique indexes (one claimed task per lead, one per agent)
 * make a double hold impossible even across statements — the caller retries on a violation.
 * Non-managers need a running shift, and a new claim extends it (SHIFT-12).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { type EligibilityRule, eligibilitySql } from './eligibility.js';

export type ClaimAgent = { accountId: number /** non-manager: needs a shift, claims extend it */; shiftBound: boolean };

export type ClaimRow = { account_id: number; task_id: number | null; allowed: boolean; fresh: boolean };

export type ClaimParams = {
  agents: readonly ClaimAgent[];
  rules: readonly EligibilityRule[];
  now: Date;
  /** Reserved tasks due before this instant are open to everyone (the holder did not come). */
  reservationCutoff: Date;
  /** A fresh claim keeps the agent's shift running at least until then. */
  extendUntil: Date;
};

const boolArray = (values: readonly boolean[]) => `{${values.map((v) => (v ? 't' : 'f')).join(',')}}`;
const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

export async function claimBatch(db: Kysely<Database>, p: ClaimParams): Promise<ClaimRow[]> {
  const ids = intArray(p.agents.map((a) => a.accountId));
  const bound = boolArray(p.agents.map((a) => a.shiftBound));
  const result = await sql<ClaimRow>`
    with agents as (
      select a.account_id, a.shift_bound, a.ord
      from unnest(${ids}::int[], ${bound}::bool[]) with ordinality as a(account_id, shift_bound, ord)
    ),
    allowed as (
      select a.* from agents a
      where not a.shift_bound or exists (
        select 1 from shifts s where s.account_id = a.account_id and s.ended_at is null and s.ends_at > ${p.now})
    ),
    held as (
      select t.id, t.account_id from tasks t
      where t.status = 'claimed' and t.account_id in (select account_id from allowed)
    ),
    mine as (
      select r.id, r.lead_id, a.account_id from allowed a
      cross join lateral (
        select t.id, t.lead_id from tasks t
        where t.status = 'open' and t.account_id = a.account_id and t.due_at <= ${p.now}
          and (t.lead_id is null or not exists (
            select 1 from tasks c where c.lead_id = t.lead_id and c.status = 'claimed'))
        order by t.due_at, t.id
        limit 1
        for update of t skip locked
      ) r
      where a.account_id not in (select account_id from held)
    ),
    needy as (
      select a.account_id, row_number() over (order by a.ord) as slot from allowed a
      where a.account_id not in (select account_id from held)
        and a.account_id not in (select account_id from mine)
    ),
    pool as (
      select t.id, t.lead_id, t.due_at from tasks t
      where t.status = 'open' and t.due_at <= ${p.now}
        and (t.account_id is null or t.due_at <= ${p.reservationCutoff})
        and ${eligibilitySql(p.rules, 't')}
        and t.id not in (select m.id from mine m)
        and (t.lead_id is null or (
          not exists (select 1 from tasks c where c.lead_id = t.lead_id and c.status = 'claimed')
          and t.lead_id not in (select m.lead_id from mine m where m.lead_id is not null)))
      order by t.due_at, t.id
      limit (select count(*) + least(count(*), 4) from needy)
      for update of t skip locked
    ),
    ranked as (
      select d.id, row_number() over (order by d.due_at, d.id) as slot
      from (
        select distinct on (coalesce(p.lead_id, -p.id)) p.id, p.lead_id, p.due_at from pool p
        order by coalesce(p.lead_id, -p.id), p.due_at, p.id
      ) d
    ),
    assign as (
      select m.id, m.account_id from mine m
      union all
      select r.id, n.account_id from ranked r join needy n on n.slot = r.slot
    ),
    claimed as (
      update tasks t
      set status = 'claimed', account_id = s.account_id, claimed_at = ${p.now},
          announced_at = coalesce(t.announced_at, ${p.now})
      from assign s
      where t.id = s.id
      returning t.id, t.account_id, t.lead_id
    ),
    holders as (
      update leads l set holder_account_id = c.account_id
      from claimed c where l.id = c.lead_id
      returning l.id
    ),
    history as (
      insert into task_executions (task_id, account_id, action, details, created_at)
      select c.id, c.account_id, 'CLAIMED', '{}'::jsonb, ${p.now} from claimed c
      returning id
    ),
    extended as (
      update shifts s
      set ends_at = ${p.extendUntil}, ending_notified_at = null
      from claimed c join allowed a on a.account_id = c.account_id
      where a.shift_bound and s.account_id = c.account_id and s.ended_at is null and s.ends_at > ${p.now}
        and s.ends_at < ${p.extendUntil}
      returning s.id
    )
    select a.account_id,
      coalesce(
        (select c.id from claimed c where c.account_id = a.account_id),
        (select h.id from held h where h.account_id = a.account_id)) as task_id,
      exists (select 1 from allowed w where w.account_id = a.account_id) as allowed,
      exists (select 1 from claimed c where c.account_id = a.account_id) as fresh
    from agents a
    order by a.ord`.execute(db);
  return result.rows;
}
