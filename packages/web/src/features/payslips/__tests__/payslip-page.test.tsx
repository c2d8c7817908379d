import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { PayslipContent } from '../api/get-payslip';
import type { SalaryItem } from '../api/get-salary-items';

const content = (status: PayslipContent['status']): PayslipContent => ({
  id: 7,
  docNumber: 'PS-000007',
  from: '2026-10-01T00:00:00.000Z',
  to: '2026-10-31T23:59:59.999Z',
  status,
  numberOfPersons: 2,
  amountUSD: 1_500,
  items: [
    {
      id: 70,
      accountId: 1,
      name: 'Lucía',
      surname: 'Quispe Mamani',
      blocked: false,
      blockedDate: null,
      salaryCurrency: 'USD',
      salaryAmount: 1_000,
      amountUSD: 1_000,
      containsNegativeBonusCorrection: true,
      containsArbFee: false,
    },
    {
      id: 71,
      accountId: 2,
      name: 'Andrés',
      surname: 'Gómez Restrepo',
      blocked: true,
      blockedDate: '2026-10-20T10:00:00.000Z',
      salaryCurrency: 'USD',
      salaryAmount: 500,
      amountUSD: 500,
      containsNegativeBonusCorrection: false,
      containsArbFee: true,
    },
  ],
  totals: [{ chargeTypeItem: 'COD_ORDER_DELIVERED_BONUS', currency: 'PEN', amount: 3_750, usdAmount: 1_000 }],
});

const items: SalaryItem[] = [
  {
    id: 700,
    chargeType: 'COD_ORDER_DELIVERED_BONUS',
    whoDid: null,
    comment: 'Orders: 2',
    currency: 'PEN',
    amount: 3_750,
    salaryAmount: 1_000,
    amountUSD: 1_000,
    correction: false,
    orders: [
      { orderId: 1, shortCode: 'PE-0001', amount: 1_875 },
      { orderId: 2, shortCode: 'PE-0002', amount: 1_875 },
    ],
  },
  {
    id: 701,
    chargeType: 'ARBITRARY_FEE',
    whoDid: 'Valentina Soto',
    comment: 'Bono',
    currency: 'USD',
    amount: 500,
    salaryAmount: 500,
    amountUSD: 500,
    correction: false,
    orders: [],
  },
];

