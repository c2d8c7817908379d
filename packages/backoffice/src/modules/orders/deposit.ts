/**
 * What a deposit (prepaid) customer is told: the payment link and the bank deposit
 * instructions shown in the confirmation modal (ONEW-111) and sent through the outbox. The
 * link points at this installation until the payments work brings a payment provider's link
 * (docs/decisions/0706-order-messages-outbox.md).
 */
import { formatMoney } from '@umbrella/contract';

const BANK_ACCOUNTS: Record<string, string> = {
  'pe-central': 'BCP, cuenta corriente en soles 191-2345678-0-12 (CCI 002-191-002345678012-55), Umbrella Perú S.A.C.',
  'cl-central': 'Banco de Chile, cuenta corriente 00-123-45678-09, Umbrella Chile SpA, RUT 76.543.210-K',
  'co-central': 'Bancolombia, cuenta de ahorros 123-456789-01, Umbrella Colombia S.A.S., NIT 901.234.567-8',
  'mx-central': 'BBVA México, CLABE 012 180 01234567890 1, Umbrella México S.A. de C.V.',
};

export function paymentLink(publicUrl: string, shortCode: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/pay/${shortCode}`;
}

export function depositInstructions(order: {
  regionId: string;
  shortCode: string;
  amountMinor: number;
  currency: string;
}): string {
  const account = BANK_ACCOUNTS[order.regionId] ?? BANK_ACCOUNTS['pe-central'];
  const amount = formatMoney(order.amountMinor, order.currency, { symbol: true });
  return `Deposite ${amount} en ${account}, indicando el código ${order.shortCode}. Envíe la foto del comprobante por WhatsApp; su pedido se despacha al confirmarse el pago.`;
}
