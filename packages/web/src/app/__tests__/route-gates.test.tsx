import { act, screen, waitFor } from '@testing-library/react';
import type { Permission } from '@umbrella/contract';
import { describe, expect, it } from 'vitest';
import type { DemoAccount } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';

/** The route table of the three documents: an example path, what opens it, and what it shows. */
type Case = { ids: string; path: string; needs: Permission[] | 'signedIn'; shows?: string };

const CASES: Case[] = [
  { ids: 'SHELL-06', path: '/welcome', needs: 'signedIn', shows: 'Welcome to Umbrella' },
  // /tasks is the tasks issue's screen; here only its gate is checked.
  { ids: 'SHELL-07', path: '/tasks', needs: ['task:current'] },
  { ids: 'SHELL-09 ADMIN-11', path: '/profile', needs: ['read:lead'], shows: 'Profile' },
  { ids: 'SHELL-09 ADMIN-11', path: '/profile', needs: ['owner:users'], shows: 'Profile' },
  { ids: 'SHELL-09 ADMIN-11', path: '/profile/17', needs: ['owner:users'], shows: 'Profile' },
  { ids: 'SHELL-09 ADMIN-11', path: '/profile/17', needs: ['read:lead'], shows: 'Profile' },
  // /order/{id} is the orders issue's screen; here only its gate is checked.
  { ids: 'SHELL-10', path: '/order/42', needs: ['read:report'] },
  { ids: 'SHELL-10', path: '/search', needs: ['read:report'], shows: 'Order search' },
  { ids: 'SHELL-11', path: '/delivery-report', needs: ['upload:delivery'], shows: 'Delivery report upload' },
  {
    ids: 'SHELL-12 ADMIN-13',
    path: '/delivery-reports',
    needs: ['payment.document.report:read'],
    shows: 'Delivery reports',
  },
  { ids: 'SHELL-13 ADMIN-01', path: '/agents', needs: ['owner:users'], shows: 'Agents and groups' },
  { ids: 'SHELL-14 ADMIN-08', path: '/employees', needs: ['payment.document.receipt:list'], shows: 'Employees' },
  { ids: 'SHELL-14', path: '/payments', needs: ['payment.document.receipt:list'], shows: 'Payments' },
  { ids: 'SHELL-15 ADMIN-02', path: '/cdr', needs: ['read:cdr:report'], shows: 'Call records' },
  { ids: 'SHELL-16 ADMIN-12', path: '/lead/9', needs: ['lead:details:read'], shows: 'Lead details' },
  { ids: 'SHELL-17 ADMIN-03', path: '/sessions', needs: ['sessions:read'], shows: 'Online users' },
  { ids: 'SHELL-18 ADMIN-04', path: '/offers', needs: ['offer:edit'], shows: 'Offers' },
  { ids: 'SHELL-19', path: '/scripts', needs: ['script:edit'], shows: 'Scripts' },
  { ids: 'SHELL-19', path: '/scripts/create/3', needs: ['script:edit'], shows: 'New script' },
  { ids: 'SHELL-19', path: '/scripts/5', needs: ['script:edit'], shows: 'Edit script' },
  { ids: 'SHELL-20 ADMIN-05', path: '/webmasters', needs: ['read:webmasters'], shows: 'Webmasters' },
  { ids: 'SHELL-20 ADMIN-06', path: '/agencies', needs: ['read:webmasters'], shows: 'Agencies page' },
  { ids: 'SHELL-21 ADMIN-09', path: '/payment-sheet', needs: ['payslip:view'], shows: 'Payment sheets' },
  { ids: 'SHELL-21 ADMIN-10', path: '/payment-sheet/8', needs: ['payslip:view'], shows: 'Payment sheet' },
  {
    ids: 'SHELL-22 ADMIN-07',
    path: '/guarantees',
    needs: ['webmaster.guarantee:create-set'],
    shows: 'Guarantees',
  },
  { ids: 'SHELL-23', path: '/documents', needs: 'signedIn', shows: 'Documents' },
  { ids: 'issue 17 audit', path: '/audit', needs: ['owner:users'], shows: 'Audit log' },
];

