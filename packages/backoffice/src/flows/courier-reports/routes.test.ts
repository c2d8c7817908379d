import { randomUUID } from 'node:crypto';
import { type DeliveryReportDto, deliveryReportStatus, ORDER_STATUS } from '@umbrella/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedOrder } from '../../testing/order-fixtures.js';

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

async function courierOrder(status: number, providerId = OLVA, regionId = 'pe-central') {
  const order = await seedOrder(t.db, { status, regionId });
  await t.db.updateTable('orders').set({ delivery_provider_id: providerId }).where('id', '=', order.id).execute();
  return order;
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Reporte');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The three upload steps as the screen takes them: link, PUT, process-uploaded. */
async function upload(file: Buffer, providerId = OLVA, name = 'olva-report.xlsx') {
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
  });
  return { info, processed };
}

const list = async (providerId = OLVA): Promise<DeliveryReportDto[]> =>
  (await call('GET', `${API}/reports?providerId=${providerId}&limit=3`)).json();

/** The list as the screen refreshes it, until the report is no longer Processing. */
async function processed(id: number, providerId = OLVA): Promise<DeliveryReportDto> {
  for (let i = 0; i < 200; i++) {
    const report = (await list(providerId)).find((r) => r.id === id);
    if (report && deliveryReportStatus(report) !== 'Processing') return report;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`report ${id} is still processing`);
}

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

  describe('a real .xlsx (made by exceljs): link → PUT → process → Valid → apply', () => {
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
      const file = await xlsx([
        ['Short code', 'Cliente', 'Status'],
        ...delivered.map((o) => [o.shortCode, 'Rosa', 'DELIVERED']),
        [refused.shortCode.toLowerCase(), 'Ana', ' refused '],
      ]);
      const uploaded = await upload(file);
      link = uploaded.info;
      started = { statusCode: uploaded.processed.statusCode, report: uploaded.processed.json() };
      valid = await processed(started.report.id);
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

    it('DREP-09 while it is processed the report is Processing', () => {
      expect(started.report.startProcessingAt).not.toBeNull();
      expect(deliveryReportStatus(started.report)).toBe('Processing');
    });

    it('DREP-10 once validated it is Valid, and no order has changed yet', () => {
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
    const { processed: started } = await upload(
      await xlsx([
        ['status', 'short code'],
        ['DELIVERED', order.shortCode],
      ]),
    );
    const id = started.json().id;
    await processed(id);
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

  describe('a report with an unknown code, a bad code and a bad status', () => {
    let good: { id: number; shortCode: string };
    let cancelled: { id: number; shortCode: string };
    let chilean: { id: number; shortCode: string };
    let report: DeliveryReportDto;
    let errors: { statusCode: number; body: { errors: { error: string }[] } };
    beforeAll(async () => {
      good = await courierOrder(ORDER_STATUS.TRANSIT);
      cancelled = await courierOrder(ORDER_STATUS.CANCEL);
      chilean = await courierOrder(ORDER_STATUS.TRANSIT, STARKEN, 'cl-central');
      const { processed: started } = await upload(
        await xlsx([
          ['Status', 'Short code'],
          ['DELIVERED', good.shortCode],
          ['DELIVERED', 'ZZZ-999-999'],
          ['DELIVERED', 'ABC123'],
          ['LOST', good.shortCode],
          ['REFUSED', cancelled.shortCode],
          ['DELIVERED', chilean.shortCode],
        ]),
      );
      report = await processed(started.json().id);
      const answer = await call('GET', `${API}/reports/${report.id}/validation-errors`);
      errors = { statusCode: answer.statusCode, body: answer.json() };
    });
    const messages = () => errors.body.errors.map((item) => item.error);

    it('DREP-11 it is a Validation Error', () => {
      expect(report.validationResult).toBe(false);
      expect(deliveryReportStatus(report)).toBe('Validation Error');
    });

    it('DREP-20 getValidationErrors lists an item per bad row: unknown orders, another region’s order, bad transitions', () => {
      expect(errors.statusCode).toBe(200);
      expect(errors.body).toEqual({
        errors: [
          { error: 'Row 3: there is no order ZZZ-999-999' },
          { error: 'Row 4: short code "ABC123" does not look like ABC-123-123' },
          { error: 'Row 5: status "LOST" is not DELIVERED or REFUSED' },
          { error: `Row 6: order ${cancelled.shortCode} is Cancel and cannot become REFUSED` },
          { error: `Row 7: there is no order ${chilean.shortCode}` },
        ],
      });
    });

    it('DREP-32 a short code that does not look like ABC-123-123 is an error item', () => {
      expect(messages()).toContain('Row 4: short code "ABC123" does not look like ABC-123-123');
    });

    it('DREP-33 DREP-34 DELIVERED and REFUSED are accepted; any other status is an error item', () => {
      expect(messages().filter((message) => message.includes('is not DELIVERED or REFUSED'))).toEqual([
        'Row 5: status "LOST" is not DELIVERED or REFUSED',
      ]);
      // Row 2 (DELIVERED, a good order) raised nothing.
      expect(messages().some((message) => message.startsWith('Row 2:'))).toBe(false);
    });

    it('applying it is refused and changes nothing', async () => {
      const apply = await call('POST', `${API}/reports/${report.id}/apply`);
      expect(apply.statusCode).toBe(409);
      expect(apply.json().message).toBe(`Report ${report.id} has validation errors`);
      expect(await statusOf(good.id)).toBe(ORDER_STATUS.TRANSIT);
    });
  });

  it('DREP-31 a sheet without the status and short code columns is one error item', async () => {
    const { processed: started } = await upload(
      await xlsx([
        ['Pedido', 'Monto'],
        ['ABC-123-123', 10],
      ]),
    );
    await processed(started.json().id);
    const errors = await call('GET', `${API}/reports/${started.json().id}/validation-errors`);
    expect(errors.json().errors).toEqual([{ error: 'The file must have the columns status and short code' }]);
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
      payload: await xlsx([['status', 'short code']]),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('DREP-25 process-uploaded with the same link info answers the same report; a link of another account is refused', async () => {
    const order = await courierOrder(ORDER_STATUS.TRANSIT);
    const { info, processed: started } = await upload(
      await xlsx([
        ['status', 'short code'],
        ['DELIVERED', order.shortCode],
      ]),
    );
    const again = await call('POST', `${API}/reports/process-uploaded`, {
      providerId: OLVA,
      originalFileName: info.originalFileName,
      fileKey: info.fileKey,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(started.json().id);
    const admin = await t.auth('admin');
    const stolen = await call(
      'POST',
      `${API}/reports/process-uploaded`,
      { providerId: OLVA, originalFileName: 'x.xlsx', fileKey: info.fileKey },
      admin,
    );
    expect(stolen.statusCode).toBe(400);
    expect(Object.keys(stolen.json().errors)).toEqual(['fileKey']);
    await processed(started.json().id);
  });

  it('DREP-05 DREP-06 DREP-14 ACONST-09 the list holds the provider’s last 3 reports, newest first; apply waits while one is processing', async () => {
    const order = await courierOrder(ORDER_STATUS.TRANSIT);
    const { processed: started } = await upload(
      await xlsx([
        ['status', 'short code'],
        ['REFUSED', order.shortCode],
      ]),
    );
    const valid = await processed(started.json().id);
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

  it('issue 13 mapping DREP-31 a file of a new layout needs mapping with its header cells; the mapping saved reads it, and a later file of the same provider and layout is read with it', async () => {
    const first = [await courierOrder(ORDER_STATUS.TRANSIT), await courierOrder(ORDER_STATUS.TRANSIT)];
    const { processed: started } = await upload(
      await xlsx([SPANISH, ['G1', first[0]?.shortCode, 'Entregado'], ['G2', first[1]?.shortCode, 'rechazado ']]),
    );
    const id = started.json().id;
    const waiting = await processed(id);
    expect(deliveryReportStatus(waiting)).toBe('Needs mapping');
    expect(waiting.headers).toEqual(SPANISH);
    expect((await call('POST', `${API}/reports/${id}/apply`)).statusCode).toBe(409);

    const mapped = await call('POST', `${API}/reports/${id}/mapping`, MAPPING);
    expect(mapped.statusCode).toBe(200);
    expect(deliveryReportStatus(mapped.json())).toBe('Processing');
    const valid = await processed(id);
    expect(deliveryReportStatus(valid)).toBe('Valid');
    expect(valid.headers).toBeNull();
    expect((await call('POST', `${API}/reports/${id}/apply`)).json()).toMatchObject({ changed: 2 });
    expect(await statusOf(first[0]?.id as number)).toBe(ORDER_STATUS.DELIVERED);
    expect(await statusOf(first[1]?.id as number)).toBe(ORDER_STATUS.REFUSED);

    const later = await courierOrder(ORDER_STATUS.ON_THE_WAY);
    const { processed: again } = await upload(
      await xlsx([
        ['GUIA', 'codigo de envio', 'RESULTADO'],
        ['G9', later.shortCode, 'ENTREGADO'],
      ]),
    );
    const second = await processed(again.json().id);
    expect(deliveryReportStatus(second)).toBe('Valid');
    expect((await call('POST', `${API}/reports/${second.id}/apply`)).json()).toMatchObject({ changed: 1 });
    expect(await statusOf(later.id)).toBe(ORDER_STATUS.DELIVERED);
  });

  it('issue 13 mapping another provider is unaffected: the same layout still needs its own mapping there', async () => {
    const order = await courierOrder(ORDER_STATUS.TRANSIT, SHALOM);
    const { processed: started } = await upload(
      await xlsx([SPANISH, ['G1', order.shortCode, 'Entregado']]),
      SHALOM,
      'shalom.xlsx',
    );
    const report = await processed(started.json().id, SHALOM);
    expect(deliveryReportStatus(report)).toBe('Needs mapping');
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.TRANSIT);
  });

  it('issue 13 mapping a mapping is checked against the file: 400 naming the field; a report that needs none is refused', async () => {
    const { processed: started } = await upload(
      await xlsx([
        ['A', 'B'],
        ['x', 'y'],
      ]),
    );
    const id = started.json().id;
    await processed(id);
    const outside = await call('POST', `${API}/reports/${id}/mapping`, { ...MAPPING, statusColumn: 2 });
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json().errors)).toEqual(['statusColumn']);
    const same = await call('POST', `${API}/reports/${id}/mapping`, {
      ...MAPPING,
      shortCodeColumn: 0,
      statusColumn: 0,
    });
    expect(Object.keys(same.json().errors)).toEqual(['statusColumn']);
    const both = await call('POST', `${API}/reports/${id}/mapping`, {
      ...MAPPING,
      shortCodeColumn: 0,
      statusColumn: 1,
      refusedWords: ['ENTREGADO'],
    });
    expect(Object.keys(both.json().errors)).toEqual(['refusedWords']);
    const empty = await call('POST', `${API}/reports/${id}/mapping`, { ...MAPPING, deliveredWords: [] });
    expect(Object.keys(empty.json().errors)).toContain('deliveredWords');

    const order = await courierOrder(ORDER_STATUS.TRANSIT);
    const { processed: known } = await upload(
      await xlsx([
        ['status', 'short code'],
        ['DELIVERED', order.shortCode],
      ]),
    );
    await processed(known.json().id);
    const needless = await call('POST', `${API}/reports/${known.json().id}/mapping`, MAPPING);
    expect(needless.statusCode).toBe(409);
  });
});

describe('issue 13 discrepancy queue', { timeout: 60_000 }, () => {
  const discrepancies = async (state = 'open') =>
    (await call('GET', `${API}/discrepancies?providerId=${OLVA}&state=${state}`)).json() as {
      id: number;
      reportId: number;
      shortCode: string;
      problem: string;
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
      await xlsx([
        ['status', 'short code'],
        ['DELIVERED', good.shortCode],
        ['DELIVERED', 'QQQ-404-404'],
        ['REFUSED', cancelled.shortCode],
      ]),
    );
    return { good, cancelled, report: await processed(started.json().id) };
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
    expect((await call('POST', `${API}/reports/${report.id}/apply-and-queue`)).statusCode).toBe(409);
  });

  it('issue 13 discrepancy a report with unreadable rows cannot be queued', async () => {
    const { processed: started } = await upload(
      await xlsx([
        ['status', 'short code'],
        ['LOST', 'ABC-111-111'],
      ]),
    );
    const report = await processed(started.json().id);
    expect(report.queueable).toBe(false);
    const refused = await call('POST', `${API}/reports/${report.id}/apply-and-queue`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Report ${report.id} has errors other than unmatched rows`);
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
