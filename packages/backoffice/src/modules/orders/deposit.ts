/**
 * What a deposit (prepaid) customer is told beside the payment link (the payments module's):
 * the deposit instructions of the order's region (the accounts an administrator keeps, decision
 * 1790), shown in the confirmation modal (ONEW-111) and sent through the outbox.
 */
import { type DepositAccountDto, formatMoney } from '@umbrella/contract';
import { depositInstructionsText } from '../deposit-accounts/index.js';
import type { OtherModules } from './other-modules.js';

export async function depositInstructions(
  others: Pick<OtherModules, 'depositAccounts'>,
  order: { regionId: string; shortCode: string; amountMinor: number; currency: string },
): Promise<string> {
  const accounts: DepositAccountDto[] = await others.depositAccounts(order.regionId);
  const amount = formatMoney(order.amountMinor, order.currency, { symbol: true });
  return depositInstructionsText(accounts, amount, order.shortCode);
}
