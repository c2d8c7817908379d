import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

type Calls = {
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
) {
  const calls: Calls = { lists: [], applied: [], links: [], puts: [], processed: [], sent: [] };
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
  it('DREP-01 DREP-02 DREP-04 DREP-05 DREP-06 ACONST-09 DREP-07 DREP-08 DREP-10 DREP-11 DREP-12 DREP-13 the region’s providers; the picked one’s last reports with their statuses; Apply only on the Valid one', async () => {
    const calls = mockApi([[report(3), invalid(2), applied(1)]]);
    await openScreen();
    expect(screen.getByText('Pick a delivery provider', { selector: 'span.ant-typography' })).toBeTruthy();
    await pickOlva();
    await screen.findByText('olva-3.xlsx');
    expect(calls.lists[0]?.get('providerId')).toBe('1');
    expect(calls.lists[0]?.get('limit')).toBe('3');
    expect(within(rowOf('olva-3.xlsx')).getByText('Valid')).toBeTruthy();
    expect(within(rowOf('olva-2.xlsx')).getByRole('button', { name: 'Validation Error' })).toBeTruthy();
    expect(within(rowOf('olva-1.xlsx')).getByText('Applied')).toBeTruthy();
    expect(within(rowOf('olva-3.xlsx')).getByText('Diego Demo')).toBeTruthy();
    expect(within(rowOf('olva-3.xlsx')).getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(within(rowOf('olva-2.xlsx')).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(rowOf('olva-1.xlsx')).queryByRole('button', { name: 'Apply' })).toBeNull();
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

  it('DREP-21 DREP-22 DREP-23 DREP-24 DREP-25 DREP-26 DREP-28 ACONST-11 DREP-29 DREP-30 one .xlsx: link, PUT to it (90 s time-out), process-uploaded with the link info, the list again', async () => {
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
    expect(input.accept).toBe('.xlsx');
    expect(input.multiple).toBe(false);

    await user.upload(input, new File(['PK-workbook'], 'olva-nov.xlsx', { type: 'application/vnd.ms-excel' }));
    await waitFor(() => expect(calls.processed).toHaveLength(1));
    expect(calls.links).toEqual([{ providerId: 1, originalFileName: 'olva-nov.xlsx' }]);
    expect(calls.puts).toEqual(['PK-workbook']);
    expect(requests[0]?.timeout).toBe(90_000);
    expect(calls.processed[0]).toEqual({
      providerId: 1,
      originalFileName: 'olva-nov.xlsx',
      fileKey: 'delivery-reports/p1-a7-x.xlsx',
    });
    expect(await screen.findByText('olva-9.xlsx')).toBeTruthy();
    expect(within(rowOf('olva-9.xlsx')).getByText('Processing')).toBeTruthy();
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
});
