/**
 * Accounts as the staff modules read them (employees, payslips; decision 1605): a person's name,
 * blocked state and salary currency, and a query over the caller's regions' accounts the
 * employees list extends with its own tables. The accounts table stays this module's.
 */
import { type Kysely, sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

export type AccountSummary = {
  id: number;
  name: string;
  surname: string;
  blocked: boolean;
  /** When a blocked account was last changed (its blocking at the latest); null when not blocked. */
  blockedDate: Date | null;
  salaryCurrency: string | null;
};

/** The named accounts (deleted ones too: a payslip still shows who was paid). */
export async function accountSummaries(
  db: ModuleDb<'accounts'>,
  ids: readonly number[],
): Promise<Map<number, AccountSummary>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'surname', 'blocked', 'updated_at', 'salary_currency'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        surname: r.surname,
        blocked: r.blocked,
        blockedDate: r.blocked ? new Date(r.updated_at) : null,
        salaryCurrency: r.salary_currency,
      },
    ]),
  );
}

/**
 * The undeleted accounts working in one of `regionIds`, as `staff_accounts` with account_id,
 * name, surname, account_created and account_blocked, for a caller to join its own tables to.
 */
export function staffAccountsQuery(db: Db, regionIds: readonly string[]) {
  return db
    .selectFrom('accounts as sa')
    .select([
      'sa.id as account_id',
      'sa.name',
      'sa.surname',
      'sa.created_at as account_created',
      'sa.blocked as account_blocked',
    ])
    .where('sa.deleted_at', 'is', null)
    .where(
      regionIds.length
        ? sql<boolean>`exists (select 1 from account_regions sar where sar.account_id = sa.id and sar.region_id in (${sql.join([...regionIds])}))`
        : sql<boolean>`false`,
    );
}

/** Renames an account (the employee edit, EMP-19); false when it is not there. */
export async function renameAccount(
  db: ModuleDb<'accounts'>,
  id: number,
  name: string,
  surname: string,
): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ name, surname, updated_at: new Date() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
