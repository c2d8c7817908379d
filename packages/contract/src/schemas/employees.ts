/**
 * Employees (spec 3 §3 "Employee", §7 "Employees"; EMP-01..20): the employee record kept beside
 * each account, staff positions and legal entities.
 */
import Type, { type Static } from 'typebox';

/** EMP-07 */
export const EMPLOYEE_STATUSES = ['ALL', 'WORKING', 'DISMISSED', 'UNDEFINED'] as const;
/** EMP-08 */
export const EMPLOYEE_ACCOUNT_STATUSES = ['ALL', 'ACTIVE', 'BLOCKED'] as const;
/** EMP-15: Payroll and Contract agreement. */
export const EMPLOYMENT_FORMS = ['PAYROLL', 'CONTRACT_AGREEMENT'] as const;
/** EMP-09, ACONST-06 */
export const EMPLOYEES_PAGE_SIZE = 20;
export const EMPLOYEE_NAME_MAX = 100;

const Nullable = <T extends Type.TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const StaffPosition = Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'StaffPosition' });
export const LegalEntity = Type.Object(
  { id: Type.Integer(), name: Type.String(), country: Type.String() },
  { $id: 'LegalEntity' },
);
/** EMP-20: an account of the staff API's accounts list (the caller's regions). */
export const StaffAccount = Type.Object(
  { id: Type.Integer(), name: Type.String(), surname: Type.String(), blocked: Type.Boolean() },
  { $id: 'StaffAccount' },
);
/** EMP-11 */
export const Employee = Type.Object(
  {
    accountId: Type.Integer(),
    name: Type.String(),
    surname: Type.String(),
    positionId: Nullable(Type.Integer()),
    positionName: Nullable(Type.String()),
    legalEntityId: Nullable(Type.Integer()),
    legalEntityName: Nullable(Type.String()),
    employmentForm: Nullable(Type.Enum(EMPLOYMENT_FORMS)),
    assignmentDate: Nullable(Type.String({ format: 'date-time' })),
    dismissalDate: Nullable(Type.String({ format: 'date-time' })),
    accountCreated: Type.String({ format: 'date-time' }),
    accountBlocked: Type.Boolean(),
  },
  { $id: 'Employee' },
);
export type EmployeeDto = Static<typeof Employee>;
export const EmployeePage = Type.Object(
  { content: Type.Array(Employee), totalSize: Type.Integer() },
  { $id: 'EmployeePage' },
);
/** EMP-10 */
export const EmployeePageQuery = Type.Object({
  nameLike: Type.Optional(Type.String({ maxLength: EMPLOYEE_NAME_MAX })),
  positionId: Type.Optional(Id),
  legalEntityId: Type.Optional(Id),
  employeeStatus: Type.Optional(Type.Enum(EMPLOYEE_STATUSES)),
  accountStatus: Type.Optional(Type.Enum(EMPLOYEE_ACCOUNT_STATUSES)),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: `default ${EMPLOYEES_PAGE_SIZE}` })),
});
export type EmployeePageQuery = Static<typeof EmployeePageQuery>;
/** EMP-19: dates are UTC start of the chosen day plus 1 minute (EMP-18, ACONST-29). */
export const UpdateEmployeeBody = Type.Object(
  {
    accountId: Id,
    name: Type.String({ minLength: 1, maxLength: EMPLOYEE_NAME_MAX }),
    surname: Type.String({ minLength: 1, maxLength: EMPLOYEE_NAME_MAX }),
    positionId: Nullable(Id),
    legalEntityId: Nullable(Id),
    employmentForm: Nullable(Type.Enum(EMPLOYMENT_FORMS)),
    assignmentDate: Nullable(Type.String({ format: 'date-time' })),
    dismissalDate: Nullable(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type UpdateEmployeeBody = Static<typeof UpdateEmployeeBody>;

/** EMP-18: the instant an employee date is sent and stored as — the day's UTC start plus 1 minute. */
export function employeeDateInstant(day: string): string {
  return `${day}T00:01:00.000Z`;
}
