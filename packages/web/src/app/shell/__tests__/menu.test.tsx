import { act, cleanup, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccountName } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { selectedMenuKey, visibleMenuItems } from '../menu-items';

/** The menu of the spec (SHELL-28..45), plus the audit log and the quality forms (beyond the spec): label, route, permission. */
const ALL_LABELS = [
  ['SHELL-28', 'Tasks', '/tasks', 'task:current'],
  ['SHELL-29', 'My profile', '/profile', 'read:lead'],
  ['SHELL-30', 'Delivery', '/search', 'read:report'],
  ['SHELL-31', 'Payment Sheets', '/payment-sheet', 'payslip:view'],
  ['SHELL-32', 'Agents', '/agents', 'owner:users'],
  ['SHELL-33', 'CDR', '/cdr', 'read:cdr:report'],
  ['SHELL-34', 'Delivery reports', '/delivery-reports', 'payment.document.report:read'],
  ['SHELL-35', 'Webmasters', '/webmasters', 'read:webmasters'],
  ['SHELL-36', 'Agencies', '/agencies', 'read:webmasters'],
  ['SHELL-37', 'Offers', '/offers', 'offer:edit'],
  ['SHELL-38', 'Scripts', '/scripts', 'script:edit'],
  ['SHELL-39', 'Sessions', '/sessions', 'sessions:read'],
  ['SHELL-40', 'Sink', '/sink', 'sessions:read'],
  ['SHELL-41', 'Tools', '/tools', 'force-change:delivery_provider'],
  ['SHELL-42', 'Documents', '/documents', 'every signed-in user'],
  ['SHELL-43', 'Payments', '/payments', 'payment.document.receipt:list'],
  ['SHELL-44', 'Employees', '/employees', 'payment.document.receipt:list'],
  ['SHELL-45', 'Guarantees', '/guarantees', 'webmaster.guarantee:create-set'],
  ['beyond the spec:', 'Audit log', '/audit', 'owner:users'],
  ['beyond the spec:', 'Quality', '/quality', 'quality:evaluate'],
] as const;

/** Items whose screen no one can open (Sink) or that does not exist yet (Tools): never offered (decision 1045). */
const NOT_OFFERED = ['/sink', '/tools'];
const OFFERED = ALL_LABELS.filter(([, , href]) => !NOT_OFFERED.includes(href));

/** The menu links a person can reach, each once, in the order they are rendered. */
async function menuLinks(): Promise<{ label: string; href: string }[]> {
  const nav = await screen.findByRole('navigation', { name: 'main' });
  const seen = new Map<string, string>();
  for (const link of within(nav).queryAllByRole('link')) {
    const href = link.getAttribute('data-menu-key');
    if (href && !seen.has(href)) seen.set(href, link.textContent ?? '');
  }
  return [...seen].map(([href, label]) => ({ href, label }));
}

describe('top menu', () => {
  describe('the items, as the admin (who holds every permission) sees them', () => {
    let adminLinks: { label: string; href: string }[] = [];
    beforeAll(async () => {
      await renderApp({ as: 'admin', path: '/welcome' });
      await screen.findByText('Welcome to Umbrella');
      adminLinks = await menuLinks();
      cleanup();
    }, 60_000);
    const keysFor = (permissions: readonly string[]) => visibleMenuItems(permissions).map((item) => item.key);

    it.each(OFFERED)('%s "%s" → %s, shown only with %s', (_id, label, href, permission) => {
      expect(adminLinks).toContainEqual({ label, href });
      expect(keysFor(DEMO_ACCOUNTS.admin.permissions)).toContain(href);
      if (permission === 'every signed-in user') expect(keysFor([])).toContain(href);
      else expect(keysFor(DEMO_ACCOUNTS.admin.permissions.filter((held) => held !== permission))).not.toContain(href);
    });

    it('SHELL-46 the items appear in the spec’s order', () => {
      expect(adminLinks).toEqual(OFFERED.map(([, label, href]) => ({ label, href })));
    });
  });

  const expectations: Record<DemoAccountName, string[]> = {
    agent: ['/tasks', '/profile', '/search', '/documents'],
    agent2: ['/tasks', '/profile', '/search', '/documents'],
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
      '/quality',
    ],
    admin: OFFERED.map(([, , href]) => href),
    finance: [
      '/payment-sheet',
      '/delivery-reports',
      '/webmasters',
      '/agencies',
      '/documents',
      '/payments',
      '/employees',
      '/guarantees',
    ],
    support: ['/search', '/documents'],
    delivery: ['/search', '/delivery-reports', '/documents'],
  };
  for (const [name, hrefs] of Object.entries(expectations)) {
    it(`SHELL-47 AUTH-12 ${name} sees exactly the items its permissions allow`, async () => {
      await renderApp({ as: name as DemoAccountName, path: '/welcome' });
      await screen.findByText('Welcome to Umbrella');
      expect((await menuLinks()).map((link) => link.href)).toEqual(hrefs);
    });
  }

  it('SHELL-48 an extra item is inserted at position 4', async () => {
    const extra = { key: '/welcome', labelKey: '', label: 'To read', permission: 'read:lead' as const };
    expect(
      visibleMenuItems(DEMO_ACCOUNTS.manager.permissions, extra)
        .map((item) => item.key)
        .slice(0, 6),
    ).toEqual(['/tasks', '/profile', '/search', '/agents', '/welcome', '/cdr']);
    await renderApp({ as: 'agent', path: '/welcome', extraMenuItem: extra });
    await screen.findByText('Welcome to Umbrella');
    expect((await menuLinks()).map((link) => link.label)).toEqual([
      'Tasks',
      'My profile',
      'Delivery',
      'Documents',
      'To read',
    ]);
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
    // An order is opened from the order search: its page highlights that item, where the user has it.
    expect(selectedMenuKey('/order/42', items)).toBe('/search');
    const withoutSearch = items.filter((item) => item.key !== '/search');
    expect(selectedMenuKey('/order/42', withoutSearch)).toBe('/tasks');
    expect(selectedMenuKey('/orders', items)).toBe('/tasks');
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
