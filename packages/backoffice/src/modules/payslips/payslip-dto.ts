import type { PayslipDto } from '@umbrella/contract';
import type { PayslipHeader } from './access.js';

/** A payslip as the API shows it: the header, and what the use case counted. */
export const payslipDto = (
  h: PayslipHeader,
  extra: Pick<PayslipDto, 'numberOfPersons' | 'amountUSD' | 'items' | 'totals'>,
): PayslipDto => ({
  id: h.id,
  docNumber: h.doc_number,
  from: new Date(h.period_from).toISOString(),
  to: new Date(h.period_to).toISOString(),
  status: h.status,
  ...extra,
});
