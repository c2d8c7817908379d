import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { Payslip } from '../api/get-payslips';

const payslip = (id: number, extra: Partial<Payslip> = {}): Payslip => ({
  id,
  docNumber: `PS-00000${id}`,
  from: '2026-10-01T00:00:00.000Z',
  to: '2026-10-31T23:59:59.999Z',
  status: 'DRAFT',
  numberOfPersons: 2,
  amountUSD: 123_45,
  items: [],
  totals: [],
  ...extra,
});

function serve(create?: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/module/payslips/api/v1/payslips', () =>
      HttpResponse.json({ content: [payslip(2), payslip(1, { status: 'APPROVED' })], totalSize: 2 }),
    ),
    http.post('*/module/payslips/api/v1/payslips', async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return create ? create(body) : HttpResponse.json(payslip(3), { status: 201 });
    }),
    http.get('*/module/payslips/api/v1/payslips/:id', () => HttpResponse.json(payslip(3))),
  );
  return bodies;
}

async function pickPeriod() {
  const input = document.querySelector('.ant-picker input') as HTMLElement;
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  const first = dayjs().startOf('month').format('YYYY-MM-DD');
  const today = dayjs().format('YYYY-MM-DD');
  fireEvent.click((await screen.findAllByTitle(first))[0] as HTMLElement);
  fireEvent.click(screen.getAllByTitle(today)[0] as HTMLElement);
  return { first, today };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('/payment-sheet', { timeout: 60_000 }, () => {
  it('PAYSLIP-01 PAYSLIP-03 PAYSLIP-04 PAYSLIP-16 lists the payslips with their status, persons and USD amount', async () => {
    serve();
    await renderApp({ as: 'finance', path: '/payment-sheet', language: 'en' });
    await screen.findByText('PS-000002');
    expect(within(rowOf('PS-000002')).getByText('Draft')).toBeTruthy();
    expect(within(rowOf('PS-000001')).getByText('Approved')).toBeTruthy();
    expect(within(rowOf('PS-000002')).getByText('123.45 USD')).toBeTruthy();
    expect(within(rowOf('PS-000002')).getByText('01-10-2026')).toBeTruthy();
  });

  it('PAYSLIP-06 the period is required', async () => {
    serve();
    await renderApp({ as: 'finance', path: '/payment-sheet', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Please select period')).toBeTruthy();
  });

  it('PAYSLIP-05 PAYSLIP-07 PAYSLIP-08 PAYSLIP-09 creates a draft from the start of the first day to the end of the last, no future days', async () => {
    const bodies = serve();
    const view = await renderApp({ as: 'finance', path: '/payment-sheet', language: 'en' });
    await screen.findByText('PS-000002');
    const { first, today } = await pickPeriod();
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const future = document.querySelector(`td[title="${tomorrow}"]`);
    if (future) expect(future.className).toContain('ant-picker-cell-disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(bodies).toEqual([{ from: `${first}T00:00:00.000Z`, to: `${today}T23:59:59.999Z` }]));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/payment-sheet/3'));
  });

  it('PAYSLIP-10 ADMIN-35 ADMIN-36 a failed creation shows Server error with the server’s message, at the top, until the user dismisses it', async () => {
    serve(() => HttpResponse.json({ message: 'No USD rate for PEN', code: 'CONFLICT' }, { status: 409 }));
    await renderApp({ as: 'finance', path: '/payment-sheet', language: 'en' });
    await screen.findByText('PS-000002');
    await pickPeriod();
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    const notice = (await screen.findByText('Server error')).closest('.ant-notification-notice') as HTMLElement;
    expect(within(notice).getByText('No USD rate for PEN')).toBeTruthy();
    expect(notice.closest('.ant-notification-top')).not.toBeNull();
    // antd closes a notice after 4.5 s by default; this one stays, with its close button.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(notice.isConnected).toBe(true);
    expect(screen.getByText('Server error')).toBeTruthy();
    expect(notice.querySelector('.ant-notification-notice-close')).not.toBeNull();
  });

  it('PAYSLIP-41 without payslip:edit there is no draft form', async () => {
    serve();
    await renderApp({
      as: { ...DEMO_ACCOUNTS.finance, permissions: ['payslip:view'] },
      path: '/payment-sheet',
      language: 'en',
    });
    await screen.findByText('PS-000002');
    expect(screen.queryByRole('button', { name: 'Create draft' })).toBeNull();
  });
});
