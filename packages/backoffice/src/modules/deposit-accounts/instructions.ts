/** The deposit instructions sentence the customer reads in a message: where to pay and which code to quote. */
import type { DepositAccountDto } from '@umbrella/contract';

export function accountLine(account: Pick<DepositAccountDto, 'institution' | 'label' | 'accountNumber' | 'holder'>) {
  const number = account.label ? `${account.label} ${account.accountNumber}` : account.accountNumber;
  return `${account.institution}, ${number}, ${account.holder}`;
}

export function depositInstructionsText(
  accounts: readonly DepositAccountDto[],
  amount: string,
  shortCode: string,
): string {
  const where = accounts.length ? accounts.map(accountLine).join('; o ') : 'la cuenta que le indique su asesor';
  return `Deposite ${amount} en ${where}, indicando el código ${shortCode}. Suba el comprobante en el enlace de pago; su pedido se despacha al confirmarse el pago.`;
}
