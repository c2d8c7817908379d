import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { Report } from '../types';

const API = '*/module/payments/api/v1/reports';
const report = (overrides: Partial<Report> = {}): Report => ({
  paymentDocumentId: 5,
  paymentProviderId: 7,
  paymentProviderName: 'Olva Courier',
  paymentDate: '2026-11-20',
  bankTransactionNumber: 'R-100',
  amount: 1234550,
  status: 'APPROVED_WITH_WARNINGS',
  fileName: 'olva.csv',
  hasFile: true,
  comments: null,
  created: '2026-11-21T10:00:00.000Z',
  createdBy: 'Delia',
  ...overrides,
});

function mockApi() {
  const listed: URLSearchParams[] = [];
  const decisions: { path: string; body: unknown }[] = [];
  const uploads: Headers[] = [];
  const checks: Headers[] = [];
  server.use(
    http.get(API, ({ request }) => {
      listed.push(new URL(request.url).searchParams);
      return HttpResponse.json({ content: [report()], totalSize: 1 });
    }),
    http.get(`${API}/counters`, () =>
      HttpResponse.json({ totalCount: 6, approvedCount: 3, declinedCount: 1, approvedWithWarningsCount: 2 }),
    ),
    http.get(`${API}/providers`, () => HttpResponse.json([{ id: 7, name: 'Olva Courier', kind: 'report' }])),
    http.get(`${API}/:id/errors/summary`, () =>
      HttpResponse.json([
        { type: 'ORDER_NOT_FOUND', count: 2 },
        { type: 'SOMETHING_NEW', count: 1 },
      ]),
    ),
    http.get(`${API}/:id/download-link`, ({ params }) =>
      HttpResponse.json({
        url: `http://files.test/reports/r${params.id}.csv?signature=s`,
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    ),
    http.get(`${API}/:id/errors/download-link`, ({ params }) =>
      HttpResponse.json({
        url: `http://files.test/report-errors/r${params.id}-errors.csv?signature=s`,
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    ),
    http.post(`${API}/:action`, async ({ request, params }) => {
      decisions.push({ path: String(params.action), body: await request.json() });
      return HttpResponse.json(report({ status: 'APPROVED' }));
    }),
    http.post('*/gateway/reports/validate', ({ request }) => {
      checks.push(request.headers);
      return HttpResponse.json({
        rows: 1,
        errors: [
          {
            type: 'CELL_VALUE_IS_MISSING',
            code: 'amountMissing',
            values: { row: 3 },
            row: 3,
            column: 'amount',
            message: 'Row 3: the amount is missing',
          },
        ],
      });
    }),
    http.put('*/gateway/reports/reconciliation', ({ request }) => {
      uploads.push(request.headers);
      return HttpResponse.json(report(), { status: 201 });
    }),
  );
  return { listed, decisions, uploads, checks };
}

async function openReports(as: 'delivery' | 'finance' = 'delivery', path = '/delivery-reports') {
  const calls = mockApi();
  // The page opens on provider reports for whoever may upload them (decision 1311): these tests ask for reconciliation.
  const view = await renderApp({ as, path: `${path}?tab=reconciliation`, language: 'en' });
  await screen.findByText('R-100', {}, { timeout: 20_000 });
  return { ...view, ...calls };
}

describe('/delivery-reports', { timeout: 60_000 }, () => {
  it('RECON-08 RECON-09 RECON-10 RECON-11 tabs with counters; a row shows provider, date, number, amount and status', async () => {
    const { listed } = await openReports();
    for (const label of ['All (6)', 'Approved (3)', 'Declined (1)', 'Approved with warnings (2)']) {
      expect(screen.getByRole('tab', { name: label })).toBeTruthy();
    }
    const row = screen.getByText('R-100').closest('tr') as HTMLElement;
    expect(within(row).getByText('Olva Courier')).toBeTruthy();
    expect(within(row).getByText('12,345.50')).toBeTruthy();
    expect(within(row).getByText('Approved with warnings')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Declined (1)' }));
    await waitFor(() => expect(listed.at(-1)?.get('status')).toBe('DECLINED'));
  });

  it('RECON-14 RECON-16 RECON-12 RECON-13 the error summary names each type (others "Unknown error"); a status change needs an action and a comment', async () => {
    const { decisions } = await openReports();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Order not found: 2')).toBeTruthy();
    expect(within(dialog).getByText('Unknown error: 1')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(dialog).getAllByText('Field is required!')).toHaveLength(2));
    fireEvent.click(within(dialog).getByLabelText('Decline'));
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'No cuadra con el courier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(decisions).toEqual([
        { path: 'decline', body: { paymentDocumentId: 5, comments: 'No cuadra con el courier' } },
      ]),
    );
  });

  it('RECON-17 RECON-18 the review downloads the report and its errors through their signed links, and approves with the id and comment', async () => {
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    try {
      const { listed, decisions } = await openReports();
      expect(listed.length).toBeGreaterThan(0);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText('Order not found: 2')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: /Download report/ }));
      await waitFor(() => expect(followed).toEqual(['http://files.test/reports/r5.csv?signature=s']));
      fireEvent.click(within(dialog).getByRole('button', { name: /Download errors/ }));
      await waitFor(() => expect(followed.at(-1)).toBe('http://files.test/report-errors/r5-errors.csv?signature=s'));
      fireEvent.click(within(dialog).getByLabelText('Approve'));
      fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Cuadra' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() =>
        expect(decisions).toEqual([{ path: 'approve', body: { paymentDocumentId: 5, comments: 'Cuadra' } }]),
      );
    } finally {
      click.mockRestore();
    }
  });

  it('RECON-17 a report stored without its file offers only the errors download', async () => {
    mockApi();
    server.use(http.get(API, () => HttpResponse.json({ content: [report({ hasFile: false })], totalSize: 1 })));
    await renderApp({ as: 'delivery', path: '/delivery-reports?tab=reconciliation', language: 'en' });
    await screen.findByText('R-100', {}, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: /Download errors/ })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Download report/ })).toBeNull();
  });

  it('RECON-03 RECON-04 RECON-05 the upload modal requires provider, date, number, amount and a file ("Select Excel file to upload")', async () => {
    await openReports('delivery', '/delivery-report');
    fireEvent.click(screen.getByRole('button', { name: 'Upload report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(within(dialog).getAllByText('Field is required!')).toHaveLength(4));
    expect(within(dialog).getByText('Select Excel file to upload')).toBeTruthy();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toContain('.xlsx');
    expect(input.accept).toContain('.csv');
    expect(input.multiple).toBe(false);
  });

  it("RECON-07 RECON-15 the gateway's row errors show when a file is chosen, then the file is PUT with its metadata headers and its progress shows", async () => {
    const { uploads, checks, user } = await openReports('delivery', '/delivery-report');
    fireEvent.click(screen.getByRole('button', { name: 'Upload report' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['pedido;monto\nA-1;5\nA-2;\n'], 'olva.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Cell value is missing: Row 3: the amount is missing')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('Provider'));
    fireEvent.click(await screen.findByTitle('Olva Courier'));
    const date = within(dialog).getByLabelText('Report date');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '20-11-2026' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    fireEvent.change(within(dialog).getByLabelText('Transaction number'), { target: { value: 'R-100' } });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '12345.5' } });
    let release: () => void = () => undefined;
    server.use(
      http.put('*/gateway/reports/reconciliation', async ({ request }) => {
        uploads.push(request.headers);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(report(), { status: 201 });
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    // While the file is under way the modal shows its progress.
    await waitFor(() => expect(within(dialog).getByLabelText('Upload progress')).toBeTruthy());
    release();
    expect(await screen.findByText('Report uploaded')).toBeTruthy();
    expect(uploads[0]?.get('authorization')).toMatch(/^Bearer /);
    // The check went by the same upload path, with the session's token.
    expect(checks[0]?.get('authorization')).toBe(uploads[0]?.get('authorization'));
    expect(uploads[0]?.get('x-amz-meta-paymentproviderid')).toBe('7');
    expect(uploads[0]?.get('x-amz-meta-paymentdate')).toBe('2026-11-20');
    expect(uploads[0]?.get('x-amz-meta-amount')).toBe('1234550');
  });

  it('RECON-01 the upload page /delivery-report needs upload:delivery', async () => {
    mockApi();
    await renderApp({ as: 'finance', path: '/delivery-report', language: 'en' });
    expect(
      await screen.findByText('You do not have permission to open this page.', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('reports-table')).toBeNull();
  });

  it('RECON-02 without payment.document.report:upload no upload is offered', async () => {
    mockApi();
    await renderApp({
      as: {
        ...(await import('@/testing/accounts')).DEMO_ACCOUNTS.support,
        permissions: ['payment.document.report:read'],
      },
      path: '/delivery-reports',
      language: 'en',
    });
    await screen.findByText('R-100', {}, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: 'Upload report' })).toBeNull();
  });
});
