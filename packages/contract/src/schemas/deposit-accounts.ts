/**
 * Deposit instructions: the accounts a Deposit order's customer pays into, per region — banks
 * and the wallets customers use there (Yape and Plin in Peru). Administrators edit them; the
 * payment page, the order-created notice and the payment-link message read them.
 */
import Type, { type Static } from 'typebox';

export const DEPOSIT_ACCOUNT_KINDS = ['bank', 'wallet'] as const;
export type DepositAccountKind = (typeof DEPOSIT_ACCOUNT_KINDS)[number];
/** A region holds a handful of accounts; more would not fit a message. */
export const DEPOSIT_ACCOUNTS_MAX = 8;

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const DepositAccountInput = Type.Object({
  kind: Type.Enum(DEPOSIT_ACCOUNT_KINDS),
  /** The bank or the wallet: BCP, Yape. */
  institution: text(80),
  /** What the number is: "cuenta corriente en soles", "CLABE", "celular". */
  label: Type.String({ maxLength: 80 }),
  accountNumber: text(120),
  holder: text(160),
});
export type DepositAccountInput = Static<typeof DepositAccountInput>;

export const DepositAccountDto = Type.Object(
  {
    id: Type.Integer(),
    regionId: Type.String(),
    kind: Type.Enum(DEPOSIT_ACCOUNT_KINDS),
    institution: Type.String(),
    label: Type.String(),
    accountNumber: Type.String(),
    holder: Type.String(),
  },
  { $id: 'DepositAccount' },
);
export type DepositAccountDto = Static<typeof DepositAccountDto>;

/** A region's whole list, in the order the customer reads it. */
export const DepositAccountsBody = Type.Object({
  accounts: Type.Array(DepositAccountInput, { maxItems: DEPOSIT_ACCOUNTS_MAX }),
});
export type DepositAccountsBody = Static<typeof DepositAccountsBody>;
