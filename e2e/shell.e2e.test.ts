import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { type Product, startProduct } from './harness/product';
import { menuRoutes, signIn, storedUser } from './harness/sign-in';

/**
 * The web shell against the real product: every demo account signs in through the real pages
 * and sees exactly the menu its permissions allow; refused routes, the 404 page, a 401 in the
 * middle of a session, the language choice across reloads and the online-users page.
 */
const EVERYTHING = [
  '/tasks',
  '/profile',
  '/search',
  '/payment-sheet',
  '/agents',
  '/cdr',
  '/delivery-reports',
  '/webmasters',
  '/agencies',
  '/offers',
  '/scripts',
  '/sessions',
  '/documents',
  '/payments',
  '/employees',
  '/guarantees',
  '/audit',
  '/quality',
];

/** Per demo account: the menu its permissions allow (SHELL-28..47) and one route it must be refused. */
const ACCOUNTS: Record<string, { menu: string[]; refused: string; landing: string }> = {
  agent: { menu: ['/tasks', '/profile', '/search', '/documents'], refused: '/sessions', landing: '/tasks' },
  agent2: { menu: ['/tasks', '/profile', '/search', '/documents'], refused: '/agents', landing: '/tasks' },
  manager: {
    menu: [
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
    refused: '/payments',
    landing: '/tasks',
  },
  admin: { menu: EVERYTHING, refused: '/sink', landing: '/tasks' },
  finance: {
    menu: [
      '/payment-sheet',
      '/delivery-reports',
      '/webmasters',
      '/agencies',
      '/documents',
      '/payments',
      '/employees',
      '/guarantees',
    ],
    refused: '/cdr',
    landing: '/welcome',
  },
  support: { menu: ['/search', '/documents'], refused: '/offers', landing: '/welcome' },
  delivery: { menu: ['/search', '/delivery-reports', '/documents'], refused: '/scripts', landing: '/welcome' },
};

let product: Product;
let browser: Browser;
/** Accounts whose menu test's tab later tests go on in, so that each signs in once. */
const KEPT = ['agent', 'manager', 'finance'];
const kept = new Map<string, { context: BrowserContext; page: Page }>();

/** A tab signed in as `username` (English): the one its menu test left, or a new one. */
async function signedIn(username: string): Promise<Page> {
  const tab = kept.get(username);
  if (tab) return tab.page;
  const opened = await openPage(browser, { language: 'en' });
  await signIn(opened.page, product.baseUrl, username).catch(async (error: unknown) => {
    await opened.context.close();
    throw error;
  });
  kept.set(username, opened);
  return opened.page;
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launchChromium();
});

afterAll(async () => {
  for (const { context } of kept.values()) await context.close();
  await browser?.close();
  await product?.stop();
});

