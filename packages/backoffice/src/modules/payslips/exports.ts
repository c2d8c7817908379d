/**
 * Payslip spreadsheets (PAYSLIP-38..40), streamed: the payslip (one row per person with the USD
 * amount of each charge type) and the agent transactions (one row per order of each computed
 * item, one per accrual). Amounts are shown in major units with two decimals.
 */
import { CHARGE_TYPES, type PayslipDto } from '@umbrella/contract';
import type ExcelJS from 'exceljs';
import type { ModuleDb } from '../../db/owners.js';
import { type SheetColumn, type SheetRow, sheetMoney, writeSheet } from '../../platform/spreadsheet-writer.js';

type Db = ModuleDb<'payslips'>;
const MONEY = '0.00';

export const PAYSLIP_COLUMNS: readonly SheetColumn[] = [
  { header: 'Surname', key: 'surname', width: 24 },
  { header: 'Name', key: 'name', width: 18 },
  { header: 'Blocked', key: 'blocked', width: 10 },
  { header: 'Salary currency', key: 'salaryCurrency', width: 10 },
  { header: 'Salary amount', key: 'salaryAmount', numFmt: MONEY },
  { header: 'Amount USD', key: 'amountUSD', numFmt: MONEY },
  ...CHARGE_TYPES.map((c) => ({ header: `${c} (USD)`, key: c, width: 20, numFmt: MONEY })),
];

/** The payslip sheet: its people (as the content route answers them) and their USD per charge type. */
export async function writePayslipSheet(
  db: Db,
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  payslip: PayslipDto,
): Promise<void> {
  const ids = payslip.items.map((p) => p.id);
  const byType = ids.length
    ? await db
        .selectFrom('salary_items')
        .select(['account_payslip_id', 'charge_type', (eb) => eb.fn.sum<string>('amount_usd_minor').as('usd')])
        .where('account_payslip_id', 'in', ids)
        .groupBy(['account_payslip_id', 'charge_type'])
        .execute()
    : [];
  const rows = payslip.items.map((p): SheetRow => {
    const row: SheetRow = {
      surname: p.surname,
      name: p.name,
      blocked: p.blocked ? 'yes' : 'no',
      salaryCurrency: p.salaryCurrency,
      salaryAmount: sheetMoney(p.salaryAmount),
      amountUSD: sheetMoney(p.amountUSD),
    };
    for (const t of byType) if (t.account_payslip_id === p.id) row[t.charge_type] = sheetMoney(t.usd);
    return row;
  });
  rows.push({ surname: 'Total', amountUSD: sheetMoney(payslip.amountUSD) });
  await writeSheet(workbook, payslip.docNumber, PAYSLIP_COLUMNS, rows);
}

export const TRANSACTION_COLUMNS: readonly SheetColumn[] = [
  { header: 'Surname', key: 'surname', width: 24 },
  { header: 'Name', key: 'name', width: 18 },
  { header: 'Charge type', key: 'chargeType', width: 30 },
  { header: 'Order', key: 'order', width: 18 },
  { header: 'Region', key: 'region', width: 12 },
  { header: 'Currency', key: 'currency', width: 10 },
  { header: 'Amount', key: 'amount', numFmt: MONEY },
  { header: 'Correction', key: 'correction', width: 10 },
  { header: 'Comment', key: 'comment', width: 30 },
];

const BATCH = 1000;

/** An order's code by its id, as the orders' face answers it. */
export type OrderCodes = (orderIds: readonly number[]) => Promise<Map<number, string>>;

/** The agent transactions: every order behind every item, read and written a batch at a time. */
export async function writeTransactionsSheet(
  db: Db,
  orderCodes: OrderCodes,
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  payslip: PayslipDto,
): Promise<void> {
  const people = new Map(payslip.items.map((p) => [p.id, p]));
  async function* rows(): AsyncIterable<SheetRow> {
    // The items (a few per person) in memory; their orders a batch at a time along the links'
    // primary key (salary_item_id, order_id), so each batch is an index range, not a sort.
    const items = await db
      .selectFrom('salary_items as i')
      .select(['i.id', 'i.account_payslip_id', 'i.charge_type', 'i.region_id', 'i.currency', 'i.amount_minor'])
      .select(['i.correction', 'i.comment'])
      .select((eb) =>
        eb
          .exists(
            eb.selectFrom('salary_item_orders as l').select('l.order_id').whereRef('l.salary_item_id', '=', 'i.id'),
          )
          .as('linked'),
      )
      .where('i.account_payslip_id', 'in', [...people.keys(), 0])
      .orderBy('i.id')
      .execute();
    for (const item of items) {
      const person = people.get(item.account_payslip_id);
      const row = (order: string | null, amount: number | string): SheetRow => ({
        surname: person?.surname ?? '',
        name: person?.name ?? '',
        chargeType: item.charge_type,
        order,
        region: item.region_id,
        currency: item.currency,
        amount: sheetMoney(amount),
        correction: item.correction ? 'yes' : 'no',
        comment: item.comment ?? '',
      });
      if (!item.linked) {
        yield row(null, item.amount_minor);
        continue;
      }
      for (let after = 0; ; ) {
        const batch = await db
          .selectFrom('salary_item_orders as l')
          .select(['l.order_id', 'l.amount_minor'])
          .where('l.salary_item_id', '=', item.id)
          .where('l.order_id', '>', after)
          .orderBy('l.order_id')
          .limit(BATCH)
          .execute();
        if (!batch.length) break;
        const codes = await orderCodes(batch.map((r) => r.order_id));
        for (const r of batch) yield row(codes.get(r.order_id) ?? String(r.order_id), r.amount_minor);
        after = batch[batch.length - 1]?.order_id ?? Number.MAX_SAFE_INTEGER;
        if (batch.length < BATCH) break;
      }
    }
  }
  await writeSheet(workbook, 'Transactions', TRANSACTION_COLUMNS, rows());
}
