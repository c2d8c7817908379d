import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'umbrella';

/**
 * Signs in through the real pages: /login's SIGN IN button, the built-in issuer's form, back
 * through /callback into the shell. Resolves once the shell's footer is on screen.
 */
export async function signIn(page: Page, baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('sign-in').click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(
    (url) => !['/login', '/callback'].includes(url.pathname) && !url.pathname.startsWith('/oidc/'),
    {
      timeout: 30_000,
    },
  );
  await page.getByTestId('app-version').waitFor();
}

/** The top menu's routes, in order (overflowed items included), read from the rendered links. */
export async function menuRoutes(page: Page): Promise<string[]> {
  await page.locator('nav[aria-label="main"] [data-menu-key]').first().waitFor({ state: 'attached' });
  const keys = await page
    .locator('nav[aria-label="main"] [data-menu-key]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-menu-key') ?? ''));
  return [...new Set(keys)];
}

/** The stored OpenID user of this tab, as oidc-client-ts keeps it in sessionStorage. */
export async function storedUser(
  page: Page,
): Promise<{ access_token: string; profile: Record<string, unknown> } | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? JSON.parse(sessionStorage.getItem(key) ?? 'null') : null;
  });
}
