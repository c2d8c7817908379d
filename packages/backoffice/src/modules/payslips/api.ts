/** Where the payslips' routes live, and what they share: permissions, params and answers. */
import { ACCOUNT_BLOCKED_FILTERS, CHARGE_TYPE_FILTERS } from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';

export const PAYSLIPS_API = '/module/payslips/api/v1';
export const view = { permission: ['payslip:view'] } as const;
export const edit = { permission: ['payslip:view', 'payslip:edit'] } as const;
export const tags = ['payslips'];
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const PayslipParams = Type.Object({ payslipId: Id });
export const ItemParams = Type.Object({ salaryItemId: Id });
export const writeErrors = { ...errorResponses, 409: errorResponses[404] };
export const Done = { 204: Type.Null({ description: 'done' }) };
export const Created = Type.Object({ id: Type.Integer() });
export const ContentQuery = Type.Object({
  chargeType: Type.Optional(Type.Enum(CHARGE_TYPE_FILTERS, { description: 'default ALL (PAYSLIP-17)' })),
  accountBlockedFilter: Type.Optional(Type.Enum(ACCOUNT_BLOCKED_FILTERS, { description: 'default ALL (PAYSLIP-18)' })),
});
