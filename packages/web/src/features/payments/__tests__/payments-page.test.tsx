import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toMinorUnits } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { PaymentDocument } from '../types';

const finance: DemoAccount = { ...DEMO_ACCOUNTS.finance, regionIds: ['pe-central', 'cl-central'] };
const API = '*/module/payments/api/v1';

function doc(overrides: Partial<PaymentDocument> = {}): PaymentDocument {
  return {
    paymentDocumentId: 1,
    orderId: 77,
    orderShortCode: 'DEP-000-001',
    regionId: 'pe-central',
    created: '2026-11-20T15:00:00.000Z',
    createdBy: 'Lucía Quispe',
    status: 'pending',
    source: 'upload',
    documentLink: 'http://localhost:3000/module/payments/files/receipts/o77-a1-x?expires=1&signature=s',
    contentType: 'image/png',
    paymentProviderId: null,
    paymentProviderName: null,
    paymentDate: null,
    amount: null,
    bankTransactionNumber: null,
    comments: null,
    decidedBy: null,
    decidedAt: null,
    ...overrides,
  };
}

type Handlers = {
  rows?: PaymentDocument[];
  approve?: () => Response;
};

function mockApi({ rows = [doc()], approve }: Handlers = {}) {
  const queries: URLSearchParams[] = [];
  const approved: unknown[] = [];
  const declined: unknown[] = [];
  server.use(
    http.get(`${API}/receipts`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ content: rows, totalSize: rows.length });
    }),
    http.get(`${API}/receipts/counters`, () =>
      HttpResponse.json({ totalCount: 9, pendingCount: 4, approvedCount: 3, declinedCount: 2 }),
    ),
    http.get(`${API}/payment-providers/direct`, ({ request }) => {
      const peru = [
        { id: 1, name: 'BCP', kind: 'direct' },
        { id: 2, name: 'Interbank', kind: 'direct' },
      ];
      const chile = [{ id: 5, name: 'Banco de Chile', kind: 'direct' }];
      const regionId = new URL(request.url).searchParams.get('regionId');
      return HttpResponse.json(
        regionId === 'pe-central' ? peru : regionId === 'cl-central' ? chile : [...peru, ...chile],
      );
    }),
    http.post(`${API}/receipts/approve`, async ({ request }) => {
      approved.push(await request.json());
      return approve?.() ?? HttpResponse.json({ orderId: 77, paidAmount: 15000, orderTag: 'ORDER_PAID' });
    }),
    http.post(`${API}/receipts/decline`, async ({ request }) => {
      declined.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { queries, approved, declined };
}

async function openPayments(handlers: Handlers = {}) {
  const calls = mockApi(handlers);
  const view = await renderApp({ as: finance, path: '/payments', language: 'en' });
  await screen.findByText('DEP-000-001', {}, { timeout: 20_000 });
  return { ...view, ...calls };
}

async function openPreview() {
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog');
}

async function pick(label: string, option: string) {
  const dialog = screen.getByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

async function fillApprove(values: { amount?: string; number?: string; date?: string }) {
  await pick('Payment method', 'BCP');
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Transaction number'), { target: { value: values.number ?? 'OP-1' } });
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: values.amount ?? '150.5' } });
  const date = within(dialog).getByLabelText('Payment date');
  fireEvent.mouseDown(date);
  fireEvent.change(date, { target: { value: values.date ?? '15-11-2026' } });
  fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
}

