import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DeliveryDiscrepancyDto, ORDER_STATUS, type ReportRowError, reportRowError } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { ProviderReport } from '../types';

const API = '*/module/delivery/api/v1';
const T = '2026-11-20T10:00:00.000Z';
const report = (id: number, overrides: Partial<ProviderReport> = {}): ProviderReport => ({
  id,
  providerId: 1,
  fileName: `olva-${id}.xlsx`,
  appliedAt: null,
  createdAt: T,
  validatedAt: T,
  whoDid: 'Diego Demo',
  startProcessingAt: null,
  validationResult: true,
  ...overrides,
});
const applied = (id: number) => report(id, { appliedAt: T });
const processing = (id: number) => report(id, { validatedAt: null, validationResult: null, startProcessingAt: T });
const invalid = (id: number) => report(id, { validationResult: false });
const discrepancy = (
  id: number,
  shortCode: string,
  problem: string,
  keyed: Pick<DeliveryDiscrepancyDto, 'problemCode' | 'problemValues'> = { problemCode: null, problemValues: null },
): DeliveryDiscrepancyDto => ({
  id,
  reportId: 2,
  providerId: 1,
  fileName: 'olva-2.xlsx',
  rowNumber: id + 1,
  shortCode,
  status: 'DELIVERED',
  problem,
  ...keyed,
  createdAt: T,
  resolution: null,
  resolvedShortCode: null,
  comment: null,
  resolvedBy: null,
  resolvedAt: null,
});

type Calls = {
  mappings: unknown[];
  queued: string[];
  resolved: { id: string; body: unknown }[];
  lists: URLSearchParams[];
  applied: string[];
  checks: string[];
  puts: { body: string; headers: Headers }[];
  sent: string[];
};

type Check = { rows: number; errors: ReportRowError[]; queueable: boolean; headers?: string[] };
const NO_ERRORS: Check = { rows: 2, errors: [], queueable: false };

/**
 * The back-office and the gateway as the screen sees them; `next` answers each list call in turn
 * (the last one repeats), `checks` each file check by the gateway in turn.
 */
function mockApi(
  next: ProviderReport[][],
  checks: Check[] = [NO_ERRORS],
  discrepancies: DeliveryDiscrepancyDto[] = [],
) {
  const calls: Calls = {
    mappings: [],
    queued: [],
    resolved: [],
    lists: [],
    applied: [],
    checks: [],
    puts: [],
    sent: [],
  };
  let answer = 0;
  server.use(
    http.get(`${API}/providers`, () =>
      HttpResponse.json([
        { id: 1, code: 'OLVA', name: 'Olva Courier', regionId: 'pe-central', prepay: true, cashOnDelivery: true },
        { id: 3, code: 'DTK', name: 'DTK', regionId: 'pe-central', prepay: true, cashOnDelivery: true },
      ]),
    ),
    http.get(`${API}/reports`, ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      const list = next[Math.min(answer, next.length - 1)];
      answer += 1;
      return HttpResponse.json(list);
    }),
    http.get(`${API}/reports/:id/validation-errors`, () =>
      HttpResponse.json({
        errors: [
          { error: 'Row 3: there is no order ZZZ-999-999' },
          { error: 'Row 4: status "LOST" is not DELIVERED or REFUSED' },
        ],
      }),
    ),
    http.post(`${API}/reports/:id/apply`, ({ params }) => {
      calls.applied.push(String(params.id));
      return HttpResponse.json({ report: applied(Number(params.id)), changed: 1, unchanged: 0 });
    }),
    http.post('*/gateway/reports/courier/validate', ({ request }) => {
      calls.checks.push(new URL(request.url).searchParams.get('providerId') ?? '');
      return HttpResponse.json(checks[Math.min(calls.checks.length - 1, checks.length - 1)]);
    }),
    http.put('*/gateway/reports/courier', async ({ request }) => {
      calls.puts.push({ body: await request.text(), headers: request.headers });
      return HttpResponse.json(report(9), { status: 201 });
    }),
    http.get(`${API}/discrepancies`, () => HttpResponse.json(discrepancies)),
    http.post(`${API}/reports/mappings`, async ({ request }) => {
      const body = (await request.json()) as { shortCodeColumn: number; statusColumn: number };
      calls.mappings.push(body);
      return HttpResponse.json({ layout: 'x', ...body });
    }),
    http.post(`${API}/reports/:id/apply-and-queue`, ({ params }) => {
      calls.queued.push(String(params.id));
      return HttpResponse.json({ report: applied(Number(params.id)), changed: 2, unchanged: 0, queued: 1 });
    }),
    http.post(`${API}/discrepancies/:id/resolve`, async ({ params, request }) => {
      const body = (await request.json()) as { shortCode?: string };
      if (body.shortCode === 'ZZZ-000-000') {
        return HttpResponse.json(
          {
            message: 'Invalid input',
            code: 'VALIDATION',
            errors: { shortCode: 'there is no order ZZZ-000-000' },
            reasons: { shortCode: { key: 'orderNotFound', values: { value: 'ZZZ-000-000' } } },
          },
          { status: 400 },
        );
      }
      calls.resolved.push({ id: String(params.id), body });
      return HttpResponse.json({ ...(discrepancies[0] as DeliveryDiscrepancyDto), resolution: 'APPLIED' });
    }),
    http.post(`${API}/send-orders/:provider`, ({ params }) => {
      calls.sent.push(String(params.provider));
      return HttpResponse.json({ sent: 2, shortCodes: ['ABC-123-123', 'ABC-123-124'] });
    }),
  );
  return calls;
}