describe('web shell end to end', () => {
  for (const [username, expected] of Object.entries(ACCOUNTS)) {
    it(`AUTH-01 AUTH-04 SHELL-47 ${username} signs in and sees exactly its menu; ${expected.refused} is refused`, async () => {
      const { context, page } = await openPage(browser, { language: 'en' });
      try {
        await signIn(page, product.baseUrl, username);
        if (KEPT.includes(username)) kept.set(username, { context, page });
        expect(new URL(page.url()).pathname).toBe(expected.landing);
        expect(await menuRoutes(page)).toEqual(expected.menu);
        await page.goto(`${product.baseUrl}${expected.refused}`);
        await page.getByText('No access').waitFor();
        expect(new URL(page.url()).pathname).toBe(expected.refused);
        expect(await page.getByTestId('app-version').textContent()).toBe('version 1.0.0 build #2471');
      } finally {
        if (!kept.has(username)) await context.close();
      }
    });
  }

  it('I18N-01 the issuer’s sign-in page follows the app’s language, not the browser’s', async () => {
    // The browser says English (en-US); the app is in its default, Spanish.
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${product.baseUrl}/login`);
      await page.getByTestId('sign-in').click();
      await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
      await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      // Switched to English in the app (the header's switcher stores the choice): English pages.
      await page.goto(`${product.baseUrl}/login`);
      await page.evaluate(() => localStorage.setItem('umbrella.language', 'en'));
      await page.reload();
      await page.getByTestId('sign-in').click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('a second tab of a signed-in browser opens signed in, with no click (a silent answer from the issuer)', async () => {
    const page = await signedIn('agent');
    const second = await page.context().newPage();
    try {
      await second.goto(`${product.baseUrl}/search`);
      await second.locator('nav[aria-label="main"]').waitFor({ timeout: 15_000 });
      expect(new URL(second.url()).pathname).toBe('/search');
      expect(await storedUser(second)).not.toBeNull();
    } finally {
      await second.close();
    }
  });

  it('SHELL-26 an unknown path shows the 404 text with the path', async () => {
    const page = await signedIn('agent');
    await page.goto(`${product.baseUrl}/no/such/page`);
    await page.getByText('404 – Sorry, the page /no/such/page does not exist.').waitFor();
  });

  it('SESS-01 SESSION-01 /sessions lists the signed-in user with this tab’s session id', async () => {
    const page = await signedIn('manager');
    await page.goto(`${product.baseUrl}/sessions`);
    const sessionId = await page.evaluate(() => sessionStorage.getItem('umbrella.sessionId'));
    expect(sessionId).toBeTruthy();
    const user = await storedUser(page);
    const row = page.locator('tr', { hasText: String(sessionId) });
    await page.getByRole('button', { name: /Update info/ }).click();
    await row.waitFor();
    expect(await row.textContent()).toContain(String(user?.profile.email));
  });

  it('ERR-02 a 401 in the middle of a session opens "You are not authorized" and logs out', async () => {
    // After SESS-01: this ends the manager's session.
    const page = await signedIn('manager');
    kept.delete('manager');
    try {
      await page.goto(`${product.baseUrl}/sessions`);
      await page.getByRole('button', { name: /Update info/ }).waitFor();
      // The token is revoked as far as the server can tell: same claims, broken signature.
      await page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
        if (!key) throw new Error('no stored user');
        const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string };
        user.access_token = user.access_token.replace(/\.[^.]+$/, '.dGFtcGVyZWQ');
        sessionStorage.setItem(key, JSON.stringify(user));
      });
      // The next request is the one refused: the menu's Agents, a steady target (the sessions
      // list's own button spins and re-renders whenever a pushed change refetches it).
      await page.locator('nav[aria-label="main"] [data-menu-key="/agents"]').first().click();
      await page.locator('.ant-modal-title', { hasText: 'You are not authorized' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await storedUser(page)).toBeNull();
      await expect(page.getByTestId('sign-in').isVisible()).resolves.toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('I18N-02 ADMIN-22 the chosen language survives a reload', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, product.baseUrl, 'finance');
      await page.getByText('Bienvenido a Umbrella').waitFor();
      await page.getByTestId('language-switcher').click();
      await page.getByTestId('language-en').click();
      await page.getByText('Welcome to Umbrella').waitFor();
      await page.reload();
      await page.getByText('Welcome to Umbrella').waitFor();
      expect(await page.getByTestId('app-version').textContent()).toBe('version 1.0.0 build #2471');
      expect(await page.evaluate(() => localStorage.getItem('umbrella.language'))).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('AUTH-22 Sign out ends the session at the issuer and lands on /login', async () => {
    // finance lands on /welcome; /tasks opens with the shift offer in front of the header.
    const page = await signedIn('finance');
    kept.delete('finance');
    try {
      await page.goto(`${product.baseUrl}/welcome`);
      await page.getByTestId('user-menu').click();
      // The app is on /login at once, before it leaves for the issuer: wait for the issuer's way back.
      const back = page.waitForResponse(
        (r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === '/login',
        { timeout: 30_000 },
      );
      await page.getByText('Sign out').click();
      await back;
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
      expect(await storedUser(page)).toBeNull();
      // The issuer's session is gone too: SIGN IN asks for the password again.
      await page.getByTestId('sign-in').click();
      await page.locator('#password').waitFor();
    } finally {
      await page.context().close();
    }
  });
});
