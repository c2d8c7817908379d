/**
 * What a payslip holds (PAYSLIP-11..19): its people with their amounts and flags, filtered by
 * charge type and blocked state, the totals, and a person's salary items with their orders.
 */
import type { ACCOUNT_BLOCKED_FILTERS, CHARGE_TYPE_FILTERS, PayslipDto, SalaryItemDto } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { accountLookup } from '../accounts/index.js';
import { orderLookup } from '../orders/index.js';
import type { PayslipAccess, PayslipCaller } from './access.js';
import { payslipDto } from './payslip-dto.js';

export type ChargeTypeFilter = (typeof CHARGE_TYPE_FILTERS)[number];
export type BlockedFilter = (typeof ACCOUNT_BLOCKED_FILTERS)[number];

export function createPayslipContent({
  db,
  appDb,
  access: { header, personOf },
}: {
  db: ModuleDb<'payslips'>;
  appDb: Kysely<Database>;
  access: PayslipAccess;
}) {
  const accounts = accountLookup(appDb);
  const orders = orderLookup(appDb);
  /** Persons with their amounts (filtered by charge type), flags over all their items. */
  async function people(payslipId: number, chargeType: ChargeTypeFilter) {
    const match = chargeType === 'ALL' ? sql<boolean>`true` : sql<boolean>`i.charge_type = ${chargeType}`;
    const rows = await db
      .selectFrom('account_payslips as ap')
      .innerJoin('salary_items as i', 'i.account_payslip_id', 'ap.id')
      .select([
        'ap.id',
        'ap.account_id',
        'ap.salary_currency',
        sql<string>`coalesce(sum(i.salary_amount_minor) filter (where ${match}), 0)`.as('salary_amount'),
        sql<string>`coalesce(sum(i.amount_usd_minor) filter (where ${match}), 0)`.as('amount_usd'),
        sql<boolean>`bool_or(i.correction)`.as('corrected'),
        sql<boolean>`bool_or(i.charge_type = 'ARBITRARY_FEE')`.as('arb_fee'),
      ])
      .where('ap.payslip_id', '=', payslipId)
      .groupBy(['ap.id', 'ap.account_id', 'ap.salary_currency'])
      .having(sql<boolean>`count(*) filter (where ${match}) > 0`)
      .execute();
    const names = await accounts.summaries(rows.map((r) => r.account_id));
    return rows.map((r) => {
      const account = names.get(r.account_id);
      return {
        id: r.id,
        accountId: r.account_id,
        name: account?.name ?? '',
        surname: account?.surname ?? '',
        blocked: account?.blocked ?? false,
        blockedDate: account?.blockedDate?.toISOString() ?? null,
        salaryCurrency: r.salary_currency,
        salaryAmount: Number(r.salary_amount),
        amountUSD: Number(r.amount_usd),
        containsNegativeBonusCorrection: r.corrected,
        containsArbFee: r.arb_fee,
      };
    });
  }

  async function totals(personIds: readonly number[], chargeType: ChargeTypeFilter) {
    if (!personIds.length) return [];
    let query = db
      .selectFrom('salary_items')
      .select([
        'charge_type',
        'currency',
        sql<string>`sum(amount_minor)`.as('amount'),
        sql<string>`sum(amount_usd_minor)`.as('usd'),
      ])
      .where('account_payslip_id', 'in', [...personIds])
      .groupBy(['charge_type', 'currency'])
      .orderBy('charge_type')
      .orderBy('currency');
    if (chargeType !== 'ALL') query = query.where('charge_type', '=', chargeType);
    return (await query.execute()).map((r) => ({
      chargeTypeItem: r.charge_type,
      currency: r.currency,
      amount: Number(r.amount),
      usdAmount: Number(r.usd),
    }));
  }

  /** PAYSLIP-11, PAYSLIP-19: the payslip with its people and totals, filtered. */
  async function content(
    caller: PayslipCaller,
    payslipId: number,
    chargeType: ChargeTypeFilter,
    blocked: BlockedFilter,
  ): Promise<PayslipDto> {
    const h = await header(caller, payslipId);
    const all = await people(payslipId, chargeType);
    const items = all
      .filter((p) => blocked === 'ALL' || p.blocked === (blocked === 'BLOCKED'))
      .sort((a, b) => a.surname.localeCompare(b.surname) || a.name.localeCompare(b.name) || a.id - b.id);
    return payslipDto(h, {
      numberOfPersons: items.length,
      amountUSD: items.reduce((sum, p) => sum + p.amountUSD, 0),
      items,
      totals: await totals(
        items.map((p) => p.id),
        chargeType,
      ),
    });
  }

  /** PAYSLIP-13, PAYSLIP-14: a person's salary items. */
  async function salaryItems(
    caller: PayslipCaller,
    accountPayslipId: number,
    chargeType: ChargeTypeFilter,
  ): Promise<SalaryItemDto[]> {
    await personOf(caller, accountPayslipId);
    let query = db
      .selectFrom('salary_items as i')
      .select([
        'i.id',
        'i.charge_type',
        'i.who_did',
        'i.comment',
        'i.currency',
        'i.amount_minor',
        'i.salary_amount_minor',
        'i.amount_usd_minor',
        'i.correction',
      ])
      .where('i.account_payslip_id', '=', accountPayslipId)
      .orderBy('i.charge_type')
      .orderBy('i.id');
    if (chargeType !== 'ALL') query = query.where('i.charge_type', '=', chargeType);
    const rows = await query.execute();
    const links = rows.length
      ? await db
          .selectFrom('salary_item_orders')
          .select(['salary_item_id', 'order_id', 'amount_minor'])
          .where(
            'salary_item_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('order_id')
          .execute()
      : [];
    const [who, codes] = await Promise.all([
      accounts.summaries(rows.flatMap((r) => (r.who_did ? [r.who_did] : []))),
      orders.shortCodes(links.map((l) => l.order_id)),
    ]);
    return rows.map((r) => {
      const author = r.who_did ? who.get(r.who_did) : undefined;
      return {
        id: r.id,
        chargeType: r.charge_type,
        whoDid: author ? `${author.name} ${author.surname}`.trim() : null,
        comment: r.comment,
        currency: r.currency,
        amount: Number(r.amount_minor),
        salaryAmount: Number(r.salary_amount_minor),
        amountUSD: Number(r.amount_usd_minor),
        correction: r.correction,
        orders: links
          .filter((l) => l.salary_item_id === r.id)
          .map((l) => ({ orderId: l.order_id, shortCode: codes.get(l.order_id) ?? '', amount: l.amount_minor })),
      };
    });
  }

  return { content, salaryItems };
}
