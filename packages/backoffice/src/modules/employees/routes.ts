/**
 * /module/staff (EMP-01..20): positions, legal entities, the employees list and its spreadsheet,
 * for payment.document.receipt:list (ADMIN-08). The update is flows/employee-info's (it renames
 * the account too).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  EMPLOYEES_PAGE_SIZE,
  EmployeePage,
  EmployeePageQuery,
  LegalEntity,
  StaffAccount,
  StaffPosition,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { sendSpreadsheet, writeSheet } from '../../platform/spreadsheet-writer.js';
import { createEmployeeService } from './service.js';

export const STAFF_API = '/module/staff/api/v1';
export const EMPLOYEES_PERMISSION = { permission: ['payment.document.receipt:list'] } as const;
const tags = ['staff'];
const Sheet = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'an .xlsx spreadsheet' });

const COLUMNS = [
  { header: 'Surname', key: 'surname', width: 24 },
  { header: 'Name', key: 'name', width: 18 },
  { header: 'Legal entity', key: 'legalEntity', width: 28 },
  { header: 'Position', key: 'position', width: 20 },
  { header: 'Employment form', key: 'employmentForm', width: 20 },
  { header: 'Assignment date', key: 'assignmentDate', width: 14 },
  { header: 'Dismissal date', key: 'dismissalDate', width: 14 },
  { header: 'Created', key: 'created', width: 14 },
  { header: 'Blocked', key: 'blocked', width: 10 },
];
const FORM_LABEL = { PAYROLL: 'Payroll', CONTRACT_AGREEMENT: 'Contract agreement' } as const;
/** DD-MM-YYYY of the UTC day (EMP-13: employee dates are UTC start of day plus a minute). */
const day = (iso: string | null) => (iso ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : null);

export const employeeRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const employees = createEmployeeService({ db });
  const config = EMPLOYEES_PERMISSION;

  app.get(
    `${STAFF_API}/positions`,
    {
      config,
      schema: {
        tags,
        summary: 'getStaffPositionsList (EMP-05)',
        response: { 200: Type.Array(StaffPosition), ...errorResponses },
      },
    },
    async () => employees.positions(),
  );

  app.get(
    `${STAFF_API}/legal-entities`,
    {
      config,
      schema: {
        tags,
        summary: 'getLegalEntityList (EMP-06)',
        response: { 200: Type.Array(LegalEntity), ...errorResponses },
      },
    },
    async () => employees.legalEntities(),
  );

  app.get(
    `${STAFF_API}/accounts`,
    {
      config,
      schema: {
        tags,
        summary: 'accounts: the caller’s regions’ undeleted accounts, by surname (EMP-20)',
        response: { 200: Type.Array(StaffAccount), ...errorResponses },
      },
    },
    async (request) => employees.accounts(request.caller),
  );

  app.get(
    `${STAFF_API}/employees`,
    {
      config,
      schema: {
        tags,
        summary: 'getEmployersList: accounts of the caller’s regions with their employee records (EMP-10)',
        querystring: EmployeePageQuery,
        response: { 200: EmployeePage, ...errorResponses },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      return employees.page(request.caller, filter, page ?? 0, size ?? EMPLOYEES_PAGE_SIZE, systemClock.now());
    },
  );

  app.get(
    `${STAFF_API}/employees/excel`,
    {
      config,
      schema: {
        tags,
        summary: 'getEmployeesExcell: the filtered employees as employers_{date}.xlsx (EMP-02, EMP-03)',
        querystring: Type.Omit(EmployeePageQuery, ['page', 'size']),
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: Sheet, ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = systemClock.now();
      async function* rows() {
        for await (const e of employees.all(request.caller, request.query, now)) {
          yield {
            surname: e.surname,
            name: e.name,
            legalEntity: e.legalEntityName,
            position: e.positionName,
            employmentForm: e.employmentForm ? FORM_LABEL[e.employmentForm] : null,
            assignmentDate: day(e.assignmentDate),
            dismissalDate: day(e.dismissalDate),
            created: day(e.accountCreated),
            blocked: e.accountBlocked ? 'yes' : 'no',
          };
        }
      }
      return sendSpreadsheet(reply, `employers_${now.toISOString().slice(0, 10)}.xlsx`, (workbook) =>
        writeSheet(workbook, 'Employees', COLUMNS, rows()),
      );
    },
  );
};
