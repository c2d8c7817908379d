import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const API = '*/module/payments/api/v1';
const ACCOUNTS = '*/module/deposit-accounts/api/v1/regions/:regionId';
const admin: DemoAccount = { ...DEMO_ACCOUNTS.admin, regionIds: ['pe-central'] };
const finance: DemoAccount = { ...DEMO_ACCOUNTS.finance, regionIds: ['pe-central'] };

function mockApi() {
  const saved: unknown[] = [];
  server.use(
    http.get(`${API}/receipts`, () => HttpResponse.json({ content: [], totalSize: 0 })),
    http.get(`${API}/receipts/counters`, () =>
      HttpResponse.json({ totalCount: 0, pendingCount: 0, approvedCount: 0, declinedCount: 0 }),
    ),
    http.get(`${API}/payment-providers/direct`, () => HttpResponse.json([])),
    http.get(ACCOUNTS, ({ params }) =>
      HttpResponse.json([
        {
          id: 1,
          regionId: params.regionId,
          kind: 'bank',
          institution: 'BCP',
          label: 'cuenta corriente',
          accountNumber: '191-1',
          holder: 'Umbrella Perú',
        },
      ]),
    ),
    http.put(ACCOUNTS, async ({ request }) => {
      const body = (await request.json()) as { accounts: { accountNumber: string }[] };
      saved.push(body);
      if (body.accounts.some((a) => a.accountNumber === '000'))
        return HttpResponse.json(
          { message: 'Invalid', errors: { 'accounts.1.accountNumber': 'is not an account number' } },
          { status: 400 },
        );
      return HttpResponse.json([]);
    }),
  );
  return saved;
}

describe('deposit accounts on /payments', { timeout: 60_000 }, () => {
  it("an administrator adds Peru's wallet to the region's accounts; a refused number shows under its row", async () => {
    const saved = mockApi();
    await renderApp({ as: admin, path: '/payments', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: /Deposit accounts/ }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Bank or wallet') as HTMLInputElement).value).toBe('BCP'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /Add an account/ }));
    const second = (label: string) => within(dialog).getAllByLabelText(label)[1] as HTMLElement;
    fireEvent.change(second('Bank or wallet'), { target: { value: 'Yape' } });
    fireEvent.change(second('Account number'), { target: { value: '000' } });
    fireEvent.change(second('Holder'), { target: { value: 'Umbrella Perú' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('is not an account number')).toBeTruthy();
    // Said in the dialog, not in the app's error dialog on top of it (a lazy chunk: give it time).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(saved[0]).toEqual({
      accounts: [
        {
          kind: 'bank',
          institution: 'BCP',
          label: 'cuenta corriente',
          accountNumber: '191-1',
          holder: 'Umbrella Perú',
        },
        { kind: 'bank', institution: 'Yape', label: '', accountNumber: '000', holder: 'Umbrella Perú' },
      ],
    });
  });

  it('finance, without the permission, is not offered the accounts', async () => {
    mockApi();
    await renderApp({ as: finance, path: '/payments', language: 'en' });
    await screen.findByRole('button', { name: /Update/ }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: /Deposit accounts/ })).toBeNull();
  });
});
