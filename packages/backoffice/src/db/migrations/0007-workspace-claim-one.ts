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
 * The claim of a single agent — the common case when few agents ask at once — as straight-line
 * PL/pgSQL: each step is a small statement with its own cached plan, about half the work of the
 * set-based batch function (0006) for one agent. Same rules, same answer columns; the dispatcher
 * uses it for batches of one (modules/workspace/tasks/claim-sql.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create function workspace_claim_one(
      p_account integer, p_bound boolean,
      ${CLAIM_RULE_PARAMS})
    returns table ${CLAIM_RESULT}
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
          and ${LEAD_NOT_HELD}
        order by t.due_at, t.id limit 1 for update of t skip locked;
        if v_id is null then
          select t.id into v_id from tasks t
          where t.status = 'open' and t.due_at <= p_now and (t.account_id is null or t.due_at <= p_cutoff)
            and ${ELIGIBLE}
            and ${LEAD_NOT_HELD}
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
             ${ANSWER_COLUMNS}
      from (select 1) one
      left join tasks x on x.id = v_id
      ${ANSWER_JOINS};
    end
    $fn$;`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists workspace_claim_one(integer, boolean, text[], text[], integer[], integer[], timestamptz, timestamptz, timestamptz)`.execute(
    db,
  );
}
