/**
 * Computing a guarantee set (GUAR-29, decision 1511): one INSERT … SELECT that, for every offer ×
 * webmaster with a guarantee in force in the period, counts the pair's leads created in the
 * period (days of the offer's region) from the day the guarantee first took effect, those whose
 * status counts as approved, and the leads still needed to reach the guarantee:
 * max(0, ceil(guarantee% × total) − approved). Set-based: no loop over leads or pairs.
 *
 * Pending sets are claimed with FOR UPDATE SKIP LOCKED, so several back-office instances (or the
 * request's own kick and the periodic sweep) never compute one set twice.
 */
import { APPROVED_LEAD_STATUSES } from '@umbrella/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { catalogOffers, catalogRegions } from '../catalog/index.js';
import { webmasterGuaranteeHistory } from '../webmasters/index.js';
import { workspaceLeads } from '../workspace/index.js';

/**
 * Writes the rows of one claimed set inside `trx`; returns how many. The guarantees, offers,
 * regions and leads it counts are their owners' subqueries, in the same statement.
 */
async function writeRows(trx: Transaction<Database>, set: { id: number; period_from: string; period_to: string }) {
  const approved = sql.join(APPROVED_LEAD_STATUSES.map((s) => sql.lit(s)));
  const result = await sql`
    insert into guarantee_set_rows
      (set_id, offer_id, webmaster_id, guarantee_value, total_leads, approved_leads, leads_to_approve)
    with pairs as (
      select g.offer_id, g.webmaster_id,
             min(g.actual_from) as first_from,
             (array_agg(g.value order by g.actual_from desc))[1] as value
      from ${webmasterGuaranteeHistory(trx)} g
      where g.actual_from <= ${set.period_to}::date
      group by g.offer_id, g.webmaster_id
    ),
    bounds as (
      select p.offer_id, p.webmaster_id, p.value,
             (greatest(p.first_from, ${set.period_from}::date)::timestamp at time zone r.timezone) as starts,
             ((${set.period_to}::date + 1)::timestamp at time zone r.timezone) as ends
      from pairs p
      join ${catalogOffers(trx)} o on o.id = p.offer_id
      join ${catalogRegions(trx)} r on r.id = o.region_id
    ),
    counted as (
      select b.offer_id, b.webmaster_id, b.value,
             count(l.id)::int as total,
             (count(l.id) filter (where l.status in (${approved})))::int as approved
      from bounds b
      left join ${workspaceLeads(trx)} l
        on l.offer_id = b.offer_id and l.webmaster_id = b.webmaster_id
       and l.created_at >= b.starts and l.created_at < b.ends
      group by b.offer_id, b.webmaster_id, b.value
    )
    select ${set.id}, offer_id, webmaster_id, value, total, approved,
           greatest(0, ceil(value * total / 100.0)::int - approved)
    from counted
    on conflict (set_id, offer_id, webmaster_id) do nothing
  `.execute(ownTables(trx, 'guarantees'));
  return Number(result.numAffectedRows ?? 0);
}

/** Computes every set still waiting (the oldest first); returns how many were computed. */
export async function computePendingGuaranteeSets(db: Kysely<Database>, now: () => Date, limit = 10): Promise<number> {
  let computed = 0;
  for (let i = 0; i < limit; i++) {
    const done = await db.transaction().execute(async (appTrx) => {
      const trx = ownTables(appTrx, 'guarantees');
      const set = await trx
        .selectFrom('guarantee_sets')
        .select(['id', 'period_from', 'period_to'])
        .where('computed_at', 'is', null)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!set) return false;
      await writeRows(appTrx, set);
      await trx.updateTable('guarantee_sets').set({ computed_at: now() }).where('id', '=', set.id).execute();
      return true;
    });
    if (!done) break;
    computed++;
  }
  return computed;
}
