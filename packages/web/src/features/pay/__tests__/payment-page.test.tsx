import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { PaymentPage } from '../types';

const PAGE = '*/module/pay/api/v1/links/:token';
const TOKEN = 'k3Xb9QmT2vLp7RzA4sWd8FhJ1nYc6GeU';

function order(overrides: Partial<PaymentPage> = {}): PaymentPage {
  return {
    orderShortCode: 'PER-123-456',
    items: [{ name: 'Vitamax 500', quantity: 2 }],
    amount: 14_900,
    currency: 'PEN',
    regionId: 'pe-central',
    accounts: [
      {
        kind: 'bank',
        institution: 'BCP',
        label: 'cuenta corriente en soles',
        accountNumber: '191-2345678-0-12',
        holder: 'Umbrella Perú S.A.C.',
      },
      { kind: 'wallet', institution: 'Yape', label: 'celular', accountNumber: '987 654 321', holder: 'Umbrella Perú' },
    ],
    receipt: { status: 'none', reason: null },
    acceptsReceipt: true,
    expiresAt: '2026-12-13T10:00:00.000Z',
    ...overrides,
  };
}

/** The page's API as the back-office answers it; every path the page asks for is recorded. */
function mockPay(first: () => Response) {
  const asked: string[] = [];
  const puts: Request[] = [];
  let answer = first;
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
  server.use(
    http.get(PAGE, () => answer()),
    http.post(`${PAGE}/upload-link`, () =>
      HttpResponse.json({
        url: 'http://localhost:3000/module/payments/files/receipts/o9-a0-x?expires=1&signature=s',
        method: 'PUT',
        headers: { 'x-amz-meta-doctype': 'DIRECT_PAYMENT_RECEIPT', 'x-amz-meta-orderid': '9' },
        expiresAt: '2026-12-01T10:00:00.000Z',
      }),
    ),
    http.put('*/module/payments/files/receipts/:name', ({ request }) => {
      puts.push(request);
      answer = () => HttpResponse.json(order({ receipt: { status: 'checking', reason: null } }));
      return HttpResponse.json({ paymentDocumentId: 5, contentType: 'application/pdf' }, { status: 201 });
    }),
  );
  return { asked, puts };
}

describe('/pay/:token, the customer payment page', { timeout: 60_000 }, () => {
  it("opens without a session, in Spanish: the order, the region's accounts; a PDF sent says it is being checked", async () => {
    const { asked, puts } = mockPay(() => HttpResponse.json(order()));
    const { user } = await renderApp({ as: null, path: `/pay/${TOKEN}`, language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido PER-123-456' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Vitamax 500')).toBeTruthy();
    expect(screen.getByText('2 unidades')).toBeTruthy();
    expect(screen.getByText('S/ 149.00')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Dónde pagar' })).toBeTruthy();
    expect(screen.getByText('191-2345678-0-12')).toBeTruthy();
    expect(screen.getByText('Yape · billetera')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/gif,image/webp,application/pdf');
    await user.upload(input, new File(['%PDF-1.7 receipt'], 'recibo.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.headers.get('authorization')).toBeNull();
    expect(await screen.findByText('Estamos revisando su comprobante', {}, { timeout: 10_000 })).toBeTruthy();
    // The page reaches its own API and the signed file route, never the staff API.
    expect(
      asked
        .filter((path) => path.startsWith('/module/'))
        .every((path) => /^\/module\/(pay|payments\/files)\//.test(path)),
    ).toBe(true);
  });

  it("says a declined receipt's reason and takes another", async () => {
    mockPay(() => HttpResponse.json(order({ receipt: { status: 'declined', reason: 'El monto no coincide' } })));
    await renderApp({ as: null, path: `/pay/${TOKEN}`, language: 'es' });
    expect(await screen.findByText('Su comprobante fue rechazado', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(/Motivo: El monto no coincide/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Subir otro comprobante/ })).toBeTruthy();
  });

  it('a confirmed payment says so and offers no upload, in English when chosen', async () => {
    mockPay(() => HttpResponse.json(order({ receipt: { status: 'confirmed', reason: null }, acceptsReceipt: false })));
    await renderApp({ as: null, path: `/pay/${TOKEN}`, language: 'en' });
    expect(await screen.findByText('Your payment was confirmed', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
  });

  it('an unknown or expired link shows no order', async () => {
    mockPay(() =>
      HttpResponse.json({ message: 'This payment link does not exist', code: 'NOT_FOUND' }, { status: 404 }),
    );
    const first = await renderApp({ as: null, path: '/pay/PER-123-456', language: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Este enlace de pago no existe' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Dónde pagar')).toBeNull();
    first.unmount();
    mockPay(() =>
      HttpResponse.json({ message: 'This payment link has expired', code: 'PAYMENT_LINK_EXPIRED' }, { status: 410 }),
    );
    await renderApp({ as: null, path: `/pay/${TOKEN}`, language: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Este enlace de pago venció' }, { timeout: 20_000 }),
    ).toBeTruthy();
  });
});
