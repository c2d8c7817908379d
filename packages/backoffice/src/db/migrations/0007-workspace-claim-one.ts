import { type Kysely, sql } from 'kysely';

/**
 * The claim of a single agent — the common case when few agents ask at once — as straight-line
 * PL/pgSQL: each step is a small statement with its own cached plan, about half the work of the
 * set-based batch function (0006) for one agent. Same rules, same answer columns; the dispatcher
 * uses it for batches of one (modules/workspace/tasks/claim-sql.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function workspace_claim_one(
      p_account integer, p_bound boolean,
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
    as $fn$
    #variable_conflict use_column
    declare
      v_id integer;
      v_fresh boolean := false;
    begin
      if p_bound and not exists (select 1 from shifts s where s.account_id = p_account and s.ended_at is null and s.ends_at > p_now) then
        return query select p_account, false, false, null::integer, null, null, null::integer, null::integer, null, null::timestamptz, null::timestamptz, null, null,
          null, null, null::integer, null, null, null, null, null, null::integer, null, null, null::integer, null::timestamptz, null::integer, null::timestamptz, null::integer, null, null::integer, null, null;
        return;
      end if;
      select t.id into v_id from tasks t where t.account_id = p_account and t.status = 'claimed' limit 1;
      if v_id is null then
        select t.id into v_id from tasks t
        where t.status = 'open' and t.account_id = p_account and t.due_at <= p_now
          and (select c.id from tasks c where c.lead_id = t.lead_id and c.status = 'claimed' limit 1) is null
        order by t.due_at, t.id limit 1 for update of t skip locked;
        if v_id is null then
          select t.id into v_id from tasks t
          where t.status = 'open' and t.due_at <= p_now and (t.account_id is null or t.due_at <= p_cutoff)
            and exists (
              select 1 from unnest(p_rule_region, p_rule_type, p_rule_product, p_rule_webmaster) as e(region, type, product, webmaster)
              where e.region = t.region_id and (e.type is null or e.type = t.type)
                and (e.product is null or e.product = t.product_id)
                and (e.webmaster is null or e.webmaster = t.webmaster_id))
            and (select c.id from tasks c where c.lead_id = t.lead_id and c.status = 'claimed' limit 1) is null
          order by t.due_at, t.id limit 1 for update of t skip locked;
        end if;
        if v_id is not null then
          v_fresh := true;
          update tasks t set status = 'claimed', account_id = p_account, claimed_at = p_now, announced_at = coalesce(t.announced_at, p_now) where t.id = v_id;
          update leads l set holder_account_id = p_account from tasks t where t.id = v_id and l.id = t.lead_id;
          insert into task_executions (task_id, account_id, action, details, created_at) values (v_id, p_account, 'CLAIMED', '{}'::jsonb, p_now);
          if p_bound then
            update shifts s set ends_at = p_extend_until, ending_notified_at = null
            where s.account_id = p_account and s.ended_at is null and s.ends_at > p_now and s.ends_at < p_extend_until;
          end if;
        end if;
      end if;
      return query
      select p_account, true, v_fresh,
             x.id, x.type, x.status, x.lead_id, x.order_id, x.region_id, x.due_at, x.claimed_at, x.reason, x.comment,
             l.name, l.phone, l.status, l.comment, l.region_id, g.country, g.phone_prefix, g.timezone,
             l.product_id, p.name, l.offer_id, l.webmaster_id, l.call_at, l.attempts, l.created_at,
             (select sc.id from scripts sc where sc.product_id = l.product_id order by sc.id limit 1),
             o.short_code, o.status, o.cancel_reason, o.status_comment
      from (select 1) one
      left join tasks x on x.id = v_id
      left join leads l on l.id = x.lead_id
      left join regions g on g.id = l.region_id
      left join products p on p.id = l.product_id
      left join orders o on o.id = x.order_id;
    end
    $fn$;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists workspace_claim_one(integer, boolean, text[], text[], integer[], integer[], timestamptz, timestamptz, timestamptz)`.execute(
    db,
  );
}