function accountWith(permissions: readonly string[], productsIds: number[] = [1]): DemoAccount {
  return {
    accountId: 900 + permissions.length,
    username: 'probe',
    name: 'Probe',
    surname: 'User',
    email: 'probe@umbrella.test',
    timezone: 'America/Lima',
    permissions,
    productsIds,
  };
}

const heading = (text: string) => screen.findByText(text, { selector: 'h1, h2' });

describe('route gates', () => {
  for (const c of CASES) {
    const held = c.needs === 'signedIn' ? [] : c.needs;
    it(`${c.ids} ${c.path} opens with ${c.needs === 'signedIn' ? 'any signed-in user' : held.join(' + ')}`, async () => {
      await renderApp({ as: accountWith(held), path: c.path });
      if (c.shows) expect(await heading(c.shows)).toBeTruthy();
      await screen.findByTestId('app-version');
      expect(screen.queryByText('No access')).toBeNull();
      expect(screen.queryByText('You do not have available products. Please contact your manager.')).toBeNull();
    });
  }

  it('ADMIN-15 ADMIN-20 SEARCH-01 SHELL-07..22 every gated route refuses a user without its permission, inside the shell', async () => {
    const { router } = await renderApp({ as: accountWith([]), path: '/welcome' });
    await heading('Welcome to Umbrella');
    for (const c of CASES.filter((x) => x.needs !== 'signedIn')) {
      await act(() => router.navigate(c.path));
      expect(await screen.findByText('No access')).toBeTruthy();
      const needed = (c.needs as Permission[]).join(' / ');
      const expected = c.path.startsWith('/profile') ? 'read:lead / owner:users' : needed;
      expect(screen.getByText(`Needed permission: ${expected}`)).toBeTruthy();
      expect(router.state.location.pathname).toBe(c.path);
    }
    // The frame stays: the refusal is a page inside the shell, not a sign-out.
    expect(screen.getByTestId('app-version')).toBeTruthy();
  });

  it('SHELL-08 SHELL-59 /tasks without any product shows the no-products screen', async () => {
    await renderApp({ as: accountWith(['task:current'], []), path: '/tasks' });
    expect(await screen.findByText('You do not have available products. Please contact your manager.')).toBeTruthy();
  });

  it('SHELL-24 ADMIN-14 /sink is refused even with every permission', async () => {
    await renderApp({ as: 'admin', path: '/sink' });
    expect(await screen.findByText('No access')).toBeTruthy();
    expect(screen.getByText('This page cannot be opened by anyone.')).toBeTruthy();
  });

  it('SHELL-26 any other path shows "404 – Sorry, the page {path} does not exist."', async () => {
    const { router } = await renderApp({ as: 'agent', path: '/no/such/page' });
    expect(await screen.findByText('404 – Sorry, the page /no/such/page does not exist.')).toBeTruthy();
    await act(() => router.navigate('/tools'));
    expect(await screen.findByText('404 – Sorry, the page /tools does not exist.')).toBeTruthy();
  });

  it('SHELL-26 the not-found page also answers a signed-out visitor', async () => {
    await renderApp({ as: null, path: '/nowhere' });
    expect(await screen.findByText('404 – Sorry, the page /nowhere does not exist.')).toBeTruthy();
  });

  it('SHELL-19 /scripts/create without a product returns to /scripts', async () => {
    const { router } = await renderApp({ as: accountWith(['script:edit']), path: '/scripts/create' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/scripts'));
  });

  it('ADMIN-16 a route needing a permission is refused when the user holds only other ones', async () => {
    await renderApp({ as: accountWith(['read:lead', 'owner:users']), path: '/sessions' });
    expect(await screen.findByText('No access')).toBeTruthy();
  });
});
