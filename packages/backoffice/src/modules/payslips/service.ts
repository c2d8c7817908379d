/**
 * Payslips (PAYSLIP-01..41): drafts computed for a period, their content by person with the
 * charge-type and blocked filters, salary items, arbitrary-fee accruals on drafts, approval and
 * deletion. A payslip covers the regions of the caller who created it; another caller sees it
 * only when it works in all of them, and otherwise gets the answer of a missing one (decision 1603).
 */
import type {
  ACCOUNT_BLOCKED_FILTERS,
  AddSalaryItemBody,
  CHARGE_TYPE_FILTERS,
  ChargeType,
  PayslipDto,
  PayslipStatusName,
  SalaryItemDto,
  UpdateSalaryItemBody,
} from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { type AuditEntry, recordAudit } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { conflict, invalid, notFound } from '../../platform/http-error.js';
import { fetchPage } from '../../platform/pagination.js';
import { withTransaction } from '../../platform/transaction.js';
import { accountSummaries } from '../accounts/index.js';
import { orderShortCodes } from '../orders/index.js';
import { computeDraft, convertAmounts, currenciesWithoutRate } from './compute.js';

type Db = ModuleDb<'payslips'>;
export type PayslipCaller = Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>;
export type ChargeTypeFilter = (typeof CHARGE_TYPE_FILTERS)[number];
export type BlockedFilter = (typeof ACCOUNT_BLOCKED_FILTERS)[number];

const NOT_FOUND = 'Payslip not found';
const ITEM_NOT_FOUND = 'Salary item not found';

type Header = { id: number; doc_number: string; period_from: Date; period_to: Date; status: PayslipStatusName };

