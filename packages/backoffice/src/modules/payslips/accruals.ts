/**
 * Arbitrary-fee accruals on a draft (PAYSLIP-20..30): added, changed and deleted by hand, each
 * converted to USD at the rate table's rate; the rate table's currencies are the choices.
 */
import type { AddSalaryItemBody, UpdateSalaryItemBody } from '@umbrella/contract';
import type { Clock } from '../../clock.js';
import type { ModuleDb } from '../../db/owners.js';
import { invalid } from '../../platform/http-error.js';
import type { PayslipAccess, PayslipCaller } from './access.js';
import { convertAmounts } from './compute.js';

export function createPayslipAccruals({
  db,
  clock,
  access: { draftOf, personOf, arbitraryFee },
}: {
  db: ModuleDb<'payslips'>;
  clock: Clock;
  access: PayslipAccess;
}) {
  async function assertRate(currency: string) {
    const rate = await db
      .selectFrom('payslip_usd_rates')
      .select('currency')
      .where('currency', '=', currency)
      .executeTakeFirst();
    if (!rate) throw invalid('currency', 'is not one of the payslip currencies');
  }

  /** PAYSLIP-25: the currencies with a USD rate. */
  async function currencies(): Promise<string[]> {
    return (await db.selectFrom('payslip_usd_rates').select('currency').orderBy('currency').execute()).map(
      (r) => r.currency,
    );
  }

  /** PAYSLIP-20, PAYSLIP-28 */
  async function addAccrual(caller: PayslipCaller, body: AddSalaryItemBody): Promise<number> {
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
  }

  /** PAYSLIP-21, PAYSLIP-29 */
  async function updateAccrual(caller: PayslipCaller, itemId: number, body: UpdateSalaryItemBody): Promise<void> {
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
  }

  /** PAYSLIP-22, PAYSLIP-30 */
  async function deleteAccrual(caller: PayslipCaller, itemId: number): Promise<void> {
    await arbitraryFee(caller, itemId);
    await db.deleteFrom('salary_items').where('id', '=', itemId).execute();
  }

  return { currencies, addAccrual, updateAccrual, deleteAccrual };
}
