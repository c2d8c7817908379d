import { randomUUID } from 'node:crypto';
import { seedOrder, testWorkbook } from '@umbrella/backoffice/testing';
import { ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedTestGateway, startEmbeddedGateway } from '../testing/gateway.js';

/**
 * Courier (provider) reports through the gateway (decision 1832): the file is read here, its rows
 * matched by the back-office in the same request, and every row error answered before anything is
 * stored; a valid file is stored validated, never Processing.
 */
let gateway: EmbeddedTestGateway;
let auth: { authorization: string };
const OLVA = 1;
const SHALOM = 2;
const API = '/module/delivery/api/v1';

beforeAll(async () => {
  gateway = await startEmbeddedGateway();
  auth = { authorization: `Bearer ${await gateway.token('delivery')}` };
});
afterAll(() => gateway.close());

const courierOrder = (status: number, providerId = OLVA, regionId = 'pe-central') =>
  seedOrder(gateway.db, { status, regionId, providerId });

const validate = (file: Buffer, providerId = OLVA, headers = auth) =>
  gateway.app.inject({
    method: 'POST',
    url: `/gateway/reports/courier/validate?providerId=${providerId}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: file,
  });

const upload = (file: Buffer, name: string, extra: Record<string, string> = {}, providerId = OLVA) =>
  gateway.app.inject({
    method: 'PUT',
    url: '/gateway/reports/courier',
    headers: {
      ...auth,
      'content-type': 'application/octet-stream',
      'idempotency-key': randomUUID(),
      'x-amz-meta-providerid': String(providerId),
      'x-amz-meta-filename': encodeURIComponent(name),
      ...extra,
    },
    payload: file,
  });

const reportsNamed = async (name: string) =>
  gateway.db.selectFrom('delivery_reports').select(['id', 'validation_result']).where('file_name', '=', name).execute();

describe('/gateway/reports/courier', { timeout: 120_000 }, () => {
  it('DREP-31 DREP-32 DREP-33 DREP-34 every row error, of the file and of the orders, is answered at once with its code and values; nothing is stored', async () => {
    const ok = await courierOrder(ORDER_STATUS.TRANSIT);
    const elsewhere = await courierOrder(ORDER_STATUS.TRANSIT, SHALOM);
    const cancelled = await courierOrder(ORDER_STATUS.CANCEL);
    const file = await testWorkbook([
      ['Short code', 'Status'],
      [ok.shortCode, 'DELIVERED'],
      ['AB-12', 'DELIVERED'],
      [ok.shortCode, 'REFUSED'],
      ['ZZZ-000-000', 'DELIVERED'],
      [elsewhere.shortCode, 'REFUSED'],
      [cancelled.shortCode, 'DELIVERED'],
      ['XYZ-111-111', 'LOST'],
    ]);
    const res = await validate(file);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { errors: { code: string; row: number; values: object }[]; queueable: boolean };
    expect(body.errors.map((e) => [e.row, e.code])).toEqual([
      [3, 'shortCodeFormat'],
      [4, 'duplicate'],
      [5, 'orderNotFound'],
      [6, 'orderOtherProvider'],
      [7, 'orderCannotTakeStatus'],
      [8, 'statusUnknown'],
    ]);
    expect(body.errors[0]).toMatchObject({ values: { row: 3, value: 'AB-12' } });
    expect(body.errors[1]).toMatchObject({ values: { row: 4, value: ok.shortCode, first: 2 } });
    expect(body.errors[2]).toMatchObject({ message: 'Row 5: there is no order ZZZ-000-000' });
    expect(body.queueable).toBe(false);

    const refused = await upload(file, 'olva-errors.xlsx');
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { reportErrors: unknown[] }).reportErrors).toHaveLength(6);
    // How many, as a reason key with its value, for the web to say in the user's language.
    expect(refused.json()).toMatchObject({
      message: 'The report has 6 error(s)',
      reason: { key: 'reportHasErrors', values: { errors: 6 } },
      reasons: { file: { key: 'errorCount', values: { errors: 6 } } },
    });
    expect(await reportsNamed('olva-errors.xlsx')).toEqual([]);
  });

  it('DREP-21 DREP-24 DREP-25 a valid file is stored with its rows, validated at once: Valid, never Processing', async () => {
    const a = await courierOrder(ORDER_STATUS.TRANSIT);
    const b = await courierOrder(ORDER_STATUS.ON_THE_WAY);
    const file = await testWorkbook([
      ['Estado', 'Código de pedido'],
      ['delivered', a.shortCode],
      [' REFUSED ', b.shortCode.toLowerCase()],
    ]);
    expect((await validate(file)).json()).toMatchObject({ rows: 2, errors: [], queueable: false });
    const res = await upload(file, 'olva-valid.xlsx');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      fileName: 'olva-valid.xlsx',
      startProcessingAt: null,
      validationResult: true,
    });
    const rows = await gateway.db
      .selectFrom('delivery_report_rows')
      .select(['short_code', 'status', 'order_id'])
      .where('report_id', '=', (res.json() as { id: number }).id)
      .orderBy('row_number')
      .execute();
    expect(rows).toEqual([
      { short_code: a.shortCode, status: 'DELIVERED', order_id: a.id },
      { short_code: b.shortCode, status: 'REFUSED', order_id: b.id },
    ]);
  });

  it('DREP-11 DREP-20 a file whose only errors are unmatched rows is refused, unless kept to queue them: then a Validation Error with its keyed errors', async () => {
    const a = await courierOrder(ORDER_STATUS.TRANSIT);
    const file = await testWorkbook([
      ['Short code', 'Status'],
      [a.shortCode, 'DELIVERED'],
      ['QQQ-999-999', 'DELIVERED'],
    ]);
    expect((await validate(file)).json()).toMatchObject({ queueable: true, errors: [{ code: 'orderNotFound' }] });
    expect((await upload(file, 'olva-unmatched.xlsx')).statusCode).toBe(400);
    expect(await reportsNamed('olva-unmatched.xlsx')).toEqual([]);

    const kept = await upload(file, 'olva-unmatched.xlsx', { 'x-keep-unmatched': 'true' });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({ validationResult: false, queueable: true, startProcessingAt: null });
    const errors = await gateway.app.inject({
      method: 'GET',
      url: `${API}/reports/${(kept.json() as { id: number }).id}/validation-errors`,
      headers: auth,
    });
    expect(errors.json()).toEqual({
      errors: [
        {
          error: 'Row 3: there is no order QQQ-999-999',
          code: 'orderNotFound',
          values: { row: 3, value: 'QQQ-999-999' },
        },
      ],
    });
  });

  it('issue 13 mapping DREP-31 a file of a new layout answers its header cells to map; the mapping saved, the same file reads with it', async () => {
    const a = await courierOrder(ORDER_STATUS.TRANSIT);
    const file = await testWorkbook([
      ['Guía', 'Código de envío', 'Resultado'],
      ['G-1', a.shortCode, 'Entregado'],
    ]);
    const first = (await validate(file)).json();
    expect(first).toMatchObject({
      rows: 0,
      headers: ['Guía', 'Código de envío', 'Resultado'],
      errors: [{ code: 'columnsMissing' }],
    });
    const saved = await gateway.app.inject({
      method: 'POST',
      url: `${API}/reports/mappings`,
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: {
        providerId: OLVA,
        headers: first.headers,
        shortCodeColumn: 1,
        statusColumn: 2,
        deliveredWords: ['Entregado'],
        refusedWords: ['Rechazado'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await validate(file)).json()).toMatchObject({ rows: 1, errors: [] });
    expect((await validate(file, SHALOM)).json()).toMatchObject({ headers: ['Guía', 'Código de envío', 'Resultado'] });
  });

  it('a large file’s rows reach the back-office in one request; the errors are listed up to the limit', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [
      `QQQ-${String(Math.floor(i / 1000)).padStart(3, '0')}-${String(i % 1000).padStart(3, '0')}`,
      'DELIVERED',
    ]);
    const res = await validate(await testWorkbook([['Short code', 'Status'], ...rows]));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json()).toMatchObject({ rows: 20_000, queueable: true });
    expect((res.json() as { errors: unknown[] }).errors).toHaveLength(500);
  });

  it('DREP-29 only .xlsx: a CSV is refused by its bytes before anything is stored', async () => {
    const res = await validate(Buffer.from('short code;status\nABC-123-123;DELIVERED\n'));
    expect(res.json()).toMatchObject({ rows: 0, errors: [{ code: 'fileFormat', values: { formats: '.xlsx' } }] });
  });

  it('uploading a courier report needs upload:delivery, and a provider of the caller’s regions', async () => {
    const file = await testWorkbook([['Short code', 'Status']]);
    const agent = { authorization: `Bearer ${await gateway.token('agent')}` };
    expect((await validate(file, OLVA, agent)).statusCode).toBe(403);
    expect((await validate(file, 999_999)).statusCode).toBe(404);
  });
});
