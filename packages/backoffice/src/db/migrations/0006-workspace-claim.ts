import { type Kysely, sql } from 'kysely';

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
  await sql`
    create function workspace_claim(
      p_accounts integer[], p_bound boolean[],
      p_rule_region text[], p_rule_type text[], p_rule_product integer[], p_rule_webmaster integer[],
      p_now timestamptz, p_cutoff timestamptz, p_extend_until timestamptz)
    returns table (
      claim_account integer, claim_allowed boolean, claim_fresh boolean,
      task_id integer, task_type text, task_status text, task_lead_id integer, task_order_id integer,
      task_region_id text, task_due_at timestamptz, task_claimed_at timestamptz, task_reason text, task_comment text,
      lead_name text, lead_phone text, lead_status integer, lead_comment text, lead_region_id text,
      region_country text, region_phone_prefix text, region_timezone text,
      lead_product_id integer, product_name text, lead_offer_id text, lead_webmaster_id integer,
      lead_call_at timestamptz, lead_attempts integer, lead_created_at timestamptz, script_id integer,
      order_short_code text, order_status integer, order_cancel_reason text, order_status_comment text)
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
            and (select c.id from tasks c where c.lead_id = t.lead_id and c.status = 'claimed' limit 1) is null
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
          and exists (
            select 1 from unnest(p_rule_region, p_rule_type, p_rule_product, p_rule_webmaster) as e(region, type, product, webmaster)
            where e.region = t.region_id and (e.type is null or e.type = t.type)
              and (e.product is null or e.product = t.product_id)
              and (e.webmaster is null or e.webmaster = t.webmaster_id))
          and not exists (select 1 from mine m where m.id = t.id)
          -- A correlated scalar probe of tasks_one_per_lead for each candidate row: as an EXISTS
          -- the planner hashes or materialises every claimed task, at every claim.
          and (select c.id from tasks c where c.lead_id = t.lead_id and c.status = 'claimed' limit 1) is null
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
             x.id, x.type, x.status, x.lead_id, x.order_id, x.region_id, x.due_at, x.claimed_at, x.reason, x.comment,
             l.name, l.phone, l.status, l.comment, l.region_id, g.country, g.phone_prefix, g.timezone,
             l.product_id, p.name, l.offer_id, l.webmaster_id, l.call_at, l.attempts, l.created_at,
             (select sc.id from scripts sc where sc.product_id = l.product_id order by sc.id limit 1),
             o.short_code, o.status, o.cancel_reason, o.status_comment
      from agents a
      left join allowed w on w.account_id = a.account_id
      left join answer x on x.account_id = a.account_id
      left join leads l on l.id = x.lead_id
      left join regions g on g.id = l.region_id
      left join products p on p.id = l.product_id
      left join orders o on o.id = x.order_id
      order by a.ord;
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index tasks_one_per_lead`.execute(db);
  await sql`create unique index tasks_one_per_lead on tasks (lead_id) where status = 'claimed'`.execute(db);
  await sql`drop function if exists workspace_claim(integer[], boolean[], text[], text[], integer[], integer[], timestamptz, timestamptz, timestamptz)`.execute(
    db,
  );
}
