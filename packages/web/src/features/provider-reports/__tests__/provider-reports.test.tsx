import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeliveryDiscrepancyDto } from '@umbrella/contract';
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
const needsMapping = (id: number) =>
  report(id, { validationResult: false, headers: ['Guía', 'Código de envío', 'Resultado'] });
const discrepancy = (id: number, shortCode: string, problem: string): DeliveryDiscrepancyDto => ({
  id,
  reportId: 2,
  providerId: 1,
  fileName: 'olva-2.xlsx',
  rowNumber: id + 1,
  shortCode,
  status: 'DELIVERED',
  problem,
  createdAt: T,
  resolution: null,
  resolvedShortCode: null,
  comment: null,
  resolvedBy: null,
  resolvedAt: null,
});

type Calls = {
  mappings: { id: string; body: unknown }[];
  queued: string[];
  resolved: { id: string; body: unknown }[];
  lists: URLSearchParams[];
  applied: string[];
  links: unknown[];
  puts: string[];
  processed: unknown[];
  sent: string[];
};

/** The back-office as the screen sees it; `next` answers each list call in turn (the last one repeats). */
function mockApi(
  next: ProviderReport[][],
  uploadUrl = 'http://localhost/module/delivery/files/delivery-reports/p1-a7-x.xlsx?expires=9&signature=s',
  discrepancies: DeliveryDiscrepancyDto[] = [],
) {
  const calls: Calls = {
    mappings: [],
    queued: [],
    resolved: [],
    lists: [],
    applied: [],
    links: [],
    puts: [],
    processed: [],
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
    http.post(`${API}/reports/upload-link`, async ({ request }) => {
      const body = (await request.json()) as { providerId: number; originalFileName: string };
      calls.links.push(body);
      return HttpResponse.json({
        uploadUrl,
        method: 'PUT',
        ...body,
        fileKey: 'delivery-reports/p1-a7-x.xlsx',
        expiresAt: T,
      });
    }),
    http.put('*/module/delivery/files/delivery-reports/:name', async ({ request }) => {
      calls.puts.push(await request.text());
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/reports/process-uploaded`, async ({ request }) => {
      calls.processed.push(await request.json());
      return HttpResponse.json(processing(9), { status: 201 });
    }),
    http.get(`${API}/discrepancies`, () => HttpResponse.json(discrepancies)),
    http.post(`${API}/reports/:id/mapping`, async ({ params, request }) => {
      calls.mappings.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json(processing(Number(params.id)));
    }),
    http.post(`${API}/reports/:id/apply-and-queue`, ({ params }) => {
      calls.queued.push(String(params.id));
      return HttpResponse.json({ report: applied(Number(params.id)), changed: 2, unchanged: 0, queued: 1 });
    }),
    http.post(`${API}/discrepancies/:id/resolve`, async ({ params, request }) => {
      const body = (await request.json()) as { shortCode?: string };
      if (body.shortCode === 'ZZZ-000-000') {
        return HttpResponse.json(
          { message: 'Invalid input', code: 'VALIDATION', errors: { shortCode: 'there is no order ZZZ-000-000' } },
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

async function openScreen(as: NonNullable<Parameters<typeof renderApp>[0]>['as'] = 'delivery') {
  const view = await renderApp({ as, path: '/delivery-reports', language: 'en' });
  await screen.findByRole('tab', { name: 'Provider reports' }, { timeout: 20_000 });
  return view;
}

async function pickOlva() {
  fireEvent.mouseDown(await screen.findByLabelText('Delivery provider'));
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

  describe('uploading one .xlsx', () => {
    const seen = {
      accept: '',
      multiple: true,
      calls: null as Calls | null,
      timeout: 0,
      newRow: '',
    };
    beforeAll(async () => {
      const calls = mockApi([[], [processing(9)]]);
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
      await waitFor(() => expect(calls.processed).toHaveLength(1));
      seen.calls = calls;
      seen.timeout = requests[0]?.timeout ?? 0;
      await screen.findByText('olva-9.xlsx');
      seen.newRow = rowOf('olva-9.xlsx').textContent ?? '';
      cleanup();
      vi.unstubAllGlobals();
    }, 120_000);

    it('DREP-21 DREP-29 DREP-30 the picked provider takes one .xlsx file at a time', () => {
      expect(seen.accept).toBe('.xlsx');
      expect(seen.multiple).toBe(false);
    });

    it('DREP-22 DREP-23 step 1 asks for an upload link with providerId and originalFileName', () => {
      expect(seen.calls?.links).toEqual([{ providerId: 1, originalFileName: 'olva-nov.xlsx' }]);
    });

    it('DREP-24 DREP-28 ACONST-11 step 2 PUTs the file to the link, with a 90 s client time-out', () => {
      expect(seen.calls?.puts).toEqual(['PK-workbook']);
      expect(seen.timeout).toBe(90_000);
    });

    it('DREP-25 step 3 calls process-uploaded with the link info', () => {
      expect(seen.calls?.processed).toEqual([
        { providerId: 1, originalFileName: 'olva-nov.xlsx', fileKey: 'delivery-reports/p1-a7-x.xlsx' },
      ]);
    });

    it('DREP-26 step 4 reads the list again: the new report shows, Processing', () => {
      expect(seen.calls?.lists).toHaveLength(2);
      expect(seen.newRow).toContain('Processing');
    });
  });

  it('DREP-27 an empty signed URL shows "Signed Url is empty" and nothing is sent', async () => {
    const calls = mockApi([[]], '');
    const { user } = await openScreen();
    await pickOlva();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['PK'], 'olva.xlsx'));
    expect(await screen.findByText('Signed Url is empty')).toBeTruthy();
    expect(calls.puts).toEqual([]);
    expect(calls.processed).toEqual([]);
  });

  it('DREP-29 a file that is not a workbook is refused by content: the rule’s message, no processing', async () => {
    const calls = mockApi([[]]);
    server.use(
      http.put('*/module/delivery/files/delivery-reports/:name', () =>
        HttpResponse.json(
          { message: 'Invalid input', code: 'VALIDATION', errors: { file: 'Only .xlsx files are accepted' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openScreen();
    await pickOlva();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['status,short code'], 'renamed-csv.xlsx'));
    expect(await screen.findByText('Only .xlsx files are accepted')).toBeTruthy();
    expect(calls.processed).toEqual([]);
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

  it('issue 13 mapping a report that Needs mapping opens the mapping form with its header cells; saving sends the columns and words', async () => {
    const calls = mockApi([[needsMapping(5)], [processing(5)]]);
    await openScreen();
    await pickOlva();
    await screen.findByText('olva-5.xlsx');
    fireEvent.click(within(rowOf('olva-5.xlsx')).getByRole('button', { name: 'Needs mapping' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('Short code column'));
    fireEvent.click(await screen.findByTitle('Código de envío'));
    fireEvent.mouseDown(within(dialog).getByLabelText('Status column'));
    const options = await screen.findAllByTitle('Resultado');
    fireEvent.click(options[options.length - 1] as HTMLElement);
    fireEvent.change(within(dialog).getByLabelText('Words meaning DELIVERED'), {
      target: { value: 'Entregado, entregada' },
    });
    fireEvent.change(within(dialog).getByLabelText('Words meaning REFUSED'), { target: { value: 'Rechazado' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(calls.mappings).toHaveLength(1));
    expect(calls.mappings[0]).toEqual({
      id: '5',
      body: {
        shortCodeColumn: 1,
        statusColumn: 2,
        deliveredWords: ['Entregado', 'entregada'],
        refusedWords: ['Rechazado'],
      },
    });
    expect(await screen.findByText('Mapping saved: olva-5.xlsx is being read again')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('olva-5.xlsx')).getByText('Processing')).toBeTruthy());
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

  it('issue 13 discrepancy an empty queue says so', async () => {
    mockApi([[report(3)]]);
    await openScreen();
    await pickOlva();
    const queue = await screen.findByTestId('discrepancies-table');
    expect(await within(queue).findByText('No discrepancies to resolve')).toBeTruthy();
  });
});