export function createPayslipService({ db: appDb, clock }: { db: Kysely<Database>; clock: Clock }) {
  const db: Db = ownTables(appDb, 'payslips');
  /** The payslips the caller may see: every one of their regions is the caller's. */
  function visible(caller: PayslipCaller) {
    const regions = caller.regionIds.length ? sql.join(caller.regionIds) : sql`null`;
    return db
      .selectFrom('payslips as p')
      .where(
        sql<boolean>`not exists (select 1 from payslip_regions pr where pr.payslip_id = p.id and pr.region_id not in (${regions}))`,
      );
  }

  async function header(caller: PayslipCaller, payslipId: number): Promise<Header> {
    const row = await visible(caller)
      .select(['p.id', 'p.doc_number', 'p.period_from', 'p.period_to', 'p.status'])
      .where('p.id', '=', payslipId)
      .executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function draftOf(caller: PayslipCaller, payslipId: number): Promise<Header> {
    const found = await header(caller, payslipId);
    if (found.status !== 'DRAFT')
      throw conflict(`Payslip ${found.doc_number} is ${found.status}: only a DRAFT can change`);
    return found;
  }

  /** The account payslip (a person's row) behind an accrual, in a draft the caller sees. */
  async function personOf(caller: PayslipCaller, accountPayslipId: number) {
    const person = await db
      .selectFrom('account_payslips')
      .select(['id', 'payslip_id'])
      .where('id', '=', accountPayslipId)
      .executeTakeFirst();
    if (!person) throw notFound('Person not found in the payslip');
    await header(caller, person.payslip_id).catch(() => {
      throw notFound('Person not found in the payslip');
    });
    return person;
  }

  async function arbitraryFee(caller: PayslipCaller, itemId: number) {
    const item = await db
      .selectFrom('salary_items as i')
      .innerJoin('account_payslips as ap', 'ap.id', 'i.account_payslip_id')
      .select(['i.id', 'i.charge_type', 'ap.payslip_id'])
      .where('i.id', '=', itemId)
      .executeTakeFirst();
    if (!item) throw notFound(ITEM_NOT_FOUND);
    await header(caller, item.payslip_id).catch(() => {
      throw notFound(ITEM_NOT_FOUND);
    });
    if (item.charge_type !== 'ARBITRARY_FEE') throw conflict('Only arbitrary-fee accruals can be changed');
    await draftOf(caller, item.payslip_id);
    return item;
  }

  async function assertRate(currency: string) {
    const rate = await db
      .selectFrom('payslip_usd_rates')
      .select('currency')
      .where('currency', '=', currency)
      .executeTakeFirst();
    if (!rate) throw invalid('currency', 'is not one of the payslip currencies');
  }

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
    const names = await accountSummaries(
      appDb,
      rows.map((r) => r.account_id),
    );
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

  const dto = (
    h: Header,
    extra: Pick<PayslipDto, 'numberOfPersons' | 'amountUSD' | 'items' | 'totals'>,
  ): PayslipDto => ({
    id: h.id,
    docNumber: h.doc_number,
    from: new Date(h.period_from).toISOString(),
    to: new Date(h.period_to).toISOString(),
    status: h.status,
    ...extra,
  });

  return {
    /** PAYSLIP-01, PAYSLIP-03: newest first, with persons and USD total; items and totals come with the content. */
    async list(caller: PayslipCaller, page: number, size: number) {
      const base = visible(caller);
      const found = await fetchPage(
        base
          .select([
            'p.id',
            'p.doc_number',
            'p.period_from',
            'p.period_to',
            'p.status',
            sql<string>`(select count(*) from account_payslips ap where ap.payslip_id = p.id)`.as('persons'),
            sql<string>`(select coalesce(sum(i.amount_usd_minor), 0) from salary_items i join account_payslips ap on ap.id = i.account_payslip_id where ap.payslip_id = p.id)`.as(
              'usd',
            ),
          ])
          .orderBy('p.id', 'desc'),
        base,
        { page, size },
      );
      return {
        totalSize: found.totalSize,
        content: found.content.map((r) =>
          dto(r, { numberOfPersons: Number(r.persons), amountUSD: Number(r.usd), items: [], totals: [] }),
        ),
      };
    },

    /** PAYSLIP-05..09: a draft for [from, to] over the caller's regions, computed from the orders. */
    async createDraft(caller: PayslipCaller, from: Date, to: Date): Promise<number> {
      if (from > to) throw invalid('to', 'must not be before from');
      if (to.getTime() > clock.now().getTime() + 86_400_000) throw invalid('to', 'must not be in the future');
      if (!caller.regionIds.length) throw invalid('regionIds', 'the caller works in no region');
      return db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('payslips')
          .values({
            doc_number: `tmp-${caller.accountId}-${Date.now()}`,
            period_from: from,
            period_to: to,
            created_by: caller.accountId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const payslipId = created.id;
        await trx
          .updateTable('payslips')
          .set({ doc_number: `PS-${String(payslipId).padStart(6, '0')}` })
          .where('id', '=', payslipId)
          .execute();
        await trx
          .insertInto('payslip_regions')
          .values(caller.regionIds.map((region_id) => ({ payslip_id: payslipId, region_id })))
          .execute();
        await computeDraft(trx, { payslipId, from, to, regionIds: caller.regionIds });
        await setSalaryCurrencies(trx, payslipId);
        const missing = await currenciesWithoutRate(trx, payslipId);
        if (missing.length) throw conflict(`No USD rate for ${missing.join(', ')}: add it to the rate table first`);
        await convertAmounts(trx, { payslipId });
        return payslipId;
      });
    },

    /** PAYSLIP-11, PAYSLIP-19: the payslip with its people and totals, filtered. */
    async content(
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
      return dto(h, {
        numberOfPersons: items.length,
        amountUSD: items.reduce((sum, p) => sum + p.amountUSD, 0),
        items,
        totals: await totals(
          items.map((p) => p.id),
          chargeType,
        ),
      });
    },

    /** PAYSLIP-13, PAYSLIP-14: a person's salary items. */
    async salaryItems(
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
        accountSummaries(
          appDb,
          rows.flatMap((r) => (r.who_did ? [r.who_did] : [])),
        ),
        orderShortCodes(
          appDb,
          links.map((l) => l.order_id),
        ),
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
    },

    /** PAYSLIP-25: the currencies with a USD rate. */
    async currencies(): Promise<string[]> {
      return (await db.selectFrom('payslip_usd_rates').select('currency').orderBy('currency').execute()).map(
        (r) => r.currency,
      );
    },

    /** PAYSLIP-20, PAYSLIP-28 */
    async addAccrual(caller: PayslipCaller, body: AddSalaryItemBody): Promise<number> {
      const person = await personOf(caller, body.accountPayslipId);
      await draftOf(caller, person.payslip_id);
      await assertRate(body.currency);
      return db.transaction().execute(async (trx) => {
        const item = await trx
          .insertInto('salary_items')
          .values({
            account_payslip_id: person.id,
            charge_type: 'ARBITRARY_FEE',
            currency: body.currency,
            amount_minor: body.amount,
            comment: body.comment.trim(),
            who_did: caller.accountId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await convertAmounts(trx, { itemId: item.id });
        return item.id;
      });
    },

    /** PAYSLIP-21, PAYSLIP-29 */
    async updateAccrual(caller: PayslipCaller, itemId: number, body: UpdateSalaryItemBody): Promise<void> {
      await arbitraryFee(caller, itemId);
      await assertRate(body.currency);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('salary_items')
          .set({
            currency: body.currency,
            amount_minor: body.amount,
            comment: body.comment.trim(),
            who_did: caller.accountId,
            updated_at: clock.now(),
          })
          .where('id', '=', itemId)
          .execute();
        await convertAmounts(trx, { itemId });
      });
    },

    /** PAYSLIP-22, PAYSLIP-30 */
    async deleteAccrual(caller: PayslipCaller, itemId: number): Promise<void> {
      await arbitraryFee(caller, itemId);
      await db.deleteFrom('salary_items').where('id', '=', itemId).execute();
    },

    /** PAYSLIP-31, PAYSLIP-34: DRAFT → APPROVED. */
    async approve(caller: PayslipCaller, payslipId: number): Promise<void> {
      const draft = await draftOf(caller, payslipId);
      await withTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('payslips')
          .set({ status: 'APPROVED', approved_by: caller.accountId, approved_at: clock.now() })
          .where('id', '=', payslipId)
          .where('status', '=', 'DRAFT')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw conflict('The payslip was approved meanwhile');
        await recordAudit(trx, caller, await auditEntry(trx, 'PAYSLIP_APPROVED', draft));
      });
    },

    /** PAYSLIP-35..37: never an APPROVED payslip. */
    async remove(caller: PayslipCaller, payslipId: number): Promise<void> {
      const found = await header(caller, payslipId);
      if (found.status === 'APPROVED') throw conflict(`Payslip ${found.doc_number} is approved and cannot be deleted`);
      await withTransaction(db, async (trx) => {
        await recordAudit(trx, caller, await auditEntry(trx, 'PAYSLIP_DELETED', found));
        await trx.deleteFrom('payslips').where('id', '=', payslipId).where('status', '!=', 'APPROVED').execute();
      });
    },

    header,
  };
}

