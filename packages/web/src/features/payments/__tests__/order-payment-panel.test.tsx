import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeOrderDto } from '../../orders/testing/order-fixtures';
import { createOrdersMock, ordersHandlers } from '../../orders/testing/orders-mock';

const API = '*/module/payments/api/v1';
const LINK = 'http://localhost:3000/module/payments/files/receipts/o9-a1-abc?expires=9&signature=s';

function mockOrder(status: number) {
  const orders = createOrdersMock();
  orders.orders.set(9, makeOrderDto({ id: 9, short_code: 'PER-009-001', status }));
  const puts: { headers: Headers; size: number }[] = [];
  const links: unknown[] = [];
  server.use(
    ...ordersHandlers(orders),
    http.get(`${API}/orders/9/documents`, () =>
      HttpResponse.json([
        {
          paymentDocumentId: 3,
          orderId: 9,
          orderShortCode: 'PER-009-001',
          regionId: 'pe-central',
          created: '2026-11-20T15:00:00.000Z',
          createdBy: 'Ana',
          status: 'approved',
          source: 'upload',
          documentLink: LINK,
          contentType: 'application/pdf',
          paymentProviderId: 1,
          paymentProviderName: 'BCP',
          paymentDate: '2026-11-19',
          amount: 14990,
          bankTransactionNumber: 'OP-1',
          comments: null,
          decidedBy: null,
          decidedAt: null,
        },
      ]),
    ),
    http.post(`${API}/receipts/upload-link`, async ({ request }) => {
      links.push(await request.json());
      return HttpResponse.json({
        url: 'http://localhost:3000/module/payments/files/receipts/o9-a1-new?expires=9&signature=s',
        method: 'PUT',
        headers: {
          'x-amz-meta-orderid': '9',
          'x-amz-meta-whodid': 'finance',
          'x-amz-meta-doctype': 'DIRECT_PAYMENT_RECEIPT',
        },
        expiresAt: '2026-11-26T00:00:00.000Z',
      });
    }),
    http.put('*/module/payments/files/receipts/:name', async ({ request }) => {
      puts.push({ headers: request.headers, size: (await request.arrayBuffer()).byteLength });
      return HttpResponse.json({ paymentDocumentId: 4, contentType: 'image/png' }, { status: 201 });
    }),
  );
  return { puts, links };
}

const finance = { ...DEMO_ACCOUNTS.finance, permissions: [...DEMO_ACCOUNTS.finance.permissions, 'read:report'] };

describe('the order page payment info panel', { timeout: 60_000 }, () => {
  it('ORDER-65 ORDER-66 lists the payment documents with provider, amount and download link', async () => {
    mockOrder(ORDER_STATUS.DEPOSIT);
    await renderApp({ path: '/order/9', as: finance, language: 'en' });
    const panel = await screen.findByTestId('order-payment-panel', {}, { timeout: 20_000 });
    expect(await within(panel).findByText('BCP')).toBeTruthy();
    expect(within(panel).getByText('149.90')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(LINK);
  });

  it('PAY-25 PAY-26 PAY-27 a Deposit order takes one image or PDF: upload link, then a PUT with its metadata headers', async () => {
    const { puts, links } = mockOrder(ORDER_STATUS.DEPOSIT);
    const { user } = await renderApp({ path: '/order/9', as: finance, language: 'en' });
    const panel = await screen.findByTestId('order-payment-panel', {}, { timeout: 20_000 });
    const input = panel.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/gif,image/webp,application/pdf');
    expect(input.multiple).toBe(false);
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'r.png', { type: 'image/png' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(links[0]).toMatchObject({ orderId: 9 });
    expect(puts[0]?.headers.get('x-amz-meta-doctype')).toBe('DIRECT_PAYMENT_RECEIPT');
    expect(puts[0]?.headers.get('x-amz-meta-orderid')).toBe('9');
    expect(puts[0]?.headers.get('content-type')).toBe('image/png');
    expect(puts[0]?.headers.get('authorization')).toBeNull();
    expect(await screen.findByText('Receipt uploaded')).toBeTruthy();
  });

  // Skipped: the signed form with a jsdom File never reaches the bucket's handler through MSW's
  // XHR interception — on vitest 4.1 through its Blob bridge (vitest#11294), and still on
  // vitest 5.1 with jsdom 31 (the upload never reports back; decision 1746). The S3 path itself is
  // proven by the back-office's s3-receipts test against a real S3 stand-in.
  it.skip('with an S3 file store the receipt is posted as the signed form straight to the bucket, then recorded', async () => {
    mockOrder(ORDER_STATUS.DEPOSIT);
    const posted: { fields: Record<string, string>; hasFile: boolean; auth: string | null }[] = [];
    const recorded: unknown[] = [];
    server.use(
      http.post(`${API}/receipts/upload-link`, () =>
        HttpResponse.json({
          url: 'https://umbrella-files.s3.eu-central-1.amazonaws.com',
          method: 'POST',
          headers: {},
          fields: { key: 'receipts/o9-a1-new', Policy: 'cG9saWN5', 'x-amz-meta-doctype': 'DIRECT_PAYMENT_RECEIPT' },
          uploadId: 'o9-a1-new',
          expiresAt: '2026-11-26T00:00:00.000Z',
        }),
      ),
      http.post('https://umbrella-files.s3.eu-central-1.amazonaws.com/', async ({ request }) => {
        const form = await request.formData();
        const fields = Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file')) as Record<
          string,
          string
        >;
        posted.push({
          fields,
          hasFile: form.get('file') !== null,
          auth: request.headers.get('authorization'),
        });
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${API}/receipts/uploaded`, async ({ request }) => {
        recorded.push(await request.json());
        return HttpResponse.json({ paymentDocumentId: 5, contentType: 'image/png' }, { status: 201 });
      }),
    );
    const { user } = await renderApp({ path: '/order/9', as: finance, language: 'en' });
    const panel = await screen.findByTestId('order-payment-panel', {}, { timeout: 20_000 });
    const input = panel.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.7 receipt'], 'r.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Receipt uploaded', {}, { timeout: 20_000 })).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.fields).toEqual({
      key: 'receipts/o9-a1-new',
      Policy: 'cG9saWN5',
      'x-amz-meta-doctype': 'DIRECT_PAYMENT_RECEIPT',
    });
    // jsdom's XHR carries neither the file's bytes nor its name; the S3 flow test posts real ones.
    expect(posted[0]?.hasFile).toBe(true);
    expect(posted[0]?.auth).toBeNull();
    expect(recorded).toEqual([{ uploadId: 'o9-a1-new' }]);
  });

  it('PAY-26 ORDER-21 no upload outside the Deposit status, nor without payment.document.receipt:upload', async () => {
    mockOrder(ORDER_STATUS.CONFIRMED);
    await renderApp({ path: '/order/9', as: finance, language: 'en' });
    const panel = await screen.findByTestId('order-payment-panel', {}, { timeout: 20_000 });
    expect(within(panel).queryByRole('button', { name: /Upload receipt/ })).toBeNull();
  });

  it('PAY-26 an agent without the upload permission sees no upload on a Deposit order', async () => {
    mockOrder(ORDER_STATUS.DEPOSIT);
    await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    const panel = await screen.findByTestId('order-payment-panel', {}, { timeout: 20_000 });
    expect(within(panel).queryByRole('button', { name: /Upload receipt/ })).toBeNull();
  });
});
