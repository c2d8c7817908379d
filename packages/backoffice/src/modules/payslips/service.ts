/**
 * Payslips (PAYSLIP-01..41): drafts computed for a period, their content by person with the
 * charge-type and blocked filters, salary items, arbitrary-fee accruals on drafts, approval and
 * deletion — one use case per file behind this service. A payslip covers the regions of the
 * caller who created it; another caller sees it only when it works in all of them, and otherwise
 * gets the answer of a missing one (decision 1603).
 */
import type { ChargeType } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { createPayslipAccess } from './access.js';
import { createPayslipAccruals } from './accruals.js';
import { createPayslipContent } from './content.js';
import { createPayslipDrafts } from './drafts.js';

export type { PayslipCaller } from './access.js';
export type { BlockedFilter, ChargeTypeFilter } from './content.js';

export function createPayslipService({ db: appDb, clock }: { db: Kysely<Database>; clock: Clock }) {
  const db = ownTables(appDb, 'payslips');
  const access = createPayslipAccess(db);
  return {
    ...createPayslipDrafts({ db, appDb, clock, access }),
    ...createPayslipContent({ db, appDb, access }),
    ...createPayslipAccruals({ db, clock, access }),
    header: access.header,
  };
}

export type PayslipService = ReturnType<typeof createPayslipService>;
export type { ChargeType };
