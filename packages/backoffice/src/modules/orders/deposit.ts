/**
 * What a deposit (prepaid) customer is told: the payment link and the deposit instructions of
 * the order's region (the accounts an administrator keeps, decision 1790), shown in the
 * confirmation modal (ONEW-111) and sent through the outbox.
 */
import { type DepositAccountDto, formatMoney } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { depositInstructionsText, listRegionAccounts } from '../deposit-accounts/index.js';

/** The payment page of a token (decision 1791): the token, never the guessable short code. */
export function paymentLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/pay/${token}`;
}

export async function depositInstructions(
  db: Kysely<Database>,
  order: { regionId: string; shortCode: string; amountMinor: number; currency: string },
): Promise<string> {
  const accounts: DepositAccountDto[] = await listRegionAccounts(db, order.regionId);
  const amount = formatMoney(order.amountMinor, order.currency, { symbol: true });
  return depositInstructionsText(accounts, amount, order.shortCode);
}
