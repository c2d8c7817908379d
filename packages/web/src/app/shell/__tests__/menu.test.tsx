import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccountName } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { MENU_ITEMS, selectedMenuKey, visibleMenuItems } from '../menu-items';

const ALL_LABELS = [
  ['Tasks', '/tasks', 'task:current'],
  ['My profile', '/profile', 'read:lead'],
  ['Delivery', '/search', 'read:report'],
  ['Payment Sheets', '/payment-sheet', 'payslip:view'],
  ['Agents', '/agents', 'owner:users'],
  ['CDR', '/cdr', 'read:cdr:report'],
  ['Delivery reports', '/delivery-reports', 'payment.document.report:read'],
  ['Webmasters', '/webmasters', 'read:webmasters'],
  ['Agencies', '/agencies', 'read:webmasters'],
  ['Offers', '/offers', 'offer:edit'],
  ['Scripts', '/scripts', 'script:edit'],
  ['Sessions', '/sessions', 'sessions:read'],
  ['Sink', '/sink', 'sessions:read'],
  ['Tools', '/tools', 'force-change:delivery_provider'],
  ['Documents', '/documents', 'sessions:read'],
  ['Payments', '/payments', 'payment.document.receipt:list'],
  ['Employees', '/employees', 'payment.document.receipt:list'],
  ['Guarantees', '/guarantees', 'webmaster.guarantee:create-set'],
  ['Audit log', '/audit', 'owner:users'],
] as const;

/** Items whose screen no one can open (Sink) or that does not exist yet (Tools): never offered (decision 1045). */
const NOT_OFFERED = ['/sink', '/tools'];
const OFFERED = ALL_LABELS.filter(([, href]) => !NOT_OFFERED.includes(href));

/** The menu links in the order they are rendered (antd also renders a hidden overflow copy). */
async function menuLinks(): Promise<{ label: string; href: string }[]> {
  const nav = await screen.findByRole('navigation', { name: 'main' });
  const seen = new Map<string, string>();
  for (const link of within(nav).queryAllByRole('link', { hidden: true })) {
    const href = link.getAttribute('data-menu-key');
    if (href && !seen.has(href)) seen.set(href, link.textContent ?? '');
  }
  return [...seen].map(([href, label]) => ({ href, label }));
}

describe('top menu', () => {
  it('SHELL-28 SHELL-29 SHELL-30 SHELL-31 SHELL-32 SHELL-33 SHELL-34 SHELL-35 SHELL-36 SHELL-37 SHELL-38 SHELL-39 SHELL-40 SHELL-41 SHELL-42 SHELL-43 SHELL-44 SHELL-45 SHELL-46 every item has its label, route and permission, in the spec order', async () => {
    await renderApp({ as: 'admin', path: '/welcome' });
    await screen.findByText('Welcome to Umbrella');
    expect(await menuLinks()).toEqual(OFFERED.map(([label, href]) => ({ label, href })));
    expect(MENU_ITEMS.map((item) => [item.key, item.permission])).toEqual(ALL_LABELS.map(([, h, p]) => [h, p]));
  });

  const expectations: Record<DemoAccountName, string[]> = {
    agent: ['/tasks', '/profile', '/search'],
    agent2: ['/tasks', '/profile', '/search'],
    manager: [
      '/tasks',
      '/profile',
      '/search',
      '/agents',
      '/cdr',
      '/webmasters',
      '/agencies',
      '/offers',
      '/scripts',
      '/sessions',
      '/documents',
      '/audit',
    ],
    admin: OFFERED.map(([, href]) => href),
    finance: [
      '/payment-sheet',
      '/delivery-reports',
      '/webmasters',
      '/agencies',
      '/payments',
      '/employees',
      '/guarantees',
    ],
    support: ['/search'],
    delivery: ['/search', '/delivery-reports'],
  };
  for (const [name, hrefs] of Object.entries(expectations)) {
    it(`SHELL-47 AUTH-12 ${name} sees exactly the items its permissions allow`, async () => {
      await renderApp({ as: name as DemoAccountName, path: '/welcome' });
      await screen.findByText('Welcome to Umbrella');
      expect((await menuLinks()).map((link) => link.href)).toEqual(hrefs);
    });
  }

  it('SHELL-48 an extra item is inserted at position 4', async () => {
    const extra = { key: '/documents', labelKey: '', label: 'To read', permission: 'read:lead' as const };
    expect(
      visibleMenuItems(DEMO_ACCOUNTS.manager.permissions, extra)
        .map((item) => item.key)
        .slice(0, 6),
    ).toEqual(['/tasks', '/profile', '/search', '/agents', '/documents', '/cdr']);
    await renderApp({ as: 'agent', path: '/welcome', extraMenuItem: extra });
    await screen.findByText('Welcome to Umbrella');
    expect((await menuLinks()).map((link) => link.label)).toEqual(['Tasks', 'My profile', 'Delivery', 'To read']);
  });

  it('SHELL-40 SHELL-41 issue 18: a menu offers only screens that exist and that the user can open', () => {
    const admin = visibleMenuItems(DEMO_ACCOUNTS.admin.permissions).map((item) => item.key);
    expect(admin).not.toContain('/tools'); // no screen yet: it led to the 404 page
    expect(admin).not.toContain('/sink'); // its route refuses everyone: it led to "No access"
    expect(visibleMenuItems(DEMO_ACCOUNTS.manager.permissions).map((item) => item.key)).not.toContain('/sink');
  });

  it('SHELL-49 a path that is no menu item highlights Tasks; a sub-page highlights its section', async () => {
    const items = visibleMenuItems(DEMO_ACCOUNTS.admin.permissions);
    expect(selectedMenuKey('/welcome', items)).toBe('/tasks');
    expect(selectedMenuKey('/order/42', items)).toBe('/tasks');
    expect(selectedMenuKey('/payment-sheet/5', items)).toBe('/payment-sheet');
    const { router } = await renderApp({ as: 'admin', path: '/welcome' });
    await screen.findByText('Welcome to Umbrella');
    const selected = () =>
      document.querySelector('.ant-menu-item-selected [data-menu-key]')?.getAttribute('data-menu-key');
    expect(selected()).toBe('/tasks');
    expect(router.state.location.pathname).toBe('/welcome');
    await act(() => router.navigate('/sessions'));
    await screen.findByText('Online users');
    expect(selected()).toBe('/sessions');
  });
});
