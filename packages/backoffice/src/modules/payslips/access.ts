/**
 * Which payslips a caller reaches: one whose every region is the caller's (decision 1603); any
 * other answers as a missing one. Each use case asks here first.
 */
import type { PayslipStatusName } from '@umbrella/contract';
import { sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Caller } from '../../platform/caller.js';
import { conflict, notFound } from '../../platform/http-error.js';

type Db = ModuleDb<'payslips'>;
export type PayslipCaller = Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>;
export type PayslipHeader = {
  id: number;
  doc_number: string;
  period_from: Date;
  period_to: Date;
  status: PayslipStatusName;
};

const NOT_FOUND = 'Payslip not found';
const ITEM_NOT_FOUND = 'Salary item not found';

export function createPayslipAccess(db: Db) {
  /** The payslips the caller may see: every one of their regions is the caller's. */
  function visible(caller: PayslipCaller) {
    const regions = caller.regionIds.length ? sql.join(caller.regionIds) : sql`null`;
    return db
      .selectFrom('payslips as p')
      .where(
        sql<boolean>`not exists (select 1 from payslip_regions pr where pr.payslip_id = p.id and pr.region_id not in (${regions}))`,
      );
  }

  async function header(caller: PayslipCaller, payslipId: number): Promise<PayslipHeader> {
    const row = await visible(caller)
      .select(['p.id', 'p.doc_number', 'p.period_from', 'p.period_to', 'p.status'])
      .where('p.id', '=', payslipId)
      .executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function draftOf(caller: PayslipCaller, payslipId: number): Promise<PayslipHeader> {
    const found = await header(caller, payslipId);
    if (found.status !== 'DRAFT')
      throw conflict({ key: 'payslipNotDraft', values: { number: found.doc_number, status: found.status } });
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

  return { visible, header, draftOf, personOf, arbitraryFee };
}

export type PayslipAccess = ReturnType<typeof createPayslipAccess>;
