/**
 * Employees (EMP-01..20; decision 1605): the employee record beside each account of the caller's
 * regions, with its position and legal entity; the list with its filters, pages and a streamed
 * spreadsheet of the same rows.
 */
import type { EMPLOYEE_ACCOUNT_STATUSES, EMPLOYEE_STATUSES, EmployeeDto, EmployeePageQuery } from '@umbrella/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import type { Database, EmploymentForm } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { invalid } from '../../platform/http-error.js';
import { fetchPage } from '../../platform/pagination.js';
import { staffAccountsQuery } from '../accounts/index.js';

type Db = Kysely<Database>;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export type AccountStatus = (typeof EMPLOYEE_ACCOUNT_STATUSES)[number];
export type EmployeeFilter = Omit<EmployeePageQuery, 'page' | 'size'>;

/** An employee's status at `now`: dismissed once the dismissal date is past, working once assigned. */
const statusSql = (now: Date) => sql<EmployeeStatus>`case
  when e.dismissal_date is not null and e.dismissal_date <= ${now} then 'DISMISSED'
  when e.assignment_date is not null and e.assignment_date <= ${now} then 'WORKING'
  else 'UNDEFINED' end`;

export function createEmployeeService({ db }: { db: Db }) {
  const own = ownTables(db, 'employees');
  function query(caller: Pick<Caller, 'regionIds'>, f: EmployeeFilter, now: Date) {
    let q = staffAccountsQuery(db, caller.regionIds)
      .leftJoin('employee_info as e', 'e.account_id', 'sa.id')
      .leftJoin('staff_positions as sp', 'sp.id', 'e.position_id')
      .leftJoin('legal_entities as le', 'le.id', 'e.legal_entity_id');
    const name = f.nameLike?.trim();
    if (name) {
      const like = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(
        sql<boolean>`(sa.name || ' ' || sa.surname ilike ${like} or sa.surname || ' ' || sa.name ilike ${like})`,
      );
    }
    if (f.positionId !== undefined) q = q.where('e.position_id', '=', f.positionId);
    if (f.legalEntityId !== undefined) q = q.where('e.legal_entity_id', '=', f.legalEntityId);
    if (f.accountStatus && f.accountStatus !== 'ALL') q = q.where('sa.blocked', '=', f.accountStatus === 'BLOCKED');
    if (f.employeeStatus && f.employeeStatus !== 'ALL') q = q.where(statusSql(now), '=', f.employeeStatus);
    return q;
  }

  function rows(caller: Pick<Caller, 'regionIds'>, f: EmployeeFilter, now: Date) {
    return query(caller, f, now)
      .select([
        'sp.id as position_id',
        'sp.name as position_name',
        'le.id as legal_entity_id',
        'le.name as legal_entity_name',
        'e.employment_form',
        'e.assignment_date',
        'e.dismissal_date',
      ])
      .orderBy('sa.surname')
      .orderBy('sa.name')
      .orderBy('sa.id');
  }

  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  const toDto = (r: Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number]): EmployeeDto => ({
    accountId: r.account_id,
    name: r.name,
    surname: r.surname,
    positionId: r.position_id,
    positionName: r.position_name,
    legalEntityId: r.legal_entity_id,
    legalEntityName: r.legal_entity_name,
    employmentForm: r.employment_form,
    assignmentDate: iso(r.assignment_date),
    dismissalDate: iso(r.dismissal_date),
    accountCreated: new Date(r.account_created).toISOString(),
    accountBlocked: r.account_blocked,
  });

  return {
    /** EMP-05 */
    positions: () => own.selectFrom('staff_positions').select(['id', 'name']).orderBy('name').execute(),
    /** EMP-06 */
    legalEntities: () => own.selectFrom('legal_entities').select(['id', 'name', 'country']).orderBy('name').execute(),

    /** EMP-20: the caller's regions' accounts, by surname. */
    accounts: (caller: Pick<Caller, 'regionIds'>) =>
      staffAccountsQuery(db, caller.regionIds)
        .orderBy('sa.surname')
        .orderBy('sa.name')
        .orderBy('sa.id')
        .execute()
        .then((rows) =>
          rows.map((r) => ({ id: r.account_id, name: r.name, surname: r.surname, blocked: r.account_blocked })),
        ),

    /** EMP-10: a page, by surname. */
    async page(caller: Pick<Caller, 'regionIds'>, f: EmployeeFilter, page: number, size: number, now: Date) {
      const found = await fetchPage(rows(caller, f, now), query(caller, f, now), { page, size });
      return { totalSize: found.totalSize, content: found.content.map(toDto) };
    },

    /** EMP-03: every row of the filter, a batch at a time. */
    async *all(caller: Pick<Caller, 'regionIds'>, f: EmployeeFilter, now: Date): AsyncIterable<EmployeeDto> {
      const batch = 1000;
      for (let offset = 0; ; offset += batch) {
        const found = await rows(caller, f, now).limit(batch).offset(offset).execute();
        yield* found.map(toDto);
        if (found.length < batch) return;
      }
    },

    /** Whether the account is listed for the caller (in one of its regions, not deleted). */
    async visible(caller: Pick<Caller, 'regionIds'>, accountId: number): Promise<boolean> {
      return Boolean(await staffAccountsQuery(db, caller.regionIds).where('sa.id', '=', accountId).executeTakeFirst());
    },

    /** EMP-19: the employee record (the account's names are the accounts module's, changed by the flow). */
    async writeInfo<DB extends ModuleTables<'employees'>>(
      flowTrx: Transaction<DB>,
      info: {
        accountId: number;
        positionId: number | null;
        legalEntityId: number | null;
        employmentForm: EmploymentForm | null;
        assignmentDate: string | null;
        dismissalDate: string | null;
      },
      now: Date,
    ): Promise<void> {
      const trx = ownTables(flowTrx, 'employees');
      if (info.positionId !== null) {
        const found = await trx
          .selectFrom('staff_positions')
          .select('id')
          .where('id', '=', info.positionId)
          .executeTakeFirst();
        if (!found) throw invalid('positionId', 'is not a staff position');
      }
      if (info.legalEntityId !== null) {
        const found = await trx
          .selectFrom('legal_entities')
          .select('id')
          .where('id', '=', info.legalEntityId)
          .executeTakeFirst();
        if (!found) throw invalid('legalEntityId', 'is not a legal entity');
      }
      if (info.assignmentDate && info.dismissalDate && info.dismissalDate < info.assignmentDate) {
        throw invalid('dismissalDate', 'must not be before the assignment date');
      }
      const values = {
        position_id: info.positionId,
        legal_entity_id: info.legalEntityId,
        employment_form: info.employmentForm,
        assignment_date: info.assignmentDate,
        dismissal_date: info.dismissalDate,
        updated_at: now,
      };
      await trx
        .insertInto('employee_info')
        .values({ account_id: info.accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type EmployeeService = ReturnType<typeof createEmployeeService>;
