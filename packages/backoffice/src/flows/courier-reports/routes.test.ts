import { randomUUID } from 'node:crypto';
import { type DeliveryReportDto, deliveryReportStatus, ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedOrder } from '../../testing/order-fixtures.js';
import { testWorkbook } from '../../testing/workbook.js';

let t: TestBackoffice;
let delivery: Record<string, string>;
const API = '/module/delivery/api/v1';
const OLVA = 1;
const SHALOM = 2;
const STARKEN = 5;

beforeAll(async () => {
  t = await buildTestBackoffice();
  delivery = await t.auth('delivery');
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, payload?: object, headers = delivery) {
  return t.app.inject({
    method,
    url,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
    payload,
  });
}

const courierOrder = (status: number, providerId = OLVA, regionId = 'pe-central') =>
  seedOrder(t.db, { status, regionId, providerId });

type Row = { row: number; shortCode: string; status: 'DELIVERED' | 'REFUSED' };
/** Rows as the gateway reads them from a file: the second sheet row first. */
const rowsOf = (...rows: [string, 'DELIVERED' | 'REFUSED'][]): Row[] =>
  rows.map(([shortCode, status], i) => ({ row: i + 2, shortCode, status }));

/**
 * The three upload steps as the gateway takes them once the file read well (decision 1832): link,
 * PUT of the bytes, process-uploaded with the rows it read.
 */
async function upload(rows: Row[], options: { providerId?: number; name?: string; keepUnmatched?: boolean } = {}) {
  const { providerId = OLVA, name = 'olva-report.xlsx', keepUnmatched } = options;
  const file = await testWorkbook([['status', 'short code'], ...rows.map((r) => [r.status, r.shortCode])]);
  const link = await call('POST', `${API}/reports/upload-link`, { providerId, originalFileName: name });
  expect(link.statusCode).toBe(200);
  const info = link.json();
  const url = new URL(info.uploadUrl);
  const put = await t.app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    payload: file,
  });
  expect(put.statusCode).toBe(204);
  const processed = await call('POST', `${API}/reports/process-uploaded`, {
    providerId: info.providerId,
    originalFileName: info.originalFileName,
    fileKey: info.fileKey,
    rows,
    ...(keepUnmatched === undefined ? {} : { keepUnmatched }),
  });
  return { info, processed };
}

const list = async (providerId = OLVA): Promise<DeliveryReportDto[]> =>
  (await call('GET', `${API}/reports?providerId=${providerId}&limit=3`)).json();