async function openScreen(
  as: NonNullable<Parameters<typeof renderApp>[0]>['as'] = 'delivery',
  language: 'en' | 'es' = 'en',
) {
  const view = await renderApp({ as, path: '/delivery-reports', language });
  const tab = language === 'es' ? 'Reportes de proveedores' : 'Provider reports';
  await screen.findByRole('tab', { name: tab }, { timeout: 20_000 });
  return view;
}

async function pickOlva(label = 'Delivery provider') {
  fireEvent.mouseDown(await screen.findByLabelText(label, {}, { timeout: 20_000 }));
  fireEvent.click(await screen.findByTitle('Olva Courier'));
  return screen.findByTestId('provider-reports-table');
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/delivery-reports: provider reports', { timeout: 240_000 }, () => {
  describe('a provider with a Valid, an invalid and an applied report', () => {
    const seen = {
      hint: false,
      providers: [] as string[],
      asked: { providerId: null as string | null, limit: null as string | null },
      rows: {} as Record<string, { status: string; whoDid: boolean; apply: boolean }>,
    };
    beforeAll(async () => {
      const calls = mockApi([[report(3), invalid(2), applied(1)]]);
      await openScreen();
      seen.hint = screen.queryByText('Pick a delivery provider', { selector: 'span.ant-typography' }) !== null;
      fireEvent.mouseDown(await screen.findByLabelText('Delivery provider'));
      await screen.findByTitle('Olva Courier');
      seen.providers = [...document.querySelectorAll('.ant-select-item-option')].map(
        (o) => o.getAttribute('title') ?? '',
      );
      fireEvent.click(screen.getByTitle('Olva Courier'));
      await screen.findByText('olva-3.xlsx');
      seen.asked = {
        providerId: calls.lists[0]?.get('providerId') ?? null,
        limit: calls.lists[0]?.get('limit') ?? null,
      };
      for (const name of ['olva-3.xlsx', 'olva-2.xlsx', 'olva-1.xlsx']) {
        const row = within(rowOf(name));
        const status = ['Valid', 'Applied', 'Validation Error', 'Processing'].find(
          (label) => row.queryByText(label) !== null,
        );
        seen.rows[name] = {
          status: status ?? '',
          whoDid: row.queryByText('Diego Demo') !== null,
          apply: row.queryByRole('button', { name: 'Apply' }) !== null,
        };
      }
      cleanup();
    }, 120_000);

    it('DREP-01 DREP-02 the providers of the region are the choices, before any list', () => {
      expect(seen.hint).toBe(true);
      expect(seen.providers).toEqual(['Olva Courier', 'DTK']);
    });

    it('DREP-04 DREP-05 DREP-06 ACONST-09 the picked provider’s last 3 reports are asked for and listed', () => {
      expect(seen.asked).toEqual({ providerId: '1', limit: '3' });
      expect(Object.keys(seen.rows)).toHaveLength(3);
    });

    it('DREP-07 a report shows its file name and who uploaded it', () => {
      expect(seen.rows['olva-3.xlsx']?.whoDid).toBe(true);
    });

    it('DREP-08 DREP-10 DREP-11 the statuses: Applied, Valid, Validation Error', () => {
      expect(Object.fromEntries(Object.entries(seen.rows).map(([name, row]) => [name, row.status]))).toEqual({
        'olva-3.xlsx': 'Valid',
        'olva-2.xlsx': 'Validation Error',
        'olva-1.xlsx': 'Applied',
      });
    });

    it('DREP-12 DREP-13 Apply is offered on the Valid report only, not on the applied or the invalid one', () => {
      expect(Object.fromEntries(Object.entries(seen.rows).map(([name, row]) => [name, row.apply]))).toEqual({
        'olva-3.xlsx': true,
        'olva-2.xlsx': false,
        'olva-1.xlsx': false,
      });
    });
  });

  it('DREP-09 DREP-14 while a report is Processing no report offers Apply', async () => {
    mockApi([[processing(4), report(3)]]);
    await openScreen();
    await pickOlva();
    await screen.findByText('olva-4.xlsx');
    expect(within(rowOf('olva-4.xlsx')).getByText('Processing')).toBeTruthy();
    expect(within(rowOf('olva-3.xlsx')).getByText('Valid')).toBeTruthy();
    expect(within(rowOf('olva-4.xlsx')).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(rowOf('olva-3.xlsx')).queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('DREP-15 Apply calls applyReport(id) and the list is read again', async () => {
    const calls = mockApi([[report(3)], [applied(3)]]);
    await openScreen();
    await pickOlva();
    await screen.findByText('olva-3.xlsx');
    fireEvent.click(within(rowOf('olva-3.xlsx')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.applied).toEqual(['3']));
    await waitFor(() => expect(within(rowOf('olva-3.xlsx')).queryByText('Applied')).toBeTruthy());
    expect(within(rowOf('olva-3.xlsx')).queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('DREP-16 DREP-17 ACONST-10 the list is fetched again every 15 s only while a report is Processing', async () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
      shouldAdvanceTime: true,
    });
    const calls = mockApi([[processing(4)], [processing(4)], [report(4)]]);
    await openScreen();
    await pickOlva();
    await screen.findByText('Processing');
    expect(calls.lists).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(calls.lists).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(calls.lists).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(calls.lists).toHaveLength(3));
    expect(await screen.findByText('Valid')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls.lists).toHaveLength(3);
  });

  it('DREP-18 DREP-19 DREP-20 a Validation Error opens the "Validation errors" modal listing each error', async () => {
    mockApi([[invalid(2)]]);
    await openScreen();
    await pickOlva();
    await screen.findByText('olva-2.xlsx');
    fireEvent.click(within(rowOf('olva-2.xlsx')).getByRole('button', { name: 'Validation Error' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Validation errors')).toBeTruthy();
    expect(await within(dialog).findByText('Row 3: there is no order ZZZ-999-999')).toBeTruthy();
    expect(within(dialog).getByText('Row 4: status "LOST" is not DELIVERED or REFUSED')).toBeTruthy();
  });

  /** Picks Olva and chooses a file; the upload dialog opens on it. */
  async function chooseFile(file: File, as: Parameters<typeof openScreen>[0] = 'delivery', language?: 'es') {
    const view = language
      ? await renderApp({ as, path: '/delivery-reports?tab=providers', language })
      : await openScreen(as);
    await pickOlva(language ? 'Proveedor de entrega' : undefined);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await view.user.upload(input, file);
    return { ...view, dialog: await screen.findByRole('dialog') };
  }

  describe('uploading one .xlsx', () => {
    const seen = {
      accept: '',
      multiple: true,
      calls: null as Calls | null,
      timeouts: [] as number[],
      newRow: '',
      ready: '',
    };
    beforeAll(async () => {
      const calls = mockApi([[], [report(9)]]);
      const requests: XMLHttpRequest[] = [];
      const Mocked = globalThis.XMLHttpRequest;
      vi.stubGlobal(
        'XMLHttpRequest',
        class extends Mocked {
          constructor() {
            super();
            requests.push(this);
          }
        },
      );
      const { user } = await openScreen();
      await pickOlva();
      await screen.findByText('No reports of this provider yet');
      const input = document.querySelector('input[type=file]') as HTMLInputElement;
      seen.accept = input.accept;
      seen.multiple = input.multiple;
      await user.upload(input, new File(['PK-workbook'], 'olva-nov.xlsx', { type: 'application/vnd.ms-excel' }));
      const dialog = await screen.findByRole('dialog');
      seen.ready = (await within(dialog).findByText('2 rows read, no errors')).textContent ?? '';
      fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(calls.puts).toHaveLength(1));
      seen.calls = calls;
      seen.timeouts = requests.map((r) => r.timeout);
      await screen.findByText('olva-9.xlsx');
      seen.newRow = rowOf('olva-9.xlsx').textContent ?? '';
      cleanup();
      vi.unstubAllGlobals();
    }, 120_000);

    it('DREP-21 DREP-29 DREP-30 the picked provider takes one .xlsx file at a time', () => {
      expect(seen.accept).toBe('.xlsx');
      expect(seen.multiple).toBe(false);
    });

    it('the gateway checks the chosen file for the picked provider before anything is uploaded', () => {
      expect(seen.calls?.checks).toEqual(['1']);
      expect(seen.ready).toBe('2 rows read, no errors');
    });

    it('DREP-24 DREP-28 ACONST-11 Upload PUTs the file to the gateway for the provider, with its name and a 90 s client time-out', () => {
      const put = seen.calls?.puts[0];
      expect(put?.body).toBe('PK-workbook');
      expect(put?.headers.get('x-amz-meta-providerid')).toBe('1');
      expect(put?.headers.get('x-amz-meta-filename')).toBe('olva-nov.xlsx');
      expect(put?.headers.get('x-keep-unmatched')).toBeNull();
      expect(put?.headers.get('authorization')).toMatch(/^Bearer ./);
      // The check and the upload both go by the app's one upload path, the upload with its time-out.
      expect(seen.timeouts).toEqual([0, 90_000]);
    });

    it('DREP-26 the list is read again: the new report shows, validated', () => {
      expect(seen.calls?.lists).toHaveLength(2);
      expect(seen.newRow).toContain('Valid');
    });
  });

  it('the upload dialog shows every row error of the file before upload, and nothing is uploaded', async () => {
    const errors = [
      reportRowError('shortCodeFormat', { row: 3, value: 'AB-12' }),
      reportRowError('orderNotFound', { row: 5, value: 'ZZZ-000-000' }),
    ];
    const calls = mockApi([[]], [{ rows: 3, errors, queueable: false }]);
    const { dialog } = await chooseFile(new File(['PK'], 'olva-bad.xlsx'));
    const list = await within(dialog).findByTestId('report-row-errors');
    expect(within(list).getByText('2 errors: fix the file and choose it again')).toBeTruthy();
    expect(within(list).getByText('Row 3: short code "AB-12" does not look like ABC-123-123')).toBeTruthy();
    expect(within(list).getByText('Row 5: there is no order ZZZ-000-000')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Upload and queue the unmatched rows' })).toBeNull();
    expect(calls.puts).toEqual([]);
  });

  it('the row errors read in Spanish from their codes', async () => {
    mockApi(
      [[]],
      [
        {
          rows: 1,
          errors: [
            reportRowError('duplicate', { row: 4, value: 'ABC-123-123', first: 2 }),
            reportRowError('orderCannotTakeStatus', {
              row: 5,
              value: 'ABC-123-124',
              orderStatus: ORDER_STATUS.CANCEL,
              status: 'DELIVERED',
            }),
          ],
          queueable: false,
        },
      ],
    );
    const { dialog } = await chooseFile(new File(['PK'], 'olva.xlsx'), 'delivery', 'es');
    expect(await within(dialog).findByText('Fila 4: ABC-123-123 también está en la fila 2')).toBeTruthy();
    // The order's status by the web's own label, not the server's English one.
    expect(
      within(dialog).getByText('Fila 5: el pedido ABC-123-124 está en Cancelado y no puede pasar a DELIVERED'),
    ).toBeTruthy();
  });

  it('issue 13 discrepancy a file whose only errors are unmatched rows may be uploaded to queue them', async () => {
    const errors = [reportRowError('orderNotFound', { row: 3, value: 'ZZZ-000-000' })];
    const calls = mockApi([[], [invalid(9)]], [{ rows: 2, errors, queueable: true }]);
    const { dialog } = await chooseFile(new File(['PK'], 'olva-some.xlsx'));
    expect(
      await within(dialog).findByText('1 row matches no order of this provider that can take its status'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload and queue the unmatched rows' }));
    await waitFor(() => expect(calls.puts).toHaveLength(1));
    expect(calls.puts[0]?.headers.get('x-keep-unmatched')).toBe('true');
  });

  it('DREP-27 a refusal of the upload (an empty signed URL) shows its message in the dialog', async () => {
    const calls = mockApi([[]]);
    server.use(
      http.put('*/gateway/reports/courier', () =>
        HttpResponse.json({ message: 'Signed Url is empty', code: 'UPSTREAM_UNAVAILABLE' }, { status: 502 }),
      ),
    );
    const { dialog } = await chooseFile(new File(['PK'], 'olva.xlsx'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Signed Url is empty')).toBeTruthy();
    expect(calls.lists).toHaveLength(2);
  });

  it('DREP-29 a file that is not a workbook is refused by content: the rule’s message, nothing uploaded', async () => {
    const calls = mockApi(
      [[]],
      [{ rows: 0, errors: [reportRowError('fileFormat', { formats: '.xlsx' })], queueable: false }],
    );
    const { dialog } = await chooseFile(new File(['status,short code'], 'renamed-csv.xlsx'));
    expect(await within(dialog).findByText('The file is not one of the accepted formats (.xlsx)')).toBeTruthy();
    expect(calls.puts).toEqual([]);
  });

  it('DREP-03 DREP-35 DREP-39 DREP-40 each known provider has its own send button; sending shows "Report sent successfully!"', async () => {
    const calls = mockApi([[]]);
    await openScreen();
    for (const name of ['Bluex', 'Olva', 'Servientrega']) {
      expect(await screen.findByRole('button', { name: `Send report to ${name}` })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send report to Olva' }));
    expect(await screen.findByText('Report sent successfully!')).toBeTruthy();
    expect(calls.sent).toEqual(['olva']);
  });

  it('DREP-36 DREP-37 DREP-38 a send button shows only with its provider’s permission; without upload:delivery no upload or Apply', async () => {
    mockApi([[report(3)]]);
    await openScreen({ ...DEMO_ACCOUNTS.finance, permissions: ['payment.document.report:read', 'bluex:send-order'] });
    fireEvent.click(screen.getByRole('tab', { name: 'Provider reports' }));
    expect(await screen.findByRole('button', { name: 'Send report to Bluex' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send report to Olva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send report to Servientrega' })).toBeNull();
    await pickOlva();
    await screen.findByText('olva-3.xlsx');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload report' })).toBeNull();
  });

  it('issue 13 mapping a file of an unknown layout asks for its mapping in the dialog; saved, the file is read again and may be uploaded', async () => {
    const headers = ['Guía', 'Código de envío', 'Resultado'];
    const calls = mockApi(
      [[]],
      [
        {
          rows: 0,
          errors: [reportRowError('columnsMissing', { columns: 'status, short code' })],
          queueable: false,
          headers,
        },
        NO_ERRORS,
      ],
    );
    const { dialog } = await chooseFile(new File(['PK'], 'olva-es.xlsx'));
    fireEvent.mouseDown(await within(dialog).findByLabelText('Short code column'));
    fireEvent.click(await screen.findByTitle('Código de envío'));
    fireEvent.mouseDown(within(dialog).getByLabelText('Status column'));
    const options = await screen.findAllByTitle('Resultado');
    fireEvent.click(options[options.length - 1] as HTMLElement);
    fireEvent.change(within(dialog).getByLabelText('Words meaning DELIVERED'), {
      target: { value: 'Entregado, entregada' },
    });
    fireEvent.change(within(dialog).getByLabelText('Words meaning REFUSED'), { target: { value: 'Rechazado' } });
    expect((within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(calls.mappings).toHaveLength(1));
    expect(calls.mappings[0]).toEqual({
      providerId: 1,
      headers,
      shortCodeColumn: 1,
      statusColumn: 2,
      deliveredWords: ['Entregado', 'entregada'],
      refusedWords: ['Rechazado'],
    });
    expect(await within(dialog).findByText('2 rows read, no errors')).toBeTruthy();
    expect(calls.checks).toHaveLength(2);
    expect((within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('issue 13 discrepancy a report whose only errors are unmatched rows offers "Apply matched, queue the rest" behind a confirmation; plain Apply stays hidden', async () => {
    const calls = mockApi([
      [report(2, { validationResult: false, queueable: true }), invalid(1)],
      [applied(2), invalid(1)],
    ]);
    await openScreen();
    await pickOlva();
    await screen.findByText('olva-2.xlsx');
    expect(within(rowOf('olva-2.xlsx')).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(rowOf('olva-1.xlsx')).queryByRole('button', { name: 'Apply matched, queue the rest' })).toBeNull();
    fireEvent.click(within(rowOf('olva-2.xlsx')).getByRole('button', { name: 'Apply matched, queue the rest' }));
    const question = await screen.findByText('Apply the rows that match and send the others to the discrepancy queue?');
    const popconfirm = question.closest('.ant-popover') as HTMLElement;
    expect(calls.queued).toEqual([]);
    fireEvent.click(within(popconfirm).getByRole('button', { name: 'Apply and queue' }));
    await waitFor(() => expect(calls.queued).toEqual(['2']));
    expect(await screen.findByText('2 order(s) updated, 1 row(s) queued')).toBeTruthy();
  });

  it('issue 13 discrepancy the queue lists open rows; Apply to order sends the right short code and comment, a refused code shows under its field; Ignore needs a comment', async () => {
    const calls = mockApi([[]], undefined, [
      discrepancy(7, 'QQQ-404-404', 'there is no order QQQ-404-404'),
      discrepancy(8, 'ABC-111-222', 'order ABC-111-222 is Cancel and cannot become DELIVERED'),
    ]);
    await openScreen();
    await pickOlva();
    const queue = await screen.findByTestId('discrepancies-table');
    expect(await within(queue).findByText('there is no order QQQ-404-404')).toBeTruthy();
    const row7 = within(queue).getByText('QQQ-404-404').closest('tr') as HTMLElement;
    fireEvent.click(within(row7).getByRole('button', { name: 'Apply to order' }));
    let dialog = (await screen.findByText('Apply QQQ-404-404 to the right order')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Short code'), { target: { value: 'zzz-000-000' } });
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Courier typo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to order' }));
    expect(await within(dialog).findByText('there is no order ZZZ-000-000')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Short code'), { target: { value: 'QQQ-404-405' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to order' }));
    await waitFor(() => expect(calls.resolved).toHaveLength(1));
    expect(calls.resolved[0]).toEqual({
      id: '7',
      body: { resolution: 'APPLY', shortCode: 'QQQ-404-405', comment: 'Courier typo' },
    });
    expect(await screen.findByText('Discrepancy resolved: the order was updated')).toBeTruthy();

    const row8 = within(queue).getByText('ABC-111-222').closest('tr') as HTMLElement;
    fireEvent.click(within(row8).getByRole('button', { name: 'Ignore' }));
    dialog = (await screen.findByText('Ignore ABC-111-222')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ignore' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(calls.resolved).toHaveLength(1);
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Cancelled at the door' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(calls.resolved).toHaveLength(2));
    expect(calls.resolved[1]).toEqual({ id: '8', body: { resolution: 'IGNORE', comment: 'Cancelled at the door' } });
  });

  it('a queued row’s problem and a refused short code read in Spanish from their keys; a row queued before keys keeps its English', async () => {
    mockApi([[]], undefined, [
      discrepancy(7, 'QQQ-404-404', 'there is no order QQQ-404-404', {
        problemCode: 'orderNotFound',
        problemValues: { value: 'QQQ-404-404' },
      }),
      discrepancy(8, 'ABC-111-222', 'order ABC-111-222 is not with this provider'),
      discrepancy(9, 'ABC-111-333', 'order ABC-111-333 is Cancel and cannot become DELIVERED', {
        problemCode: 'orderCannotTakeStatus',
        problemValues: { value: 'ABC-111-333', orderStatus: ORDER_STATUS.CANCEL, status: 'DELIVERED' },
      }),
    ]);
    await openScreen('delivery', 'es');
    await pickOlva('Proveedor de entrega');
    const queue = await screen.findByTestId('discrepancies-table');
    expect(await within(queue).findByText('no existe el pedido QQQ-404-404')).toBeTruthy();
    expect(within(queue).queryByText('there is no order QQQ-404-404')).toBeNull();
    expect(within(queue).getByText('order ABC-111-222 is not with this provider')).toBeTruthy();
    expect(
      within(queue).getByText('el pedido ABC-111-333 está en Cancelado y no puede pasar a DELIVERED'),
    ).toBeTruthy();
    const row7 = within(queue).getByText('QQQ-404-404').closest('tr') as HTMLElement;
    fireEvent.click(within(row7).getByRole('button', { name: 'Aplicar a pedido' }));
    const dialog = (await screen.findByText('Aplicar QQQ-404-404 al pedido correcto')).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(dialog).getByText(/no existe el pedido QQQ-404-404/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Código corto'), { target: { value: 'zzz-000-000' } });
    fireEvent.change(within(dialog).getByLabelText('Comentario'), { target: { value: 'Error del courier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a pedido' }));
    expect(await within(dialog).findByText('no existe el pedido ZZZ-000-000')).toBeTruthy();
  });

  it('a refused Apply reads in Spanish from its key and values, never the server’s English', async () => {
    mockApi([[report(3)]]);
    server.use(
      http.post(`${API}/reports/:id/apply`, () =>
        HttpResponse.json(
          {
            message: 'Order ABC-111-333 is Cancel now and cannot become DELIVERED',
            code: 'CONFLICT',
            reason: {
              key: 'orderNoLongerTakesStatus',
              values: { value: 'ABC-111-333', orderStatus: ORDER_STATUS.CANCEL, status: 'DELIVERED' },
            },
          },
          { status: 409 },
        ),
      ),
    );
    await openScreen('delivery', 'es');
    await pickOlva('Proveedor de entrega');
    await screen.findByText('olva-3.xlsx');
    fireEvent.click(within(rowOf('olva-3.xlsx')).getByRole('button', { name: 'Aplicar' }));
    expect(
      await screen.findByText(
        'Error del servidor El pedido ABC-111-333 ahora está en Cancelado y no puede pasar a DELIVERED',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/cannot become/)).toBeNull();
  });

  it('issue 13 discrepancy an empty queue says so', async () => {
    mockApi([[report(3)]]);
    await openScreen();
    await pickOlva();
    const queue = await screen.findByTestId('discrepancies-table');
    expect(await within(queue).findByText('No discrepancies to resolve')).toBeTruthy();
  });
});
