import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './harness/axe';
import { launchChromium, openPage } from './harness/browser';
import { choose, chooseDelivery, chooseDictionaryAddress, openNewOrder, orderModal } from './harness/order-modal';
import { addLead } from './harness/orders';
import { type Product, startProduct } from './harness/product';
import { DEMO_PASSWORD, signIn } from './harness/sign-in';
import { skipMediaTest } from './harness/workspace';

/**
 * Accessibility of every real screen (issue 18): axe-core's WCAG 2 A and AA rules in Chromium
 * against the real product, 0 serious or critical violations — the sign-in pages, the shell's
 * screens, /tasks with a lead, each step of the order modal and its confirmation, /order/{id}
 * with the phone change, and /sessions. Agents work these screens all day, many by keyboard.
 */
let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await startProduct({ DEMO_LEAD_INTERVAL_MS: '1000' });
  browser = await launchChromium();
  ({ context, page } = await openPage(browser, { language: 'en' }));
  await skipMediaTest(context);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const clean = async (where: Page = page) => expect(await seriousViolations(where)).toEqual([]);

describe('accessibility: 0 serious or critical WCAG A/AA violations', () => {
  it('/login and the issuer’s sign-in form', async () => {
    await page.goto(`${product.baseUrl}/login`);
    await page.getByTestId('sign-in').waitFor();
    await clean();
    await page.getByTestId('sign-in').click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
    await page.locator('#username').waitFor();
    await clean();
    await page.locator('#username').fill('agent');
    await page.locator('#password').fill(`${DEMO_PASSWORD}-wrong`);
    await page.locator('button[type=submit]').click();
    await page.locator('#password').waitFor();
    await clean();
  });

  it('the shell: /welcome, a page that does not exist, a refused page', async () => {
    await signIn(page, product.baseUrl, 'agent');
    for (const path of ['/welcome', '/no-such-page', '/sessions']) {
      await page.goto(`${product.baseUrl}${path}`);
      await page.getByTestId('app-version').waitFor();
      await page.waitForLoadState('networkidle');
      await clean();
    }
  });

  it('/tasks before the shift and with a task on screen', async () => {
    await page.goto(`${product.baseUrl}/tasks`);
    const start = page.getByRole('button', { name: 'Start shift' });
    await start.waitFor();
    await clean();
    await start.click();
    await page
      .locator('[data-testid="lead-actions"], [data-testid="task-actions"]')
      .first()
      .waitFor({ timeout: 60_000 });
    await clean();
  });

  it('each step of the order modal, the confirmation, /order/{id} and the phone change', async () => {
    const lead = await addLead(page, product.baseUrl, 'pe-central', 'Accesible Prueba');
    await openNewOrder(page, product.baseUrl, lead.leadId);
    const modal = orderModal(page);
    await modal.getByTestId('total-price').filter({ hasText: 'PEN' }).waitFor();
    await clean();
    await modal.getByRole('button', { name: 'Next' }).click();
    await chooseDictionaryAddress(page, 'Miraflores');
    await chooseDelivery(page);
    await clean();
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByRole('textbox', { name: 'Street address' }).fill('Av. José Larco 345');
    await modal.getByRole('textbox', { name: 'Coordinates' }).fill('-12.121100, -77.029700');
    await clean();
    await modal.getByRole('button', { name: 'Next' }).click();
    await choose(page, modal, 'Notification channel').catch(() => undefined);
    await modal.getByRole('button', { name: 'Approve', exact: true }).waitFor({ timeout: 10_000 });
    await clean();
    await modal.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Pedido creado con éxito').waitFor({ timeout: 30_000 });
    await clean();
    await page.waitForURL((url) => url.pathname.startsWith('/order/'));
    await page.getByTestId('order-short-code').waitFor();
    await clean();
    await page.getByTestId('change-phone').click();
    await page.getByRole('dialog', { name: 'Change phone' }).waitFor();
    await clean();
  });

  it('/sessions', async () => {
    const admin = await openPage(browser, { language: 'en' });
    try {
      await signIn(admin.page, product.baseUrl, 'admin');
      await admin.page.goto(`${product.baseUrl}/sessions`);
      await admin.page.getByRole('table').first().waitFor();
      // Today's charts (decision 1802), with their tables of figures open.
      const today = admin.page.getByRole('region', { name: 'Today' });
      await today.getByRole('figure').first().waitFor();
      for (const toggle of await today.getByText('Show the figures as a table').all()) await toggle.click();
      await admin.page.waitForLoadState('networkidle');
      await clean(admin.page);
    } finally {
      await admin.context.close();
    }
  });
});
