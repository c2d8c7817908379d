/**
 * Payslips (spec 3 §3 "Payslip", §4 "Payslip status/filters", §7 "Payslips"; PAYSLIP-01..41):
 * payment sheets computed from the period's orders, with arbitrary-fee accruals. Amounts are
 * minor units (cents); a payslip's totals are in USD (PAYSLIP-16, ACONST-25).
 */
import Type, { type Static } from 'typebox';

/** PAYSLIP-04 */
export const PAYSLIP_STATUSES = ['DRAFT', 'APPROVED', 'DECLINED'] as const;
export type PayslipStatusName = (typeof PAYSLIP_STATUSES)[number];
/** The charge types a draft computes from orders (decision 1602). */
export const COMPUTED_CHARGE_TYPES = [
  'COD_ORDER_DELIVERED_BONUS',
  'COD_ORDER_CANCELLED_FEE',
  'PREPAID_ORDER_PAID_BONUS',
  'SIX_PACK_BONUS',
  'NINE_PACK_BONUS',
  'RESALE_ORDER_DELIVERED_BONUS',
] as const;
export const CHARGE_TYPES = [...COMPUTED_CHARGE_TYPES, 'ARBITRARY_FEE'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];
/** PAYSLIP-17 */
export const CHARGE_TYPE_FILTERS = [...CHARGE_TYPES, 'ALL'] as const;
/** PAYSLIP-18 */
export const ACCOUNT_BLOCKED_FILTERS = ['ALL', 'BLOCKED', 'NOT_BLOCKED'] as const;
/** Largest accrual, in minor units (a million in any currency). */
export const ACCRUAL_MAX_MINOR = 100_000_000;
export const ACCRUAL_COMMENT_MAX = 500;

const Money = Type.Integer({ description: 'minor units (cents)' });
const Nullable = <T extends Type.TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** PAYSLIP-15 */
export const PayslipTotal = Type.Object(
  { chargeTypeItem: Type.Enum(CHARGE_TYPES), currency: Type.String(), amount: Money, usdAmount: Money },
  { $id: 'PayslipTotal' },
);
/** PAYSLIP-12 */
export const PayslipPerson = Type.Object(
  {
    id: Type.Integer({ description: 'the account payslip id (accrual target, PAYSLIP-28)' }),
    accountId: Type.Integer(),
    name: Type.String(),
    surname: Type.String(),
    blocked: Type.Boolean(),
    blockedDate: Nullable(Type.String({ format: 'date-time' })),
    salaryCurrency: Type.String(),
    salaryAmount: Money,
    amountUSD: Money,
    containsNegativeBonusCorrection: Type.Boolean(),
    containsArbFee: Type.Boolean(),
  },
  { $id: 'PayslipPerson' },
);
/** PAYSLIP-02 */
export const Payslip = Type.Object(
  {
    id: Type.Integer(),
    docNumber: Type.String(),
    from: Type.String({ format: 'date-time' }),
    to: Type.String({ format: 'date-time' }),
    status: Type.Enum(PAYSLIP_STATUSES),
    numberOfPersons: Type.Integer(),
    amountUSD: Money,
    items: Type.Array(PayslipPerson),
    totals: Type.Array(PayslipTotal),
  },
  { $id: 'Payslip' },
);
export type PayslipDto = Static<typeof Payslip>;
export const PayslipPage = Type.Object(
  { content: Type.Array(Payslip), totalSize: Type.Integer() },
  { $id: 'PayslipPage' },
);
/** An order a computed salary item comes from, and what it added to the item. */
export const SalaryItemOrder = Type.Object(
  { orderId: Type.Integer(), shortCode: Type.String(), amount: Money },
  { $id: 'SalaryItemOrder' },
);
/** PAYSLIP-13 */
export const SalaryItem = Type.Object(
  {
    id: Type.Integer(),
    chargeType: Type.Enum(CHARGE_TYPES),
    whoDid: Nullable(Type.String()),
    comment: Nullable(Type.String()),
    currency: Type.String(),
    amount: Money,
    salaryAmount: Money,
    amountUSD: Money,
    correction: Type.Boolean({ description: 'a negative correction of a bonus paid for an order refused later' }),
    orders: Type.Array(SalaryItemOrder, { description: 'the orders the item comes from (none for an accrual)' }),
  },
  { $id: 'SalaryItem' },
);
export type SalaryItemDto = Static<typeof SalaryItem>;

/** PAYSLIP-09: the period, from the start of its first day to the end of its last day (PAYSLIP-08). */
export const CreatePayslipBody = Type.Object(
  { from: Type.String({ format: 'date-time' }), to: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);
export type CreatePayslipBody = Static<typeof CreatePayslipBody>;
const AccrualFields = {
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  amount: Type.Integer({ minimum: -ACCRUAL_MAX_MINOR, maximum: ACCRUAL_MAX_MINOR, description: 'minor units' }),
  comment: Type.String({ minLength: 1, maxLength: ACCRUAL_COMMENT_MAX }),
};
/** PAYSLIP-28 */
export const AddSalaryItemBody = Type.Object(
  { ...AccrualFields, accountPayslipId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);
export type AddSalaryItemBody = Static<typeof AddSalaryItemBody>;
/** PAYSLIP-29 (the item id is the path's). */
export const UpdateSalaryItemBody = Type.Object(AccrualFields, { additionalProperties: false });
export type UpdateSalaryItemBody = Static<typeof UpdateSalaryItemBody>;
export type ComputedChargeType = (typeof COMPUTED_CHARGE_TYPES)[number];
