/**
 * The customer's payment page (decision 1791): what a payment link's token shows — only what
 * the customer needs to pay (no address, no phone) — and where their receipt stands.
 */
import Type, { type Static } from 'typebox';
import { DEPOSIT_ACCOUNT_KINDS } from './deposit-accounts.js';

/** none: nothing sent; checking: finance has it; confirmed: paid; declined: with finance's reason. */
export const CUSTOMER_RECEIPT_STATUSES = ['none', 'checking', 'confirmed', 'declined'] as const;

export const CustomerReceiptState = Type.Object({
  status: Type.Enum(CUSTOMER_RECEIPT_STATUSES),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type CustomerReceiptState = Static<typeof CustomerReceiptState>;

export const PaymentPageDto = Type.Object(
  {
    orderShortCode: Type.String(),
    items: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer() })),
    /** Minor units of `currency`. */
    amount: Type.Integer(),
    currency: Type.String(),
    regionId: Type.String(),
    accounts: Type.Array(
      Type.Object({
        kind: Type.Enum(DEPOSIT_ACCOUNT_KINDS),
        institution: Type.String(),
        label: Type.String(),
        accountNumber: Type.String(),
        holder: Type.String(),
      }),
    ),
    receipt: CustomerReceiptState,
    /** Whether the page takes a receipt now: the order still waits for its payment. */
    acceptsReceipt: Type.Boolean(),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'PaymentPage' },
);
export type PaymentPageDto = Static<typeof PaymentPageDto>;
