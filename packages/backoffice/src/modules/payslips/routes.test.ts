/** Payslip routes' rules as a caller sees them (PAYSLIP-01..41): permissions, DRAFT-only changes, approve, delete, exports. */
import { ORDER_STATUS } from '@umbrella/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { libreOfficeRows } from '../../testing/libreoffice.js';
import { insertOutcomeOrder, setTariffs } from '../../testing/payslip-fixtures.js';

const API = '/module/payslips/api/v1';
const MARCH = { from: '2025-03-01T00:00:00.000Z', to: '2025-03-31T23:59:59.999Z' };
type Auth = { authorization: string };

let t: TestBackoffice;
let finance: Auth;
let viewer: Auth;
let payslipId: number;
let personId: number;

beforeAll(async () => {
  t = await buildTestBackoffice();
  finance = await t.auth('finance');
  viewer = await t.auth('finance', { permissions: ['payslip:view'] });
  await t.db.updateTable('payslip_usd_rates').set({ units_per_usd: 4 }).where('currency', '=', 'PEN').execute();
  await setTariffs(t.db, 'pe-central', 'PEN', { COD_ORDER_DELIVERED_BONUS: 1000, SIX_PACK_BONUS: 2000 });
  for (const [code, qty] of [
    ['R-1', 1],
    ['R-2', 6],
  ] as const) {
    await insertOutcomeOrder(t.db, {
      code,
      agent: 'agent',
      regionId: 'pe-central',
      currency: 'PEN',
      sku: 'PE-COLAGENO',
      qty,
      history: [[ORDER_STATUS.DELIVERED, '2025-03-10T12:00:00Z']],
    });
  }
  const res = await t.app.inject({ method: 'POST', url: `${API}/payslips`, headers: finance, payload: MARCH });
  expect(res.statusCode, res.body).toBe(201);
  payslipId = res.json().id;
  personId = res.json().items[0].id;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

describe('payslip list and permissions', () => {
  it('PAYSLIP-01 PAYSLIP-02 PAYSLIP-03 PAYSLIP-04 lists payslips with status, persons and USD amount', async () => {
    const res = await send('GET', '/payslips', viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toContainEqual(
      expect.objectContaining({ id: payslipId, status: 'DRAFT', numberOfPersons: 1, amountUSD: 500 + 500, ...MARCH }),
    );
  });

  it('PAYSLIP-41 payslip:view reads; without it the list is refused', async () => {
    const none = await t.auth('support');
    expect((await send('GET', '/payslips', none)).statusCode).toBe(403);
    expect((await send('GET', `/payslips/${payslipId}`, viewer)).statusCode).toBe(200);
  });

  it('PAYSLIP-23 PAYSLIP-32 PAYSLIP-41 creating, accruals and approving need payslip:edit as well', async () => {
    expect((await send('POST', '/payslips', viewer, MARCH)).statusCode).toBe(403);
    const add = await send('POST', '/salary-items', viewer, {
      currency: 'PEN',
      amount: 100,
      comment: 'x',
      accountPayslipId: personId,
    });
    expect(add.statusCode).toBe(403);
    expect((await send('POST', `/payslips/${payslipId}/approve`, viewer)).statusCode).toBe(403);
    expect((await send('DELETE', `/payslips/${payslipId}`, viewer)).statusCode).toBe(403);
  });

  it('PAYSLIP-07 a period that ends in the future is refused, naming the field', async () => {
    const res = await send('POST', '/payslips', finance, { from: MARCH.from, to: '2999-01-01T00:00:00.000Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ to: 'must not be in the future' });
  });

  it('a payslip of a region the caller does not work in answers as a missing one', async () => {
    const chile = await t.auth('finance', { regionIds: ['cl-central'] });
    const other = await send('GET', `/payslips/${payslipId}`, chile);
    const missing = await send('GET', '/payslips/2147483000', chile);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
  });
});

describe('accruals on a draft', () => {
  let itemId: number;

  it('PAYSLIP-25 the currencies are those with a USD rate', async () => {
    const res = await send('GET', '/currencies', viewer);
    expect(res.json()).toEqual(expect.arrayContaining(['PEN', 'USD']));
  });

  it('PAYSLIP-20 PAYSLIP-28 adds an arbitrary fee to a person of a DRAFT, converted to USD', async () => {
    const res = await send('POST', '/salary-items', finance, {
      currency: 'PEN',
      amount: 4000,
      comment: 'Bono por puntualidad',
      accountPayslipId: personId,
    });
    expect(res.statusCode, res.body).toBe(201);
    itemId = res.json().id;
    const items = (
      await send('GET', `/account-payslips/${personId}/salary-items?chargeType=ARBITRARY_FEE`, viewer)
    ).json();
    expect(items).toEqual([
      expect.objectContaining({
        id: itemId,
        chargeType: 'ARBITRARY_FEE',
        currency: 'PEN',
        amount: 4000,
        amountUSD: 1000,
        comment: 'Bono por puntualidad',
        whoDid: 'Valentina Soto Fuentes',
        orders: [],
      }),
    ]);
    const content = (await send('GET', `/payslips/${payslipId}`, viewer)).json();
    expect(content.items[0]).toMatchObject({ containsArbFee: true, amountUSD: 500 + 500 + 1000 });
  });

  it('PAYSLIP-24 PAYSLIP-26 PAYSLIP-27 currency, amount and comment are required, each named', async () => {
    const res = await send('POST', '/salary-items', finance, { accountPayslipId: personId, amount: 1, comment: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/currency|comment/);
    const unknown = await send('POST', '/salary-items', finance, {
      currency: 'EUR',
      amount: 1,
      comment: 'x',
      accountPayslipId: personId,
    });
    expect(unknown.json().errors).toEqual({ currency: 'is not one of the payslip currencies' });
  });

  it('PAYSLIP-21 PAYSLIP-29 updates the accrual on a DRAFT', async () => {
    const res = await send('PUT', `/salary-items/${itemId}`, finance, {
      currency: 'USD',
      amount: 500,
      comment: 'Corregido',
    });
    expect(res.statusCode, res.body).toBe(204);
    const items = (
      await send('GET', `/account-payslips/${personId}/salary-items?chargeType=ARBITRARY_FEE`, viewer)
    ).json();
    expect(items[0]).toMatchObject({ currency: 'USD', amount: 500, amountUSD: 500, comment: 'Corregido' });
  });

  it('computed items cannot be changed as accruals', async () => {
    const items = (
      await send('GET', `/account-payslips/${personId}/salary-items?chargeType=SIX_PACK_BONUS`, viewer)
    ).json();
    const res = await send('DELETE', `/salary-items/${items[0].id}`, finance);
    expect(res.statusCode).toBe(409);
  });

  it('PAYSLIP-22 PAYSLIP-30 deletes the accrual on a DRAFT', async () => {
    const extra = await send('POST', '/salary-items', finance, {
      currency: 'PEN',
      amount: -400,
      comment: 'Descuento',
      accountPayslipId: personId,
    });
    expect((await send('DELETE', `/salary-items/${extra.json().id}`, finance)).statusCode).toBe(204);
    const items = (
      await send('GET', `/account-payslips/${personId}/salary-items?chargeType=ARBITRARY_FEE`, viewer)
    ).json();
    expect(items.map((i: { id: number }) => i.id)).toEqual([itemId]);
  });
});

describe('exports', () => {
  async function workbookOf(url: string) {
    const res = await send('GET', url, viewer);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { workbook, disposition: String(res.headers['content-disposition']) };
  }
  const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

  it('PAYSLIP-38 PAYSLIP-40 the payslip sheet has one row per person and the USD per charge type, cell by cell', async () => {
    const { workbook, disposition } = await workbookOf(`/payslips/${payslipId}/excel`);
    expect(disposition).toMatch(/payslip_PS-\d{6}\.xlsx/);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toMatch(/^PS-\d{6}$/);
    const header = values(sheet?.getRow(1) as ExcelJS.Row);
    expect(header.slice(0, 6)).toEqual([
      'Surname',
      'Name',
      'Blocked',
      'Salary currency',
      'Salary amount',
      'Amount USD',
    ]);
    const row = sheet?.getRow(2) as ExcelJS.Row;
    const cell = (name: string) => row.getCell(header.indexOf(name) + 1).value;
    expect(cell('Surname')).toBe('Quispe Mamani');
    expect(cell('Name')).toBe('Lucía');
    expect(cell('Blocked')).toBe('no');
    expect(cell('Salary currency')).toBe('USD');
    expect(cell('Amount USD')).toBe(15);
    expect(cell('COD_ORDER_DELIVERED_BONUS (USD)')).toBe(5);
    expect(cell('SIX_PACK_BONUS (USD)')).toBe(5);
    expect(cell('ARBITRARY_FEE (USD)')).toBe(5);
    expect(cell('NINE_PACK_BONUS (USD)')).toBeNull();
    expect(sheet?.getRow(3).getCell(1).value).toBe('Total');
    expect(sheet?.getRow(3).getCell(6).value).toBe(15);
  });

  it('PAYSLIP-39 PAYSLIP-40 the transactions sheet has one row per order of each item and one per accrual', async () => {
    const { workbook, disposition } = await workbookOf(`/payslips/${payslipId}/transactions/excel`);
    expect(disposition).toMatch(/transactions_PS-\d{6}\.xlsx/);
    const sheet = workbook.getWorksheet('Transactions') as ExcelJS.Worksheet;
    const rows = [];
    for (let r = 1; r <= sheet.rowCount; r++) rows.push(values(sheet.getRow(r)));
    expect(rows).toEqual([
      ['Surname', 'Name', 'Charge type', 'Order', 'Region', 'Currency', 'Amount', 'Correction', 'Comment'],
      ['Quispe Mamani', 'Lucía', 'COD_ORDER_DELIVERED_BONUS', 'R-1', 'pe-central', 'PEN', 10, 'no', 'Orders: 2'],
      ['Quispe Mamani', 'Lucía', 'COD_ORDER_DELIVERED_BONUS', 'R-2', 'pe-central', 'PEN', 10, 'no', 'Orders: 2'],
      ['Quispe Mamani', 'Lucía', 'SIX_PACK_BONUS', 'R-2', 'pe-central', 'PEN', 20, 'no', 'Orders: 1'],
      ['Quispe Mamani', 'Lucía', 'ARBITRARY_FEE', undefined, undefined, 'USD', 5, 'no', 'Corregido'],
    ]);
  });
});

describe('exports opened by LibreOffice', () => {
  const opened = async (url: string) => {
    const res = await send('GET', url, viewer);
    expect(res.statusCode).toBe(200);
    return libreOfficeRows(res.rawPayload);
  };

  it('PAYSLIP-38 the payslip sheet opens in LibreOffice with the same cells', { timeout: 180_000 }, async () => {
    const rows = await opened(`/payslips/${payslipId}/excel`);
    const header = rows[0] ?? [];
    expect(header.slice(0, 6)).toEqual([
      'Surname',
      'Name',
      'Blocked',
      'Salary currency',
      'Salary amount',
      'Amount USD',
    ]);
    const cell = (r: number, name: string) => rows[r]?.[header.indexOf(name)];
    expect(cell(1, 'Surname')).toBe('Quispe Mamani');
    expect(cell(1, 'Name')).toBe('Lucía');
    expect(cell(1, 'Amount USD')).toBe('15.00');
    expect(cell(1, 'COD_ORDER_DELIVERED_BONUS (USD)')).toBe('5.00');
    expect(cell(1, 'SIX_PACK_BONUS (USD)')).toBe('5.00');
    expect(cell(1, 'NINE_PACK_BONUS (USD)')).toBe('');
    expect(cell(2, 'Surname')).toBe('Total');
    expect(cell(2, 'Amount USD')).toBe('15.00');
    expect(rows).toHaveLength(3);
  });

  it('PAYSLIP-39 the transactions sheet opens in LibreOffice with the same cells', { timeout: 180_000 }, async () => {
    expect(await opened(`/payslips/${payslipId}/transactions/excel`)).toEqual([
      ['Surname', 'Name', 'Charge type', 'Order', 'Region', 'Currency', 'Amount', 'Correction', 'Comment'],
      ['Quispe Mamani', 'Lucía', 'COD_ORDER_DELIVERED_BONUS', 'R-1', 'pe-central', 'PEN', '10.00', 'no', 'Orders: 2'],
      ['Quispe Mamani', 'Lucía', 'COD_ORDER_DELIVERED_BONUS', 'R-2', 'pe-central', 'PEN', '10.00', 'no', 'Orders: 2'],
      ['Quispe Mamani', 'Lucía', 'SIX_PACK_BONUS', 'R-2', 'pe-central', 'PEN', '20.00', 'no', 'Orders: 1'],
      ['Quispe Mamani', 'Lucía', 'ARBITRARY_FEE', '', '', 'USD', '5.00', 'no', 'Corregido'],
    ]);
  });
});

describe('approve and delete', () => {
  it('PAYSLIP-31 PAYSLIP-34 approve turns the DRAFT into APPROVED, once', async () => {
    expect((await send('POST', `/payslips/${payslipId}/approve`, finance)).statusCode).toBe(204);
    expect((await send('GET', `/payslips/${payslipId}`, viewer)).json().status).toBe('APPROVED');
    expect((await send('POST', `/payslips/${payslipId}/approve`, finance)).statusCode).toBe(409);
  });

  it('PAYSLIP-20 PAYSLIP-21 PAYSLIP-22 an APPROVED payslip takes no accrual changes', async () => {
    const add = await send('POST', '/salary-items', finance, {
      currency: 'PEN',
      amount: 1,
      comment: 'x',
      accountPayslipId: personId,
    });
    expect(add.statusCode).toBe(409);
    const items = (
      await send('GET', `/account-payslips/${personId}/salary-items?chargeType=ARBITRARY_FEE`, viewer)
    ).json();
    expect(
      (await send('PUT', `/salary-items/${items[0].id}`, finance, { currency: 'PEN', amount: 1, comment: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await send('DELETE', `/salary-items/${items[0].id}`, finance)).statusCode).toBe(409);
  });

  it('PAYSLIP-36 an APPROVED payslip cannot be deleted', async () => {
    const res = await send('DELETE', `/payslips/${payslipId}`, finance);
    expect(res.statusCode).toBe(409);
    expect((await send('GET', `/payslips/${payslipId}`, viewer)).statusCode).toBe(200);
  });

  it('PAYSLIP-35 PAYSLIP-37 a draft is deleted', async () => {
    const draft = await send('POST', '/payslips', finance, MARCH);
    expect((await send('DELETE', `/payslips/${draft.json().id}`, finance)).statusCode).toBe(204);
    expect((await send('GET', `/payslips/${draft.json().id}`, viewer)).statusCode).toBe(404);
  });
});
