/**
 * A draft payslip computed from the period's orders (decision 1602): one set-based SQL per charge
 * type over the orders module's outcome rows, priced by the region's tariff, grouped into one
 * salary item per person, region and currency, with every order the item comes from linked to it;
 * then one SQL for the corrections of bonuses an approved payslip paid for orders refused later.
 * USD and salary-currency amounts are converted once, per item, at the rate table.
 */
import type { ComputedChargeType } from '@umbrella/contract';
import { type RawBuilder, sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import { orderOutcomesSql, ordersWithOutcomeBetweenSql } from '../orders/index.js';

type Db = ModuleDb<'payslips'>;

export type DraftScope = { payslipId: number; from: Date; to: Date; regionIds: readonly string[] };

/** Bonus types an order refused after delivery gives back (the delivered order earned them). */
const CORRECTABLE: readonly ComputedChargeType[] = [
  'COD_ORDER_DELIVERED_BONUS',
  'RESALE_ORDER_DELIVERED_BONUS',
  'SIX_PACK_BONUS',
  'NINE_PACK_BONUS',
];

const between = (column: string, s: DraftScope) =>
  sql`${sql.ref(column)} >= ${s.from} and ${sql.ref(column)} <= ${s.to}`;
/** A delivery that counts: in the period and not refused again by the period's end. */
const deliveredInPeriod = (s: DraftScope) =>
  sql`${between('f.delivered_at', s)} and f.refused_after_delivery_at is null`;
/** The event an order earns its bonus with in this period: delivered (COD, resale) or paid (prepaid). */
const earnedInPeriod = (s: DraftScope) =>
  sql`((f.resale or not f.prepaid) and ${deliveredInPeriod(s)}) or (f.prepaid and not f.resale and ${between('f.paid_at', s)})`;

/** Which orders earn each computed charge type in the period, and with what sign. */
const RULES: Record<ComputedChargeType, { sign: 1 | -1; when: (s: DraftScope) => RawBuilder<unknown> }> = {
  COD_ORDER_DELIVERED_BONUS: { sign: 1, when: (s) => sql`not f.prepaid and not f.resale and ${deliveredInPeriod(s)}` },
  RESALE_ORDER_DELIVERED_BONUS: { sign: 1, when: (s) => sql`f.resale and ${deliveredInPeriod(s)}` },
  PREPAID_ORDER_PAID_BONUS: { sign: 1, when: (s) => sql`f.prepaid and not f.resale and ${between('f.paid_at', s)}` },
  COD_ORDER_CANCELLED_FEE: {
    sign: -1,
    when: (s) =>
      sql`not f.prepaid and ${between('f.refused_at', s)} and (f.delivered_at is null or f.delivered_at > f.refused_at)`,
  },
  SIX_PACK_BONUS: { sign: 1, when: (s) => sql`f.quantity between 6 and 8 and (${earnedInPeriod(s)})` },
  NINE_PACK_BONUS: { sign: 1, when: (s) => sql`f.quantity >= 9 and (${earnedInPeriod(s)})` },
};

/** Orders already paid this charge type by an approved payslip (never paid twice). */
const paidBefore = (chargeType: string, correction: boolean) => sql`exists (
  select 1 from salary_item_orders pl
  join salary_items pi on pi.id = pl.salary_item_id
  join account_payslips pap on pap.id = pi.account_payslip_id
  join payslips pp on pp.id = pap.payslip_id
  where pl.order_id = f.order_id and pi.charge_type = ${sql.ref(chargeType)} and pi.correction = ${sql.lit(correction)}
    and pp.status = 'APPROVED')`;

/** Bonuses approved payslips paid for delivered orders, not corrected by an approved payslip yet. */
const uncorrectedBonuses = () => sql`select pl.order_id, pi.charge_type, pl.amount_minor
  from salary_item_orders pl
  join salary_items pi on pi.id = pl.salary_item_id
  join account_payslips pap on pap.id = pi.account_payslip_id
  join payslips pp on pp.id = pap.payslip_id
  where pp.status = 'APPROVED' and not pi.correction and pl.amount_minor > 0
    and pi.charge_type in (${sql.join(CORRECTABLE.map((c) => sql.lit(c)))})
    and not exists (
      select 1 from salary_item_orders cl
      join salary_items ci on ci.id = cl.salary_item_id
      join account_payslips cap on cap.id = ci.account_payslip_id
      join payslips cp on cp.id = cap.payslip_id
      where cl.order_id = pl.order_id and ci.charge_type = pi.charge_type and ci.correction and cp.status = 'APPROVED')`;

/** The sign-applied tariff of one charge type for the orders its rule picks, or null. */
function ruleCases(s: DraftScope) {
  const entries = Object.entries(RULES) as [ComputedChargeType, (typeof RULES)[ComputedChargeType]][];
  return sql.join(
    entries.map(([chargeType, rule]) => sql`(t.charge_type = ${sql.lit(chargeType)} and (${rule.when(s)}))`),
    sql` or `,
  );
}
const signOf = () =>
  sql`case t.charge_type ${sql.join(
    (Object.entries(RULES) as [ComputedChargeType, (typeof RULES)[ComputedChargeType]][]).map(
      ([chargeType, rule]) => sql`when ${sql.lit(chargeType)} then ${sql.lit(rule.sign)}`,
    ),
    sql` `,
  )} end`;

/**
 * Fills the draft `s.payslipId` with its people and computed items (decisions 1622, 1860): the
 * period's candidate orders, then their outcome rows, are read once into temporary tables, every
 * charge type's orders are picked from them in one statement (with the corrections), and the items
 * and their order links are written from those — a fixed number of set-based passes whatever the
 * number of charge types.
 */
export async function computeDraft(trx: Db, s: DraftScope): Promise<void> {
  const corrections = orderOutcomesSql(sql`select order_id from (${uncorrectedBonuses()}) ub`, s.regionIds, s.to);
  // The month's outcome rows are grouped and joined by hashing; at the default 4 MB those hashes
  // spilled to disk in batches.
  await sql`set local work_mem = '64MB'`.execute(trx);
  await sql`drop table if exists draft_candidates, draft_outcomes, draft_chosen, draft_items`.execute(trx);
  // The period's orders once, analysed, so the outcome SQL's plan knows how many there are.
  await sql`create temporary table draft_candidates on commit drop as
    select distinct c.order_id from (${ordersWithOutcomeBetweenSql(s.from, s.to)}) c`.execute(trx);
  await sql`analyze draft_candidates`.execute(trx);
  const period = orderOutcomesSql(sql`select order_id from draft_candidates`, s.regionIds, s.to);
  await sql`create temporary table draft_outcomes on commit drop as ${period}`.execute(trx);
  await sql`analyze draft_outcomes`.execute(trx);
  // Every order each rule picks, priced, not paid that charge type before; then the corrections.
  await sql`create temporary table draft_chosen on commit drop as
    select f.order_id, f.agent_id, f.region_id, f.currency, t.charge_type,
      t.amount_minor * ${signOf()} as amount_minor, false as correction
    from draft_outcomes f
    join payslip_tariffs t on t.region_id = f.region_id and t.currency = f.currency
    where (${ruleCases(s)}) and not ${paidBefore('t.charge_type', false)}
    union all
    select f.order_id, f.agent_id, f.region_id, f.currency, ub.charge_type, -ub.amount_minor, true
    from (${corrections}) f
    join (${uncorrectedBonuses()}) ub on ub.order_id = f.order_id
    where f.refused_after_delivery_at is not null`.execute(trx);
  // One salary item per person, charge type, region, currency and kind, its id drawn first so
  // each order is linked to it by a join of two tables of known size (joining the rows an INSERT
  // returns, which have no statistics, made the planner loop over every pair). The people come
  // from the items, a few hundred rows, not from every chosen order.
  // Ids are drawn in the items' order, so a person's items list earnings before their corrections.
  await sql`create temporary table draft_items on commit drop as
    select nextval(pg_get_serial_sequence('salary_items', 'id'))::int as id, g.*
    from (
      select c.agent_id as account_id, c.charge_type, c.region_id, c.currency, c.correction,
        sum(c.amount_minor) as amount_minor, count(*) as orders
      from draft_chosen c
      group by c.agent_id, c.charge_type, c.region_id, c.currency, c.correction
      order by c.agent_id, c.charge_type, c.region_id, c.currency, c.correction
    ) g`.execute(trx);
  await sql`analyze draft_items`.execute(trx);
  await sql`insert into account_payslips (payslip_id, account_id)
    select distinct ${s.payslipId}::int, i.account_id from draft_items i
    on conflict (payslip_id, account_id) do nothing`.execute(trx);
  await sql`insert into salary_items (id, account_payslip_id, charge_type, region_id, currency, amount_minor, correction, comment)
    select i.id, ap.id, i.charge_type, i.region_id, i.currency, i.amount_minor, i.correction,
      case when i.correction then 'Refused after delivery, orders: ' else 'Orders: ' end || i.orders
    from draft_items i join account_payslips ap on ap.payslip_id = ${s.payslipId} and ap.account_id = i.account_id`.execute(
    trx,
  );
  // The links carry no foreign keys (checked one row at a time, they were half the draft): their
  // items are the ones just written, their orders the ones just read (decision 1860).
  await sql`insert into salary_item_orders (salary_item_id, order_id, amount_minor)
    select i.id, c.order_id, c.amount_minor
    from draft_chosen c
    join draft_items i on i.account_id = c.agent_id and i.charge_type = c.charge_type
      and i.region_id = c.region_id and i.currency = c.currency and i.correction = c.correction`.execute(trx);
  await sql`drop table draft_candidates, draft_outcomes, draft_chosen, draft_items`.execute(trx);
}

/**
 * Converts the amounts of the payslip's items (or of one item) to USD and to each person's salary
 * currency at the rate table, rounding half away from zero per item.
 */
export async function convertAmounts(trx: Db, where: { payslipId: number } | { itemId: number }): Promise<void> {
  const filter = 'itemId' in where ? sql`i.id = ${where.itemId}` : sql`ap.payslip_id = ${where.payslipId}`;
  await sql`update salary_items i
    set amount_usd_minor = round(i.amount_minor / r.units_per_usd),
      salary_amount_minor = round(i.amount_minor * sr.units_per_usd / r.units_per_usd)
    from account_payslips ap, payslip_usd_rates r, payslip_usd_rates sr
    where ap.id = i.account_payslip_id and r.currency = i.currency and sr.currency = ap.salary_currency
      and ${filter}`.execute(trx);
}

/** Currencies among the payslip's items and salary currencies that have no USD rate. */
export async function currenciesWithoutRate(trx: Db, payslipId: number): Promise<string[]> {
  const rows = await sql<{ currency: string }>`select distinct c.currency from (
      select i.currency from salary_items i join account_payslips ap on ap.id = i.account_payslip_id
      where ap.payslip_id = ${payslipId}
      union select ap.salary_currency from account_payslips ap where ap.payslip_id = ${payslipId}
    ) c where not exists (select 1 from payslip_usd_rates r where r.currency = c.currency)
    order by c.currency`.execute(trx);
  return rows.rows.map((r) => r.currency);
}
