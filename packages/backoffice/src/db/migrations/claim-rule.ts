/**
 * The pieces of the claim rule that both claim functions state — the batch claim (0006) and the
 * single-agent claim (0007): what a claim answers, which pool tasks an agent's groups allow, that
 * a lead is held by one agent at a time, and how the answer joins the task's lead and order.
 * Written once here so that the two functions cannot drift apart. The text is exactly what those
 * migrations shipped; a later change to the rule is a new migration that replaces both functions.
 */

/** The row each claim function returns: the agent, whether it may claim, the task, its lead and order. */
export const CLAIM_RESULT = `(
      claim_account integer, claim_allowed boolean, claim_fresh boolean,
      task_id integer, task_type text, task_status text, task_lead_id integer, task_order_id integer,
      task_region_id text, task_due_at timestamptz, task_claimed_at timestamptz, task_reason text, task_comment text,
      lead_name text, lead_phone text, lead_status integer, lead_comment text, lead_region_id text,
      region_country text, region_phone_prefix text, region_timezone text,
      lead_product_id integer, product_name text, lead_offer_id text, lead_webmaster_id integer,
      lead_call_at timestamptz, lead_attempts integer, lead_created_at timestamptz, script_id integer,
      order_short_code text, order_status integer, order_cancel_reason text, order_status_comment text)`;

/** Parameters every claim function takes after its agent(s): the group rules and the clock. */
export const CLAIM_RULE_PARAMS = `p_rule_region text[], p_rule_type text[], p_rule_product integer[], p_rule_webmaster integer[],
      p_now timestamptz, p_cutoff timestamptz, p_extend_until timestamptz`;

/** Pool task `t` matches one of the agent's group rules (region, type, product, webmaster; null = any). */
export const ELIGIBLE = `exists (
            select 1 from unnest(p_rule_region, p_rule_type, p_rule_product, p_rule_webmaster) as e(region, type, product, webmaster)
            where e.region = t.region_id and (e.type is null or e.type = t.type)
              and (e.product is null or e.product = t.product_id)
              and (e.webmaster is null or e.webmaster = t.webmaster_id))`;

/**
 * Nobody holds task `t`'s lead: a correlated scalar probe of tasks_one_per_lead for each candidate
 * row (as an EXISTS the planner hashes or materialises every claimed task, at every claim).
 */
export const LEAD_NOT_HELD = `(select c.id from tasks c where c.lead_id = t.lead_id and c.status = 'claimed' limit 1) is null`;

/** The answer's columns after (account, allowed, fresh), from task `x`, lead `l`, region `g`, product `p`, order `o`. */
export const ANSWER_COLUMNS = `x.id, x.type, x.status, x.lead_id, x.order_id, x.region_id, x.due_at, x.claimed_at, x.reason, x.comment,
             l.name, l.phone, l.status, l.comment, l.region_id, g.country, g.phone_prefix, g.timezone,
             l.product_id, p.name, l.offer_id, l.webmaster_id, l.call_at, l.attempts, l.created_at,
             (select sc.id from scripts sc where sc.product_id = l.product_id order by sc.id limit 1),
             o.short_code, o.status, o.cancel_reason, o.status_comment`;

/** Joins task `x` to its lead, the lead's region and product, and its order. */
export const ANSWER_JOINS = `left join leads l on l.id = x.lead_id
      left join regions g on g.id = l.region_id
      left join products p on p.id = l.product_id
      left join orders o on o.id = x.order_id`;
