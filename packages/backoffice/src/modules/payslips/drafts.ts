/**
 * A payslip's life (PAYSLIP-01..09, 31..37): listed newest first, drafted for a period from the
 * orders, approved once, deleted unless approved; approval and deletion are audited.
 */
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { type AuditEntry, recordAudit } from '../../platform/audit/record.js';
import { conflict, invalid } from '../../platform/http-error.js';
import { fetchPage } from '../../platform/pagination.js';
import { withTransaction } from '../../platform/transaction.js';
import { type AccountLookup, accountLookup } from '../accounts/index.js';
import type { PayslipAccess, PayslipCaller, PayslipHeader } from './access.js';
import { computeDraft, convertAmounts, currenciesWithoutRate } from './compute.js';
import { payslipDto } from './payslip-dto.js';

type Db = ModuleDb<'payslips'>;

export function createPayslipDrafts({
  db,
  appDb,
  clock,
  access: { visible, header, draftOf },
}: {
  db: Db;
  appDb: Kysely<Database>;
  clock: Clock;
  access: PayslipAccess;
}) {
  /** PAYSLIP-01, PAYSLIP-03: newest first, with persons and USD total; items and totals come with the content. */
  async function list(caller: PayslipCaller, page: number, size: number) {
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
        payslipDto(r, { numberOfPersons: Number(r.persons), amountUSD: Number(r.usd), items: [], totals: [] }),
      ),
    };
  }

  /** PAYSLIP-05..09: a draft for [from, to] over the caller's regions, computed from the orders. */
  async function createDraft(caller: PayslipCaller, from: Date, to: Date): Promise<number> {
    if (from > to) throw invalid('to', 'must not be before from');
    if (to.getTime() > clock.now().getTime() + 86_400_000) throw invalid('to', 'must not be in the future');
    if (!caller.regionIds.length) throw invalid('regionIds', 'the caller works in no region');
    // The application's transaction, narrowed here: the accounts' lookup reads the currencies in it.
    return appDb.transaction().execute(async (appTrx) => {
      const trx = ownTables(appTrx, 'payslips');
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
      await setSalaryCurrencies(trx, accountLookup(appTrx), payslipId);
      const missing = await currenciesWithoutRate(trx, payslipId);
      if (missing.length) throw conflict({ key: 'noUsdRate', values: { currencies: missing.join(', ') } });
      await convertAmounts(trx, { payslipId });
      return payslipId;
    });
  }

  /** PAYSLIP-31, PAYSLIP-34: DRAFT → APPROVED. */
  async function approve(caller: PayslipCaller, payslipId: number): Promise<void> {
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
  }

  /** PAYSLIP-35..37: never an APPROVED payslip. */
  async function remove(caller: PayslipCaller, payslipId: number): Promise<void> {
    const found = await header(caller, payslipId);
    if (found.status === 'APPROVED')
      throw conflict({ key: 'payslipApprovedNoDelete', values: { number: found.doc_number } });
    await withTransaction(db, async (trx) => {
      await recordAudit(trx, caller, await auditEntry(trx, 'PAYSLIP_DELETED', found));
      await trx.deleteFrom('payslips').where('id', '=', payslipId).where('status', '!=', 'APPROVED').execute();
    });
  }

  return { list, createDraft, approve, remove };
}

/** A payslip's audit entry, in the payslip's regions (read before a deletion takes them away). */
async function auditEntry(
  trx: Db,
  action: 'PAYSLIP_APPROVED' | 'PAYSLIP_DELETED',
  payslip: Pick<PayslipHeader, 'id' | 'doc_number'>,
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
async function setSalaryCurrencies(trx: Db, accounts: AccountLookup, payslipId: number): Promise<void> {
  const rows = await trx
    .selectFrom('account_payslips')
    .select(['id', 'account_id'])
    .where('payslip_id', '=', payslipId)
    .execute();
  const currencies = await accounts.summaries(rows.map((r) => r.account_id));
  const byCurrency = new Map<string, number[]>();
  for (const row of rows) {
    const currency = currencies.get(row.account_id)?.salaryCurrency ?? 'USD';
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), row.id]);
  }
  for (const [currency, ids] of byCurrency) {
    await trx.updateTable('account_payslips').set({ salary_currency: currency }).where('id', 'in', ids).execute();
  }
}
