import { ChangeStatusBody, ORDER_STATUS, statusName } from '@umbrella/contract';
import ExcelJS from 'exceljs';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../../testing/build.js';
import { insertTestOrder } from '../../../../testing/search-fixtures.js';

const HOUR = 3600_000;

const SPEC: [string, number, string, string][] = [
  ['CONST-01', 0, 'Submit', 'SUBMIT'],
  ['CONST-02', 1, 'No answer', 'NO_ANSWER'],
  ['CONST-03', 2, 'Recall', 'RECALL'],
  ['CONST-04', 3, 'Cancel', 'CANCEL'],
  ['CONST-05', 4, 'Cancel not interested', 'CANCEL_NOT_INTERESTED'],
  ['CONST-06', 5, 'Confirmed', 'CONFIRMED'],
  ['CONST-07', 6, 'Spam', 'SPAM'],
  ['CONST-08', 7, 'Transit', 'TRANSIT'],
  ['CONST-09', 8, 'Refused', 'REFUSED'],
  ['CONST-10', 9, 'Delivered', 'DELIVERED'],
  ['CONST-11', 10, 'Claimed', 'CLAIMED'],
  ['CONST-12', 20, 'Hold', 'HOLD'],
  ['CONST-13', 21, 'Busy', 'BUSY'],
  ['CONST-14', 30, 'Verified', 'VERIFIED'],
  ['CONST-15', 40, 'Deposit', 'DEPOSIT'],
  ['CONST-16', 50, 'Cancel on delivery', 'CANCEL_ON_DELIVERY'],
  ['CONST-17', 60, 'Scheduled', 'SCHEDULED'],
  ['CONST-18', 70, 'On the way', 'ON_THE_WAY'],
  ['CONST-19', 80, 'Received by client', 'RECEIVED_BY_CLIENT'],
  ['CONST-20', 90, 'Refused by client', 'REFUSED_BY_CLIENT'],
];

/** The order sheet's Status column (SEARCH-28) by short code: where the back-office writes a status's label. */
async function sheetStatuses(t: TestBackoffice, shortCodes: string[]): Promise<Map<string, string>> {
  const manager = await t.auth('manager', { regionIds: ['pe-central'], features: [] });
  const now = Date.now();
  const period = { from: new Date(now - 12 * HOUR).toISOString(), to: new Date(now).toISOString() };
  const sent = await t.app.inject({
    method: 'POST',
    url: '/module/orders/api/v1/orders/sheet',
    payload: { email: 'marta@umbrella.example', command: { period, filters: { text: 'CST' } } },
    headers: manager,
  });
  expect(sent.json()).toMatchObject({ rows: shortCodes.length });
  const mails = (await t.app.inject({ url: '/module/orders/api/v1/mails', headers: manager })).json();
  const file = await t.app.inject({ url: `/module/orders/api/v1/mails/${mails[0].id}/attachment`, headers: manager });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Orders');
  const statuses = new Map<string, string>();
  sheet?.eachRow((row, n) => {
    if (n > 1) statuses.set(String(row.getCell(1).value), String(row.getCell(2).value));
  });
  return statuses;
}

describe('numeric order and lead statuses', () => {
  let t: TestBackoffice;
  let labels = new Map<string, string>();
  const codeOf = (value: number) => `CST-${String(100 + value).padStart(3, '0')}-001`;
  beforeAll(async () => {
    t = await buildTestBackoffice();
    for (const [, value] of SPEC) {
      await insertTestOrder(t.db, { shortCode: codeOf(value), status: value, createdAt: new Date(Date.now() - HOUR) });
    }
    labels = await sheetStatuses(
      t,
      SPEC.map(([, value]) => codeOf(value)),
    );
  });
  afterAll(() => t.close());

  for (const [id, value, label, name] of SPEC) {
    it(`${id} status ${value} = ${label}, named ${name} in status_name`, () => {
      expect(labels.get(codeOf(value))).toBe(label);
      expect(statusName(value)).toBe(name);
    });
  }

  it('there are exactly the twenty statuses of the spec, and change-status takes only lead outcomes', () => {
    expect(Object.values(ORDER_STATUS).sort((a, b) => a - b)).toEqual(SPEC.map(([, v]) => v));
    const takes = (status: number) => Value.Check(ChangeStatusBody, { leadId: 1, status });
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20, 21, 30].filter(takes)).toEqual([1, 2, 3, 4, 6, 20, 21]);
    expect(statusName(11)).toBe('UNKNOWN');
  });
});