describe('/payments', { timeout: 60_000 }, () => {
  it('PAY-01 PAY-02 PAY-03 PAY-07 status tabs with counters; Pending first, newest first', async () => {
    const { queries } = await openPayments();
    for (const label of ['Pending (4)', 'Approved (3)', 'Declined (2)', 'All (9)']) {
      expect(screen.getByRole('tab', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('tab', { name: 'Pending (4)', selected: true })).toBeTruthy();
    expect(queries.at(-1)?.get('documentStatus')).toBe('PENDING');
    expect(queries.at(-1)?.get('sort')).toBe('created,desc');
  });

  it('a receipt the customer sent from the payment page reads as sent by the customer, not by an agent', async () => {
    await openPayments({
      rows: [doc(), doc({ paymentDocumentId: 2, orderShortCode: 'DEP-000-002', source: 'customer', createdBy: null })],
    });
    const row = (await screen.findByText('DEP-000-002')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sent by the customer')).toBeTruthy();
    const staff = screen.getByText('DEP-000-001').closest('tr') as HTMLElement;
    expect(within(staff).getByText('Lucía Quispe')).toBeTruthy();
    // Finance reviews it as any receipt.
    fireEvent.click(within(row).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('PAY-01 is not offered without payment.document.receipt:list', async () => {
    mockApi();
    await renderApp({ as: 'agent', path: '/payments', language: 'en' });
    expect(
      await screen.findByText('You do not have permission to open this page.', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('receipts-table')).toBeNull();
  });

  it('PAY-04 without a region chosen the screen opens on the first of the user’s regions with receipts waiting', async () => {
    const { queries } = mockApi();
    server.use(
      http.get(`${API}/receipts/counters`, ({ request }) => {
        const waiting = new URL(request.url).searchParams.get('regionId') === 'cl-central' ? 4 : 0;
        return HttpResponse.json({ totalCount: 9, pendingCount: waiting, approvedCount: 3, declinedCount: 2 });
      }),
    );
    await renderApp({ as: finance, path: '/payments', language: 'en' });
    await screen.findByText('DEP-000-001', {}, { timeout: 20_000 });
    // Not a first read of Peru's empty list: the receipts are asked for Chile alone.
    expect(queries.map((query) => query.get('regionId'))).toEqual(['cl-central']);
    expect(within(screen.getByTestId('payments-filters')).getByText('Chile')).toBeTruthy();
  });

  it('PAY-04 PAY-05 PAY-06 PAY-08 region of own regions, short code, provider and update; filters return to the first page', async () => {
    const { queries } = await openPayments();
    const filters = screen.getByTestId('payments-filters');
    fireEvent.mouseDown(within(filters).getByLabelText('Region'));
    expect(await screen.findByTitle('Chile')).toBeTruthy();
    expect(screen.queryByTitle('Mexico')).toBeNull();
    fireEvent.click(screen.getByTitle('Chile'));
    await waitFor(() => expect(queries.at(-1)?.get('regionId')).toBe('cl-central'));
    fireEvent.mouseDown(within(filters).getByLabelText('Payment method'));
    // Chile's payment methods, once Chile is the region.
    fireEvent.click(await screen.findByTitle('Banco de Chile'));
    await waitFor(() => expect(queries.at(-1)?.get('paymentProviderId')).toBe('5'));
    const search = within(filters).getByLabelText('Order code');
    fireEvent.change(search, { target: { value: 'DEP-000-001' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('orderShortCode')).toBe('DEP-000-001'));
    expect(queries.at(-1)?.get('page')).toBe('0');
    const before = queries.length;
    fireEvent.click(within(filters).getByRole('button', { name: /Update/ }));
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
  });

  it('PAY-11 PAY-12 PAY-16 PAY-19 PAY-20 Confirm validates the four fields, sends the amount × 100 and refreshes the table', async () => {
    const { approved, queries } = await openPayments();
    const dialog = await openPreview();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getAllByText('Field is required!')).toHaveLength(4));
    expect(approved).toHaveLength(0);
    await fillApprove({ amount: '150.5', number: 'OP-778812', date: '15-11-2026' });
    const before = queries.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(approved).toHaveLength(1));
    expect(approved[0]).toEqual({
      paymentDocumentId: 1,
      paymentProviderId: 1,
      amount: 15050,
      paymentDate: '2026-11-15',
      bankTransactionNumber: 'OP-778812',
    });
    expect(await screen.findByText('Payment confirmed')).toBeTruthy();
    await waitFor(() => expect(queries.length).toBeGreaterThan(before), { timeout: 3000 });
  });

  it('PAY-20 OCONST-13 after a decision the receipt table is read again, 500 ms later and not sooner', async () => {
    const { approved } = await openPayments();
    const reads: number[] = [];
    let decidedAt = 0;
    // Both only note the time and fall through to the page's handlers.
    server.use(
      http.get(`${API}/receipts`, () => void reads.push(performance.now())),
      http.post(`${API}/receipts/approve`, () => {
        decidedAt = performance.now();
      }),
    );
    const dialog = await openPreview();
    await fillApprove({});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(approved).toHaveLength(1));
    // Real time: a loaded machine reads it late, never early.
    await waitFor(() => expect(reads.some((at) => at > decidedAt)).toBe(true), { timeout: 10_000 });
    expect((reads.find((at) => at > decidedAt) as number) - decidedAt).toBeGreaterThanOrEqual(500);
  });

  it('PAY-19 the amount is × 100 and 0 when empty', () => {
    expect(toMinorUnits('149.9')).toBe(14990);
    expect(toMinorUnits(0.1)).toBe(10);
    expect(toMinorUnits('')).toBe(0);
    expect(toMinorUnits(null)).toBe(0);
  });

  it('PAY-17 the payment date cannot be in the future', async () => {
    await openPayments();
    const dialog = await openPreview();
    await fillApprove({ date: '01-01-2099' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The payment date cannot be in the future')).toBeTruthy();
  });

  it('PAY-21 a 400 naming bankTransactionNumber says the transaction number is not unique', async () => {
    const { approved } = await openPayments({
      approve: () =>
        HttpResponse.json(
          {
            message: 'bankTransactionNumber is not unique',
            code: 'VALIDATION',
            errors: { bankTransactionNumber: 'is not unique' },
          },
          { status: 400 },
        ),
    });
    const dialog = await openPreview();
    await fillApprove({});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(approved).toHaveLength(1));
    expect(await screen.findByText('The transaction number is not unique')).toBeTruthy();
  });

  it('PAY-22 any other approve failure shows "System error"', async () => {
    await openPayments({ approve: () => HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }) });
    const dialog = await openPreview();
    await fillApprove({});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('System error', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('PAY-18 Decline asks for a reason and sends it', async () => {
    const { declined } = await openPayments();
    const dialog = await openPreview();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const reason = await within(dialog).findByLabelText('Decline reason');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Field is required!')).toBeTruthy();
    expect(declined).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'Ilegible' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(declined).toEqual([{ paymentDocumentId: 1, comments: 'Ilegible' }]));
  });

  it('PAY-13 a declined receipt shows its reason read-only, with no action', async () => {
    await openPayments({ rows: [doc({ status: 'declined', comments: 'Monto no coincide' })] });
    const dialog = await openPreview();
    expect(within(dialog).getByText('Monto no coincide')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('PAY-14 an approved receipt is edited and saved (confirmed again)', async () => {
    const approvedDoc = doc({
      status: 'approved',
      paymentProviderId: 1,
      paymentProviderName: 'BCP',
      amount: 15000,
      paymentDate: '2026-11-15',
      bankTransactionNumber: 'OP-1',
    });
    const { approved } = await openPayments({ rows: [approvedDoc] });
    const dialog = await openPreview();
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '160' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(approved).toHaveLength(1));
    expect(approved[0]).toMatchObject({ amount: 16000, paymentDate: '2026-11-15', bankTransactionNumber: 'OP-1' });
  });

  it('PAY-15 a card processor document has no receipt and no action', async () => {
    await openPayments({
      rows: [doc({ source: 'card_processor', documentLink: null, status: 'approved', amount: 100 })],
    });
    const dialog = await openPreview();
    expect(within(dialog).getByText('No receipt file')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('PAY-23 a PDF receipt is shown in an unsandboxed frame, and every receipt opens full size in a new tab', async () => {
    const pdfLink = 'http://localhost:3000/module/payments/files/receipts/o77-a1-pdf?expires=1&signature=s';
    await openPayments({ rows: [doc({ contentType: 'application/pdf', documentLink: pdfLink })] });
    const dialog = await openPreview();
    const frame = within(dialog).getByTitle('Receipt');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(pdfLink);
    // Chromium's PDF viewer does not run in a sandboxed frame: the receipt would be a broken icon.
    expect(frame.hasAttribute('sandbox')).toBe(false);
    const full = within(dialog).getByRole('link', { name: /Open full size/ });
    expect(full.getAttribute('href')).toBe(pdfLink);
    expect(full.getAttribute('target')).toBe('_blank');
    expect(full.getAttribute('rel')).toContain('noopener');
  });

  it('PAY-23 an image receipt opens full size in a new tab too', async () => {
    await openPayments();
    const dialog = await openPreview();
    expect(within(dialog).getByRole('img', { name: 'Receipt' })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Open full size/ })
        .getAttribute('href'),
    ).toBe(doc().documentLink);
  });

  it("PAY-30 a Peru receipt's payment methods are Peru's banks only", async () => {
    await openPayments();
    const dialog = await openPreview();
    fireEvent.mouseDown(within(dialog).getByLabelText('Payment method'));
    expect(await screen.findByTitle('Interbank')).toBeTruthy();
    expect(screen.queryByTitle('Banco de Chile')).toBeNull();
  });

  it('PAY-09 amounts are shown divided by 100 with 2 decimals, in the region’s currency', async () => {
    await openPayments({ rows: [doc({ status: 'approved', amount: 14990 })] });
    expect(screen.getByText('149.90 PEN')).toBeTruthy();
  });

  it('PAY-23 PAY-24 an image that fails to load says so; copying the number says it was copied', async () => {
    await openPayments({ rows: [doc({ bankTransactionNumber: 'OP-9' })] });
    const dialog = await openPreview();
    fireEvent.error(within(dialog).getByRole('img', { name: 'Receipt' }));
    expect(await within(dialog).findByText('The receipt image could not be loaded')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy transaction number' }));
    expect(await screen.findByText('Transaction number was copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('OP-9');
  });
});