/** A payslip's audit entry, in the payslip's regions (read before a deletion takes them away). */
async function auditEntry(
  trx: Db,
  action: 'PAYSLIP_APPROVED' | 'PAYSLIP_DELETED',
  payslip: Pick<Header, 'id' | 'doc_number'>,
): Promise<AuditEntry> {
  const regions = await trx
    .selectFrom('payslip_regions')
    .select('region_id')
    .where('payslip_id', '=', payslip.id)
    .execute();
  return {
    action,
    targetType: 'payslip',
    targetId: payslip.id,
    regionIds: regions.map((r) => r.region_id),
    details: { docNumber: payslip.doc_number },
  };
}

/** Each person's salary currency is the account's (USD when it has none). */
async function setSalaryCurrencies(trx: Db, payslipId: number): Promise<void> {
  const rows = await trx
    .selectFrom('account_payslips')
    .select(['id', 'account_id'])
    .where('payslip_id', '=', payslipId)
    .execute();
  const accounts = await accountSummaries(
    trx,
    rows.map((r) => r.account_id),
  );
  const byCurrency = new Map<string, number[]>();
  for (const row of rows) {
    const currency = accounts.get(row.account_id)?.salaryCurrency ?? 'USD';
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), row.id]);
  }
  for (const [currency, ids] of byCurrency) {
    await trx.updateTable('account_payslips').set({ salary_currency: currency }).where('id', 'in', ids).execute();
  }
}

export type PayslipService = ReturnType<typeof createPayslipService>;
export type { ChargeType };