const statusOf = async (id: number) =>
  (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const eventsOf = async (id: number) =>
  t.db.selectFrom('order_events').select(['status', 'details']).where('order_id', '=', id).execute();

describe('provider reports', { timeout: 60_000 }, () => {
  it('DREP-02 DREP-03 deliveryProviders({regionId}) lists the region’s providers; Olva, Bluex and Servientrega have fixed ids', async () => {
    const names = async (regionId: string) =>
      ((await call('GET', `${API}/providers?regionId=${regionId}`)).json() as { id: number; name: string }[]).map(
        (p) => [p.id, p.name],
      );
    expect(await names('pe-central')).toContainEqual([1, 'Olva Courier']);
    expect(await names('cl-central')).toContainEqual([6, 'Blue Express']);
    expect(await names('co-central')).toContainEqual([9, 'Servientrega']);
  });

  describe('the rows the gateway read: link → PUT → process-uploaded, Valid at once → apply', () => {
    let delivered: { id: number; shortCode: string }[] = [];
    let refused: { id: number; shortCode: string };
    let link: { uploadUrl: string };
    let started: { statusCode: number; report: DeliveryReportDto };
    let valid: DeliveryReportDto;
    let beforeApply: number;
    beforeAll(async () => {
      delivered = [
        await courierOrder(ORDER_STATUS.TRANSIT),
        await courierOrder(ORDER_STATUS.TRANSIT),
        await courierOrder(ORDER_STATUS.ON_THE_WAY),
      ];
      refused = await courierOrder(ORDER_STATUS.TRANSIT);
      const uploaded = await upload(
        rowsOf(...delivered.map((o) => [o.shortCode, 'DELIVERED'] as [string, 'DELIVERED']), [
          refused.shortCode,
          'REFUSED',
        ]),
      );
      link = uploaded.info;
      started = { statusCode: uploaded.processed.statusCode, report: uploaded.processed.json() };
      valid = started.report;
      beforeApply = await statusOf((delivered[0] as { id: number }).id);
    });

    it('DREP-21 DREP-22 DREP-23 the provider’s file gets an upload link', () => {
      expect(link.uploadUrl).toContain('/module/delivery/files/delivery-reports/');
    });

    it('DREP-24 DREP-25 the file PUT to the link is taken in by process-uploaded', () => {
      expect(started.statusCode).toBe(201);
      expect(started.report).toMatchObject({ providerId: OLVA, fileName: 'olva-report.xlsx', appliedAt: null });
    });

    it('DREP-07 a report carries id, fileName, appliedAt, createdAt, validatedAt, whoDid, startProcessingAt, validationResult', () => {
      expect(Object.keys(started.report).sort()).toEqual(
        [
          'appliedAt',
          'createdAt',
          'fileName',
          'headers',
          'id',
          'providerId',
          'queueable',
          'startProcessingAt',
          'validatedAt',
          'validationResult',
          'whoDid',
        ].sort(),
      );
      expect(started.report.whoDid).toBeTruthy();
    });

    it('DREP-10 it is stored validated, Valid, never Processing, and no order has changed yet', () => {
      expect(valid).toMatchObject({ validationResult: true, startProcessingAt: null });
      expect(valid.validatedAt).not.toBeNull();
      expect(deliveryReportStatus(valid)).toBe('Valid');
      expect(beforeApply).toBe(ORDER_STATUS.TRANSIT);
    });

    it('DREP-15 applyReport(id) makes the orders Delivered or Refused with their events; the report is Applied', async () => {
      const applied = await call('POST', `${API}/reports/${started.report.id}/apply`);
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toMatchObject({ changed: 4, unchanged: 0 });
      expect(deliveryReportStatus(applied.json().report)).toBe('Applied');
      for (const o of delivered) expect(await statusOf(o.id)).toBe(ORDER_STATUS.DELIVERED);
      expect(await statusOf(refused.id)).toBe(ORDER_STATUS.REFUSED);
      expect(await eventsOf(refused.id)).toEqual([
        {
          status: ORDER_STATUS.REFUSED,
          details: {
            from: ORDER_STATUS.TRANSIT,
            to: ORDER_STATUS.REFUSED,
            reportId: started.report.id,
            providerId: OLVA,
          },
        },
      ]);
      const top = (await list())[0] as DeliveryReportDto;
      expect(top.id).toBe(started.report.id);
      expect(deliveryReportStatus(top)).toBe('Applied');
    });
  });

  it('DREP-15 DREP-12 applying twice applies once: the second apply is refused and writes nothing', async () => {
    const order = await courierOrder(ORDER_STATUS.TRANSIT);
    const { processed: started } = await upload(rowsOf([order.shortCode, 'DELIVERED']));
    const id = started.json().id;
    const [first, second] = await Promise.all([
      call('POST', `${API}/reports/${id}/apply`),
      call('POST', `${API}/reports/${id}/apply`),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const third = await call('POST', `${API}/reports/${id}/apply`);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(`Report ${id} is already applied`);
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.DELIVERED);
  });

  describe('rows that match no order the report may change', () => {
    let good: { id: number; shortCode: string };
    let cancelled: { id: number; shortCode: string };
    let chilean: { id: number; shortCode: string };
    let rows: Row[];
    beforeAll(async () => {
      good = await courierOrder(ORDER_STATUS.TRANSIT);
      cancelled = await courierOrder(ORDER_STATUS.CANCEL);
      chilean = await courierOrder(ORDER_STATUS.TRANSIT, STARKEN, 'cl-central');
      rows = rowsOf(
        [good.shortCode, 'DELIVERED'],
        ['ZZZ-999-999', 'DELIVERED'],
        [cancelled.shortCode, 'REFUSED'],
        [chilean.shortCode, 'DELIVERED'],
      );
    });

    it('the check answers a keyed error per unmatched row: unknown orders, another region’s order, bad transitions; nothing is stored', async () => {
      const before = (await list()).length;
      const check = await call('POST', `${API}/reports/check`, { providerId: OLVA, rows });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({
        queueable: true,
        errors: [
          {
            code: 'orderNotFound',
            row: 3,
            values: { row: 3, value: 'ZZZ-999-999' },
            message: 'Row 3: there is no order ZZZ-999-999',
          },
          {
            code: 'orderCannotTakeStatus',
            row: 4,
            values: { row: 4, value: cancelled.shortCode, orderStatus: ORDER_STATUS.CANCEL, status: 'REFUSED' },
            message: `Row 4: order ${cancelled.shortCode} is Cancel and cannot become REFUSED`,
          },
          {
            code: 'orderNotFound',
            row: 5,
            values: { row: 5, value: chilean.shortCode },
            message: `Row 5: there is no order ${chilean.shortCode}`,
          },
        ],
      });
      expect((await list()).length).toBe(before);
    });

    it('process-uploaded refuses them unless the report is kept to queue them', async () => {
      const { processed: refused } = await upload(rows, { name: 'refused.xlsx' });
      expect(refused.statusCode).toBe(409);
      expect((await list()).some((r) => r.fileName === 'refused.xlsx')).toBe(false);
    });

    it('DREP-11 DREP-20 kept, it is a Validation Error; getValidationErrors lists each with its code and values; applying it is refused', async () => {
      const { processed: kept } = await upload(rows, { keepUnmatched: true });
      expect(kept.statusCode).toBe(201);
      const report = kept.json() as DeliveryReportDto;
      expect(deliveryReportStatus(report)).toBe('Validation Error');
      expect(report.queueable).toBe(true);
      const errors = (await call('GET', `${API}/reports/${report.id}/validation-errors`)).json();
      expect(errors.errors.map((e: { error: string; code: string }) => [e.error, e.code])).toEqual([
        ['Row 3: there is no order ZZZ-999-999', 'orderNotFound'],
        [`Row 4: order ${cancelled.shortCode} is Cancel and cannot become REFUSED`, 'orderCannotTakeStatus'],
        [`Row 5: there is no order ${chilean.shortCode}`, 'orderNotFound'],
      ]);
      const apply = await call('POST', `${API}/reports/${report.id}/apply`);
      expect(apply.statusCode).toBe(409);
      expect(apply.json().message).toBe(`Report ${report.id} has validation errors`);
      expect(await statusOf(good.id)).toBe(ORDER_STATUS.TRANSIT);
    });
  });

  it('the check takes a large report’s rows in one request (beyond the default 1 MB body)', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => ({
      row: i + 2,
      shortCode: `QQQ-${String(Math.floor(i / 1000)).padStart(3, '0')}-${String(i % 1000).padStart(3, '0')}`,
      status: 'DELIVERED' as const,
    }));
    const check = await call('POST', `${API}/reports/check`, { providerId: OLVA, rows });
    expect(check.statusCode).toBe(200);
    expect(check.json().errors).toHaveLength(30_000);
  });

  it('DREP-29 only .xlsx: the link refuses another file name and the PUT refuses bytes that are not a workbook (400 naming the field)', async () => {
    const link = await call('POST', `${API}/reports/upload-link`, { providerId: OLVA, originalFileName: 'olva.csv' });
    expect(link.statusCode).toBe(400);
    expect(Object.keys(link.json().errors)).toContain('originalFileName');
    const ok = (
      await call('POST', `${API}/reports/upload-link`, { providerId: OLVA, originalFileName: 'o.xlsx' })
    ).json();
    const url = new URL(ok.uploadUrl);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'text/csv' },
      payload: 'status,short code\nDELIVERED,ABC-123-123\n',
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors).toEqual({ file: 'Only .xlsx files are accepted' });
    const forged = await t.app.inject({
      method: 'PUT',
      url: `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=forged`,
      payload: await testWorkbook([['status', 'short code']]),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('DREP-25 process-uploaded with the same link info answers the same report; a link of another account is refused', async () => {
    const order = await courierOrder(ORDER_STATUS.TRANSIT);
    const rows = rowsOf([order.shortCode, 'DELIVERED']);
    const { info, processed: started } = await upload(rows);
    const again = await call('POST', `${API}/reports/process-uploaded`, {
      providerId: OLVA,
      originalFileName: info.originalFileName,
      fileKey: info.fileKey,
      rows,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(started.json().id);
    const admin = await t.auth('admin');
    const stolen = await call(
      'POST',
      `${API}/reports/process-uploaded`,
      { providerId: OLVA, originalFileName: 'x.xlsx', fileKey: info.fileKey, rows },
      admin,
    );
    expect(stolen.statusCode).toBe(400);
    expect(Object.keys(stolen.json().errors)).toEqual(['fileKey']);
  });

  it('DREP-05 DREP-06 DREP-14 ACONST-09 the list holds the provider’s last 3 reports, newest first; apply waits while one is processing', async () => {
    const order = await courierOrder(ORDER_STATUS.TRANSIT);
    const { processed: started } = await upload(rowsOf([order.shortCode, 'REFUSED']));
    const valid = started.json() as DeliveryReportDto;
    const busy = await t.db
      .insertInto('delivery_reports')
      .values({
        provider_id: OLVA,
        region_id: 'pe-central',
        file_name: 'busy.xlsx',
        file_key: `delivery-reports/busy-${randomUUID()}.xlsx`,
        start_processing_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reports = await list();
    expect(reports).toHaveLength(3);
    expect(reports.map((r) => r.id).slice(0, 2)).toEqual([busy.id, valid.id]);
    expect((await call('GET', `${API}/reports?providerId=${OLVA}&limit=4`)).statusCode).toBe(400);
    const apply = await call('POST', `${API}/reports/${valid.id}/apply`);
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toBe(`Report ${busy.id} of this provider is still processing`);
    await t.db.deleteFrom('delivery_reports').where('id', '=', busy.id).execute();
    expect((await call('POST', `${API}/reports/${valid.id}/apply`)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.REFUSED);
  });

  it('reports need upload:delivery to upload and are scoped to the provider’s region', async () => {
    const agent = await t.auth('agent');
    expect(
      (await call('POST', `${API}/reports/upload-link`, { providerId: OLVA, originalFileName: 'a.xlsx' }, agent))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `${API}/reports?providerId=${OLVA}`, undefined, agent)).statusCode).toBe(403);
    const mexican = await t.auth('delivery', { regionIds: ['mx-central'] });
    const hidden = await call('GET', `${API}/reports?providerId=${OLVA}`, undefined, mexican);
    expect(hidden.statusCode).toBe(404);
    const report = (await list())[0] as DeliveryReportDto;
    expect((await call('GET', `${API}/reports/${report.id}/validation-errors`, undefined, mexican)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `${API}/reports/${report.id}/apply`, undefined, mexican)).statusCode).toBe(404);
  });
});

describe('issue 13 column mappings', { timeout: 60_000 }, () => {
  const SPANISH = ['Guía', 'Código de envío', 'Resultado'];
  const MAPPING = { shortCodeColumn: 1, statusColumn: 2, deliveredWords: ['Entregado'], refusedWords: ['Rechazado'] };
  const save = (body: object, headers = delivery) => call('POST', `${API}/reports/mappings`, body, headers);
  const mappings = (providerId: number, headers = delivery) =>
    call('GET', `${API}/reports/mappings?providerId=${providerId}`, undefined, headers);

  it('issue 13 mapping a mapping saved from the upload dialog is the provider’s, by header layout; a later one of the layout replaces it', async () => {
    expect((await save({ providerId: OLVA, headers: SPANISH, ...MAPPING })).statusCode).toBe(200);
    const again = await save({
      providerId: OLVA,
      headers: ['GUIA', 'codigo de envio', 'RESULTADO'],
      ...MAPPING,
      deliveredWords: ['Entregada'],
    });
    expect(again.json()).toMatchObject({ layout: 'guia|codigodeenvio|resultado', deliveredWords: ['Entregada'] });
    const saved = (await mappings(OLVA)).json() as { layout: string; deliveredWords: string[] }[];
    expect(saved.filter((m) => m.layout === 'guia|codigodeenvio|resultado')).toEqual([
      {
        layout: 'guia|codigodeenvio|resultado',
        shortCodeColumn: 1,
        statusColumn: 2,
        deliveredWords: ['Entregada'],
        refusedWords: ['Rechazado'],
      },
    ]);
    expect((await mappings(SHALOM)).json()).toEqual([]);
  });

  it('issue 13 mapping a mapping is checked against the file’s header cells: 400 naming the field', async () => {
    const headers = ['A', 'B'];
    const outside = await save({ providerId: OLVA, headers, ...MAPPING, statusColumn: 2 });
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json().errors)).toEqual(['statusColumn']);
    const same = await save({ providerId: OLVA, headers, ...MAPPING, shortCodeColumn: 0, statusColumn: 0 });
    expect(Object.keys(same.json().errors)).toEqual(['statusColumn']);
    const both = await save({
      providerId: OLVA,
      headers,
      ...MAPPING,
      shortCodeColumn: 0,
      statusColumn: 1,
      refusedWords: ['ENTREGADO'],
    });
    expect(Object.keys(both.json().errors)).toEqual(['refusedWords']);
    const empty = await save({ providerId: OLVA, headers, ...MAPPING, deliveredWords: [] });
    expect(Object.keys(empty.json().errors)).toContain('deliveredWords');
  });

  it('issue 13 mapping mappings need upload:delivery and a provider of the caller’s regions', async () => {
    const mexican = await t.auth('delivery', { regionIds: ['mx-central'] });
    expect((await mappings(OLVA, mexican)).statusCode).toBe(404);
    expect((await save({ providerId: OLVA, headers: SPANISH, ...MAPPING }, mexican)).statusCode).toBe(404);
    expect((await mappings(OLVA, await t.auth('agent'))).statusCode).toBe(403);
  });
});

describe('issue 13 discrepancy queue', { timeout: 60_000 }, () => {
  const discrepancies = async (state = 'open') =>
    (await call('GET', `${API}/discrepancies?providerId=${OLVA}&state=${state}`)).json() as {
      id: number;
      reportId: number;
      shortCode: string;
      problem: string;
      problemCode: string | null;
      problemValues: Record<string, string | number> | null;
      resolution: string | null;
      resolvedBy: string | null;
      resolvedAt: string | null;
      comment: string | null;
      resolvedShortCode: string | null;
    }[];

  async function queuedReport() {
    const good = await courierOrder(ORDER_STATUS.TRANSIT);
    const cancelled = await courierOrder(ORDER_STATUS.CANCEL);
    const { processed: started } = await upload(
      rowsOf([good.shortCode, 'DELIVERED'], ['QQQ-404-404', 'DELIVERED'], [cancelled.shortCode, 'REFUSED']),
      { keepUnmatched: true },
    );
    return { good, cancelled, report: started.json() as DeliveryReportDto };
  }

  it('issue 13 discrepancy DREP-15 apply still refuses the whole report; apply-and-queue applies the matched rows and queues the rest', async () => {
    const before = (await discrepancies()).length;
    const { good, cancelled, report } = await queuedReport();
    expect(deliveryReportStatus(report)).toBe('Validation Error');
    expect(report.queueable).toBe(true);
    expect((await call('POST', `${API}/reports/${report.id}/apply`)).statusCode).toBe(409);
    expect(await statusOf(good.id)).toBe(ORDER_STATUS.TRANSIT);

    const applied = await call('POST', `${API}/reports/${report.id}/apply-and-queue`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ changed: 1, unchanged: 0, queued: 2 });
    expect(deliveryReportStatus(applied.json().report)).toBe('Applied');
    expect(await statusOf(good.id)).toBe(ORDER_STATUS.DELIVERED);
    expect(await statusOf(cancelled.id)).toBe(ORDER_STATUS.CANCEL);
    const open = (await discrepancies()).slice(before);
    expect(open.map((d) => [d.shortCode, d.problem])).toEqual([
      ['QQQ-404-404', 'there is no order QQQ-404-404'],
      [cancelled.shortCode, `order ${cancelled.shortCode} is Cancel and cannot become REFUSED`],
    ]);
    // Each problem also as a key and its values, for the web to say in the user's language.
    expect(open.map((d) => [d.problemCode, d.problemValues])).toEqual([
      ['orderNotFound', { value: 'QQQ-404-404' }],
      ['orderCannotTakeStatus', { value: cancelled.shortCode, orderStatus: ORDER_STATUS.CANCEL, status: 'REFUSED' }],
    ]);
    expect((await call('POST', `${API}/reports/${report.id}/apply-and-queue`)).statusCode).toBe(409);
  });

  it('issue 13 discrepancy resolving by the right order changes its status once, atomically, with who, when and the comment', async () => {
    const { report } = await queuedReport();
    await call('POST', `${API}/reports/${report.id}/apply-and-queue`);
    // Every queued report here names QQQ-404-404: this report's row is the one resolved.
    const unknown = (await discrepancies()).find((d) => d.reportId === report.id && d.shortCode === 'QQQ-404-404') as {
      id: number;
    };
    const right = await courierOrder(ORDER_STATUS.TRANSIT);
    const wrong = await courierOrder(ORDER_STATUS.CANCEL);

    const refused = await call('POST', `${API}/discrepancies/${unknown.id}/resolve`, {
      resolution: 'APPLY',
      shortCode: wrong.shortCode,
      comment: 'typo',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['shortCode']);
    expect(refused.json().reasons).toEqual({
      shortCode: {
        key: 'orderCannotTakeStatus',
        values: { value: wrong.shortCode, orderStatus: ORDER_STATUS.CANCEL, status: 'DELIVERED' },
      },
    });
    expect(await statusOf(wrong.id)).toBe(ORDER_STATUS.CANCEL);
    const noCode = await call('POST', `${API}/discrepancies/${unknown.id}/resolve`, {
      resolution: 'APPLY',
      comment: 'x',
    });
    expect(Object.keys(noCode.json().errors)).toEqual(['shortCode']);

    const body = { resolution: 'APPLY', shortCode: right.shortCode, comment: 'The courier mistyped it' };
    const [a, b] = await Promise.all([
      call('POST', `${API}/discrepancies/${unknown.id}/resolve`, body),
      call('POST', `${API}/discrepancies/${unknown.id}/resolve`, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const resolved = (a.statusCode === 200 ? a : b).json();
    expect(resolved).toMatchObject({
      resolution: 'APPLIED',
      resolvedShortCode: right.shortCode,
      comment: 'The courier mistyped it',
    });
    expect(resolved.resolvedBy).toBeTruthy();
    expect(resolved.resolvedAt).not.toBeNull();
    expect(await statusOf(right.id)).toBe(ORDER_STATUS.DELIVERED);
    expect(await eventsOf(right.id)).toEqual([
      {
        status: ORDER_STATUS.DELIVERED,
        details: {
          from: ORDER_STATUS.TRANSIT,
          to: ORDER_STATUS.DELIVERED,
          reportId: report.id,
          providerId: OLVA,
          discrepancyId: unknown.id,
        },
      },
    ]);
    expect((await discrepancies()).some((d) => d.id === unknown.id)).toBe(false);
    expect((await discrepancies('resolved')).find((d) => d.id === unknown.id)).toMatchObject({ resolution: 'APPLIED' });
  });

  it('issue 13 discrepancy ignoring keeps the comment and changes no order; another region cannot see or resolve it', async () => {
    const { cancelled, report } = await queuedReport();
    await call('POST', `${API}/reports/${report.id}/apply-and-queue`);
    const item = (await discrepancies()).find((d) => d.shortCode === cancelled.shortCode) as { id: number };
    const mexican = await t.auth('delivery', { regionIds: ['mx-central'] });
    const hidden = await call(
      'POST',
      `${API}/discrepancies/${item.id}/resolve`,
      { resolution: 'IGNORE', comment: 'no' },
      mexican,
    );
    expect(hidden.statusCode).toBe(404);
    expect((await call('GET', `${API}/discrepancies?providerId=${OLVA}`, undefined, mexican)).statusCode).toBe(404);
    const ignored = await call('POST', `${API}/discrepancies/${item.id}/resolve`, {
      resolution: 'IGNORE',
      comment: 'Cancelled at the door',
    });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toMatchObject({
      resolution: 'IGNORED',
      comment: 'Cancelled at the door',
      resolvedShortCode: null,
    });
    expect(await statusOf(cancelled.id)).toBe(ORDER_STATUS.CANCEL);
    expect(await eventsOf(cancelled.id)).toEqual([]);
  });
});

describe('sending orders to providers', () => {
  it('DREP-35 DREP-36 DREP-39 sendOrdersToOlva hands Olva its verified orders (no payload): they go in Transit and the send is recorded', async () => {
    const verified = await courierOrder(ORDER_STATUS.VERIFIED);
    const confirmed = await courierOrder(ORDER_STATUS.CONFIRMED);
    const res = await call('POST', `${API}/send-orders/olva`);
    expect(res.statusCode).toBe(200);
    expect(res.json().shortCodes).toContain(verified.shortCode);
    expect(res.json().shortCodes).not.toContain(confirmed.shortCode);
    expect(await statusOf(verified.id)).toBe(ORDER_STATUS.TRANSIT);
    expect(await statusOf(confirmed.id)).toBe(ORDER_STATUS.CONFIRMED);
    expect((await eventsOf(verified.id))[0]?.details).toMatchObject({ from: ORDER_STATUS.VERIFIED, sentTo: 'OLVA' });
    const sends = await t.db.selectFrom('delivery_provider_sends').select(['provider_id', 'orders']).execute();
    expect(sends.at(-1)?.provider_id).toBe(OLVA);
    expect(sends.at(-1)?.orders).toContainEqual({ id: verified.id, shortCode: verified.shortCode });
    const again = await call('POST', `${API}/send-orders/olva`);
    expect(again.json()).toEqual({ sent: 0, shortCodes: [] });
  });

  it('DREP-36 DREP-37 DREP-38 each provider’s send needs its own permission', async () => {
    const only = (permission: string) => t.auth('delivery', { permissions: [permission] });
    const olvaOnly = await only('olva:send-order');
    expect((await call('POST', `${API}/send-orders/olva`, undefined, olvaOnly)).statusCode).toBe(200);
    expect((await call('POST', `${API}/send-orders/bluex`, undefined, olvaOnly)).statusCode).toBe(403);
    expect((await call('POST', `${API}/send-orders/servientrega`, undefined, olvaOnly)).statusCode).toBe(403);
    const bluexOnly = await only('bluex:send-order');
    expect((await call('POST', `${API}/send-orders/bluex`, undefined, bluexOnly)).statusCode).toBe(200);
    const servientregaOnly = await only('servientrega:send-order');
    const res = await call('POST', `${API}/send-orders/servientrega`, undefined, servientregaOnly);
    expect(res.statusCode).toBe(200);
    expect((await call('POST', `${API}/send-orders/olva`, undefined, servientregaOnly)).statusCode).toBe(403);
  });

  it('DREP-45 POST couriers/trigger with an empty body transfers the verified DTK orders and answers how many', async () => {
    const a = await courierOrder(ORDER_STATUS.VERIFIED, 3);
    const b = await courierOrder(ORDER_STATUS.VERIFIED, 3);
    const res = await t.app.inject({ method: 'POST', url: `${API}/couriers/trigger`, headers: delivery });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(2);
    expect(await statusOf(a.id)).toBe(ORDER_STATUS.TRANSIT);
    expect(await statusOf(b.id)).toBe(ORDER_STATUS.TRANSIT);
    const agent = await t.auth('agent');
    expect((await t.app.inject({ method: 'POST', url: `${API}/couriers/trigger`, headers: agent })).statusCode).toBe(
      403,
    );
  });
});

describe('refusals say why as a key and its values, for the web to say in the user’s language', () => {
  const reasonOf = (res: { json: () => { reason?: unknown; reasons?: unknown } }) => res.json();

  it('applying refuses an order that left the courier or went away meanwhile, naming the order and its status', async () => {
    const moved = await courierOrder(ORDER_STATUS.TRANSIT);
    const { processed } = await upload(rowsOf([moved.shortCode, 'DELIVERED']), { name: 'moved.xlsx' });
    const report = processed.json() as DeliveryReportDto;
    await t.db.updateTable('orders').set({ status: ORDER_STATUS.CANCEL }).where('id', '=', moved.id).execute();
    const refused = await call('POST', `${API}/reports/${report.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(reasonOf(refused)).toMatchObject({
      message: `Order ${moved.shortCode} is Cancel now and cannot become DELIVERED`,
      reason: {
        key: 'orderNoLongerTakesStatus',
        values: { value: moved.shortCode, orderStatus: ORDER_STATUS.CANCEL, status: 'DELIVERED' },
      },
    });

    const gone = await courierOrder(ORDER_STATUS.TRANSIT);
    const second = (await upload(rowsOf([gone.shortCode, 'REFUSED']), { name: 'gone.xlsx' })).processed.json();
    await t.db.updateTable('delivery_report_rows').set({ order_id: null }).where('report_id', '=', second.id).execute();
    const missing = await call('POST', `${API}/reports/${second.id}/apply`);
    expect(missing.statusCode).toBe(409);
    expect(reasonOf(missing)).toMatchObject({
      message: `Order ${gone.shortCode} no longer exists`,
      reason: { key: 'orderNoLongerExists', values: { value: gone.shortCode } },
    });
  });

  it('process-uploaded refuses rows that stopped matching with how many there are', async () => {
    const { processed } = await upload(rowsOf(['QQQ-000-001', 'DELIVERED'], ['QQQ-000-002', 'REFUSED']));
    expect(processed.statusCode).toBe(409);
    expect(reasonOf(processed)).toMatchObject({
      message: 'The report has 2 row error(s): check it again',
      reason: { key: 'reportHasRowErrors', values: { rows: 2 } },
    });
  });

  it('a discrepancy resolved twice is refused naming it; APPLY without an order names the field’s reason', async () => {
    const cancelled = await courierOrder(ORDER_STATUS.CANCEL);
    const { processed } = await upload(rowsOf([cancelled.shortCode, 'REFUSED']), { keepUnmatched: true });
    const report = processed.json() as DeliveryReportDto;
    await call('POST', `${API}/reports/${report.id}/apply-and-queue`);
    const open = (await call('GET', `${API}/discrepancies?providerId=${OLVA}&state=open`)).json() as {
      id: number;
      reportId: number;
    }[];
    const item = open.find((d) => d.reportId === report.id) as { id: number };

    const noOrder = await call('POST', `${API}/discrepancies/${item.id}/resolve`, {
      resolution: 'APPLY',
      comment: 'x',
    });
    expect(noOrder.statusCode).toBe(400);
    expect(reasonOf(noOrder)).toMatchObject({
      errors: { shortCode: 'is required to apply' },
      reasons: { shortCode: { key: 'requiredToApply' } },
    });

    const ignore = { resolution: 'IGNORE', comment: 'Cancelled at the door' };
    expect((await call('POST', `${API}/discrepancies/${item.id}/resolve`, ignore)).statusCode).toBe(200);
    const again = await call('POST', `${API}/discrepancies/${item.id}/resolve`, ignore);
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toMatchObject({
      message: `Discrepancy ${item.id} is already resolved`,
      reason: { key: 'discrepancyResolved', values: { id: item.id } },
    });
  });
});
