/** The staff API as a caller sees it (EMP-01..20). */
import { employeeDateInstant } from '@umbrella/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { libreOfficeRows } from '../../testing/libreoffice.js';
import { accountId } from '../../testing/order-fixtures.js';

const API = '/module/staff/api/v1';
let t: TestBackoffice;
let finance: { authorization: string };

beforeAll(async () => {
  t = await buildTestBackoffice();
  finance = await t.auth('finance');
});
afterAll(() => t.close());

const get = (url: string, headers = finance) => t.app.inject({ url: `${API}${url}`, headers });

describe('employees', () => {
  it('EMP-05 EMP-06 positions are {id, name} and legal entities {id, name, country}', async () => {
    const positions = (await get('/positions')).json();
    expect(positions).toContainEqual({ id: expect.any(Number), name: 'Agent' });
    const entities = (await get('/legal-entities')).json();
    expect(entities).toContainEqual({ id: expect.any(Number), name: 'Umbrella Perú S.A.C.', country: 'PE' });
  });

  it('EMP-09 EMP-10 EMP-11 lists employees by surname, 20 a page, with every field', async () => {
    const res = await get('/employees');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.length).toBeLessThanOrEqual(20);
    const lucia = res.json().content.find((e: { surname: string }) => e.surname === 'Quispe Mamani');
    expect(lucia).toEqual({
      accountId: await accountId(t.db, 'agent'),
      name: 'Lucía',
      surname: 'Quispe Mamani',
      positionId: expect.any(Number),
      positionName: 'Agent',
      legalEntityId: expect.any(Number),
      legalEntityName: 'Umbrella Perú S.A.C.',
      employmentForm: 'CONTRACT_AGREEMENT',
      assignmentDate: '2025-03-03T00:01:00.000Z',
      dismissalDate: null,
      accountCreated: expect.any(String),
      accountBlocked: false,
    });
    const surnames = res.json().content.map((e: { surname: string }) => e.surname);
    expect(surnames).toEqual([...surnames].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('EMP-04 EMP-07 EMP-08 filters by name, employee status and account status', async () => {
    const byName = (await get('/employees?nameLike=lucía quispe')).json();
    expect(byName.content.map((e: { surname: string }) => e.surname)).toEqual(['Quispe Mamani']);
    const working = (await get('/employees?employeeStatus=WORKING&size=100')).json();
    expect(working.content.every((e: { assignmentDate: string | null }) => e.assignmentDate)).toBe(true);
    const undefinedStatus = (await get('/employees?employeeStatus=UNDEFINED&size=100')).json();
    expect(undefinedStatus.content.map((e: { surname: string }) => e.surname)).toContain('Hernández Luna');
    const blocked = (await get('/employees?accountStatus=BLOCKED')).json();
    expect(blocked).toEqual({ content: [], totalSize: 0 });
  });

  it('EMP-18 ACONST-29 EMP-19 updates names, position, entity, form and the dates as sent; a dismissed employee filters as DISMISSED', async () => {
    const positions = (await get('/positions')).json() as { id: number; name: string }[];
    const entities = (await get('/legal-entities')).json() as { id: number; name: string }[];
    const id = await accountId(t.db, 'support');
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/employees`,
      headers: finance,
      payload: {
        accountId: id,
        name: 'Diego',
        surname: 'Hernández',
        positionId: positions.find((p) => p.name === 'Support specialist')?.id ?? null,
        legalEntityId: entities.find((e) => e.name === 'Umbrella Chile SpA')?.id ?? null,
        employmentForm: 'PAYROLL',
        assignmentDate: employeeDateInstant('2024-02-01'),
        dismissalDate: employeeDateInstant('2025-01-31'),
      },
    });
    expect(res.statusCode, res.body).toBe(204);
    const dismissed = (await get('/employees?employeeStatus=DISMISSED')).json();
    expect(dismissed.content).toEqual([
      expect.objectContaining({
        accountId: id,
        surname: 'Hernández',
        positionName: 'Support specialist',
        legalEntityName: 'Umbrella Chile SpA',
        employmentForm: 'PAYROLL',
        assignmentDate: '2024-02-01T00:01:00.000Z',
        dismissalDate: '2025-01-31T00:01:00.000Z',
      }),
    ]);
  });

  it('EMP-16 EMP-17 name and surname are required, each named', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/employees`,
      headers: finance,
      payload: {
        accountId: await accountId(t.db, 'agent'),
        name: ' ',
        surname: 'x',
        positionId: null,
        legalEntityId: null,
        employmentForm: null,
        assignmentDate: null,
        dismissalDate: null,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'is required' });
  });

  it('ADMIN-08 the staff API needs payment.document.receipt:list', async () => {
    expect((await get('/employees', await t.auth('agent'))).statusCode).toBe(403);
  });

  it('EMP-02 EMP-03 exports the filtered employees as employers_{date}.xlsx, cell by cell', async () => {
    const res = await get('/employees/excel?nameLike=Quispe');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/employers_\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Employees') as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Surname',
      'Name',
      'Legal entity',
      'Position',
      'Employment form',
      'Assignment date',
      'Dismissal date',
      'Created',
      'Blocked',
    ]);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(0, 7)).toEqual([
      'Quispe Mamani',
      'Lucía',
      'Umbrella Perú S.A.C.',
      'Agent',
      'Contract agreement',
      '03-03-2025',
      undefined,
    ]);
    expect(row[7]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(row[8]).toBe('no');
  });

  it('EMP-02 the employees spreadsheet opens in LibreOffice with the same cells', { timeout: 180_000 }, async () => {
    const res = await get('/employees/excel?nameLike=Quispe');
    expect(res.statusCode).toBe(200);
    const rows = await libreOfficeRows(res.rawPayload);
    expect(rows[0]).toEqual([
      'Surname',
      'Name',
      'Legal entity',
      'Position',
      'Employment form',
      'Assignment date',
      'Dismissal date',
      'Created',
      'Blocked',
    ]);
    expect(rows[1]?.slice(0, 7)).toEqual([
      'Quispe Mamani',
      'Lucía',
      'Umbrella Perú S.A.C.',
      'Agent',
      'Contract agreement',
      '03-03-2025',
      '',
    ]);
    expect(rows[1]?.[8]).toBe('no');
    expect(rows).toHaveLength(2);
  });

  it('EMP-20 the staff API offers accounts, legal entities, positions, update account and the employee export', async () => {
    const accounts = await get('/accounts');
    expect(accounts.statusCode, accounts.body).toBe(200);
    const id = await accountId(t.db, 'agent');
    expect(accounts.json()).toContainEqual({ id, name: 'Lucía', surname: 'Quispe Mamani', blocked: false });
    const surnames = accounts.json().map((a: { surname: string }) => a.surname);
    expect(surnames).toEqual([...surnames].sort((a: string, b: string) => a.localeCompare(b)));
    expect((await get('/accounts', await t.auth('agent'))).statusCode).toBe(403);

    expect((await get('/legal-entities')).json().length).toBeGreaterThan(0);
    expect((await get('/positions')).json().length).toBeGreaterThan(0);

    // update account: the account's own name changes, seen in the accounts list and the export.
    const update = await t.app.inject({
      method: 'PUT',
      url: `${API}/employees`,
      headers: finance,
      payload: {
        accountId: id,
        name: 'Lucía Rosa',
        surname: 'Quispe Mamani',
        positionId: null,
        legalEntityId: null,
        employmentForm: 'CONTRACT_AGREEMENT',
        assignmentDate: employeeDateInstant('2025-03-03'),
        dismissalDate: null,
      },
    });
    expect(update.statusCode, update.body).toBe(204);
    expect((await get('/accounts')).json()).toContainEqual({
      id,
      name: 'Lucía Rosa',
      surname: 'Quispe Mamani',
      blocked: false,
    });
    const sheet = await get('/employees/excel?nameLike=Lucía Rosa');
    expect(sheet.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Employees')?.getRow(2).getCell(2).value).toBe('Lucía Rosa');
  });
});
