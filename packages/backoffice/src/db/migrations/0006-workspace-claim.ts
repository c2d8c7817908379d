import { type Kysely, sql } from 'kysely';
import {
  ANSWER_COLUMNS,
  ANSWER_JOINS,
  CLAIM_RESULT,
  CLAIM_RULE_PARAMS,
  ELIGIBLE,
  LEAD_NOT_HELD,
} from './claim-rule.js';

/**
 * The queue's claiming statement as a function, so that both engines plan it once per session
 * instead of at every claim (planning cost more than running it), and so that the claim and the
 * task the agent is answered with take one round trip. See modules/workspace/tasks/claim-sql.ts for the
 * rules and docs/decisions/0503-batched-claims.md for why.
 *
 * For each agent of the batch, in this order: the task it already holds; else its own follow-up
 * that has come due; else the oldest due pool task its groups allow. Eligibility comes as
 * parallel arrays (region, type, product, webmaster; null = any), one entry per allowed
 * combination. Rows are locked FOR UPDATE SKIP LOCKED; the unique indexes tasks_one_per_lead
 * and tasks_one_per_agent stop a double hold across concurrent statements (the caller retries).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // "lead_id is not null" keeps this index out of the lookup of an agent's own claimed task
  // (which proves only status = 'claimed'): with stale statistics the planner otherwise scans
  // all of it there. A probe by lead_id = … still proves the predicate and uses it.
  await sql`drop index tasks_one_per_lead`.execute(db);
  await sql`create unique index tasks_one_per_lead on tasks (lead_id) where status = 'claimed' and lead_id is not null`.execute(
    db,
  );
  await sql
    .raw(`
    create function workspace_claim(
      p_accounts integer[], p_bound boolean[],
      ${CLAIM_RULE_PARAMS})
    returns table ${CLAIM_RESULT}
    language plpgsql
    set plan_cache_mode = force_generic_plan
    -- The generic plan's cost estimate crosses jit_above_cost; compiling would cost 100× the claim.
    set jit = off
    as $fn$
    #variable_conflict use_column
    begin
      return query
      with agents as (
        select a.account_id, a.shift_bound, a.ord
        from unnest(p_accounts, p_bound) with ordinality as a(account_id, shift_bound, ord)
      ),
      allowed as (
        select a.* from agents a
        where not a.shift_bound or exists (
          select 1 from shifts s where s.account_id = a.account_id and s.ended_at is null and s.ends_at > p_now)
      ),
      held as (
        select h.* from allowed a
        cross join lateral (
          select t.* from tasks t where t.account_id = a.account_id and t.status = 'claimed' limit 1) h
      ),
      mine as (
        select r.id, r.lead_id, a.account_id from allowed a
        cross join lateral (
          select t.id, t.lead_id from tasks t
          where t.status = 'open' and t.account_id = a.account_id and t.due_at <= p_now
            and ${LEAD_NOT_HELD}
          order by t.due_at, t.id
          limit 1
          for update of t skip locked
        ) r
        where not exists (select 1 from held h where h.account_id = a.account_id)
      ),
      needy as (
        select a.account_id, row_number() over (order by a.ord) as slot from allowed a
        where not exists (select 1 from held h where h.account_id = a.account_id)
          and not exists (select 1 from mine m where m.account_id = a.account_id)
      ),
      pool as (
        select t.id, t.lead_id, t.due_at from tasks t
        where t.status = 'open' and t.due_at <= p_now
          and (t.account_id is null or t.due_at <= p_cutoff)
          and ${ELIGIBLE}
          and not exists (select 1 from mine m where m.id = t.id)
          -- A correlated scalar probe of tasks_one_per_lead for each candidate row: as an EXISTS
          -- the planner hashes or materialises every claimed task, at every claim.
          and ${LEAD_NOT_HELD}
          and not exists (select 1 from mine m where m.lead_id = t.lead_id)
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
        set status = 'claimed', account_id = s.account_id, claimed_at = p_now,
            announced_at = coalesce(t.announced_at, p_now)
        from assign s
        where t.id = s.id
        returning t.*
      ),
      holders as (
        update leads l set holder_account_id = c.account_id
        from claimed c where l.id = c.lead_id
        returning l.id
      ),
      history as (
        insert into task_executions (task_id, account_id, action, details, created_at)
        select c.id, c.account_id, 'CLAIMED', '{}'::jsonb, p_now from claimed c
        returning id
      ),
      extended as (
        update shifts s set ends_at = p_extend_until, ending_notified_at = null
        from claimed c join allowed a on a.account_id = c.account_id
        where a.shift_bound and s.account_id = c.account_id and s.ended_at is null
          and s.ends_at > p_now and s.ends_at < p_extend_until
        returning s.id
      ),
      answer as (
        select c.id, c.type, c.status, c.lead_id, c.order_id, c.region_id, c.due_at, c.claimed_at, c.reason,
               c.comment, c.account_id, true as fresh from claimed c
        union all
        select h.id, h.type, h.status, h.lead_id, h.order_id, h.region_id, h.due_at, h.claimed_at, h.reason,
               h.comment, h.account_id, false from held h
      )
      select a.account_id, w.account_id is not null, coalesce(x.fresh, false),
             ${ANSWER_COLUMNS}
      from agents a
      left join allowed w on w.account_id = a.account_id
      left join answer x on x.account_id = a.account_id
      ${ANSWER_JOINS}
      order by a.ord;
    end
    $fn$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index tasks_one_per_lead`.execute(db);
  await sql`create unique index tasks_one_per_lead on tasks (lead_id) where status = 'claimed'`.execute(db);
  await sql`drop function if exists workspace_claim(integer[], boolean[], text[], text[], integer[], integer[], timestamptz, timestamptz, timestamptz)`.execute(
    db,
  );
}