function serve(status: PayslipContent['status']) {
  const calls: { method: string; path: string; query?: string; body?: unknown }[] = [];
  server.use(
    http.get('*/module/payslips/api/v1/payslips/:id', ({ request }) => {
      calls.push({ method: 'GET', path: 'content', query: new URL(request.url).search });
      return HttpResponse.json(content(status));
    }),
    http.get('*/module/payslips/api/v1/account-payslips/:id/salary-items', () => HttpResponse.json(items)),
    http.get('*/module/payslips/api/v1/currencies', () => HttpResponse.json(['PEN', 'USD'])),
    http.post('*/module/payslips/api/v1/payslips/:id/approve', () => {
      calls.push({ method: 'POST', path: 'approve' });
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/module/payslips/api/v1/payslips/:id', () => {
      calls.push({ method: 'DELETE', path: 'payslip' });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/module/payslips/api/v1/payslips', () => HttpResponse.json({ content: [], totalSize: 0 })),
    http.post('*/module/payslips/api/v1/salary-items', async ({ request }) => {
      calls.push({ method: 'POST', path: 'salary-items', body: await request.json() });
      return HttpResponse.json({ id: 702 }, { status: 201 });
    }),
  );
  return calls;
}

const open = async (status: PayslipContent['status']) => {
  const calls = serve(status);
  const view = await renderApp({ as: 'finance', path: '/payment-sheet/7', language: 'en' });
  await screen.findByText('Quispe Mamani Lucía');
  return { ...view, calls };
};
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('/payment-sheet/{sheetId}', { timeout: 60_000 }, () => {
  it('PAYSLIP-11 PAYSLIP-12 PAYSLIP-15 PAYSLIP-16 shows the people, their flags, blocked date and USD amounts, and the totals', async () => {
    await open('DRAFT');
    expect(within(rowOf('Quispe Mamani Lucía')).getByText('Bonus correction')).toBeTruthy();
    expect(within(rowOf('Quispe Mamani Lucía')).getAllByText('10.00 USD').length).toBe(2);
    expect(within(rowOf('Gómez Restrepo Andrés')).getByText('Accrual')).toBeTruthy();
    expect(within(rowOf('Gómez Restrepo Andrés')).getByText('20-10-2026')).toBeTruthy();
    const totals = rowOf('COD order delivered bonus');
    expect(within(totals).getByText(/^37[.,]50 PEN$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export agent transactions' })).toBeTruthy();
  });

  it('PAYSLIP-13 PAYSLIP-14 a person’s salary items show who did them and the orders they come from', async () => {
    await open('DRAFT');
    fireEvent.click(rowOf('Quispe Mamani Lucía').querySelector('.ant-table-row-expand-icon') as HTMLElement);
    expect(await screen.findByText('PE-0001, PE-0002')).toBeTruthy();
    expect(within(rowOf('PE-0001, PE-0002')).getByText('System')).toBeTruthy();
    expect(within(rowOf('Bono')).getByText('Valentina Soto')).toBeTruthy();
  });

  it('PAYSLIP-17 PAYSLIP-18 PAYSLIP-19 the charge type and blocked filters ask for the content again', async () => {
    const { calls } = await open('DRAFT');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Charge type' }));
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(options).toEqual([
      'COD order delivered bonus',
      'COD order cancelled fee',
      'Prepaid order paid bonus',
      'Six-pack bonus',
      'Nine-pack bonus',
      'Resale order delivered bonus',
      'Arbitrary fee',
      'All charge types',
    ]);
    fireEvent.click(screen.getByTitle('Six-pack bonus'));
    await waitFor(() => expect(calls.at(-1)?.query).toContain('chargeType=SIX_PACK_BONUS'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Blocked' }));
    fireEvent.click(await screen.findByTitle('Not blocked'));
    await waitFor(() => expect(calls.at(-1)?.query).toContain('accountBlockedFilter=NOT_BLOCKED'));
  });

  it('PAYSLIP-24 PAYSLIP-26 PAYSLIP-27 PAYSLIP-28 the accrual form asks for currency, amount and comment, and sends cents', async () => {
    const { calls } = await open('DRAFT');
    fireEvent.click(rowOf('Quispe Mamani Lucía').querySelector('.ant-table-row-expand-icon') as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Add accrual' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select currency')).toBeTruthy();
    expect(within(dialog).getByText('Please select amount of payment')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the comment')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(await screen.findByTitle('PEN'));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Amount' }), { target: { value: '12.5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Bono extra' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'salary-items')?.body).toEqual({
        currency: 'PEN',
        amount: 1250,
        comment: 'Bono extra',
        accountPayslipId: 70,
      }),
    );
  });

  it('PAYSLIP-31 PAYSLIP-34 Approve asks first, then approves the draft', async () => {
    const { calls } = await open('DRAFT');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByText('Approve this payslip? It can no longer be changed or deleted.');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'approve')).toBe(true));
  });

  it('PAYSLIP-35 PAYSLIP-37 Delete asks first, then deletes and returns to the list', async () => {
    const { calls, router } = await open('DRAFT');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByText('Delete this payslip?');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'payslip' && c.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-sheet'));
  });

  it('PAYSLIP-33 PAYSLIP-36 PAYSLIP-20 an APPROVED payslip has no Approve, no Delete and no accrual buttons', async () => {
    await open('APPROVED');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(rowOf('Quispe Mamani Lucía').querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await screen.findByText('PE-0001, PE-0002');
    expect(screen.queryByRole('button', { name: 'Add accrual' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
