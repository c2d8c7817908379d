import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { getOrder } from './harness/orders';
import { type Product, startProduct } from './harness/product';
import { signIn } from './harness/sign-in';

/**
 * The lead page against the real product: `support` (lead:details:read) opens a demo order,
 * follows its 'View lead' link to /lead/{id} and sees that lead's data from the back-office —
 * the lead, its offer, and the order it became, linked back to /order/{id}.
 */
let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchChromium();
  ({ context, page } = await openPage(browser, { language: 'en' }));
  await signIn(page, product.baseUrl, 'support');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

describe('/lead/{leadId} in Chromium', () => {
  it('SHELL-16 ADMIN-12 ADMIN-18 ADMIN-19 support opens a demo lead from its order and sees its data', async () => {
    // The demo data holds orders in every region; the first is a Peru order with its lead.
    const order = await getOrder(page, product.baseUrl, 1);
    await page.goto(`${product.baseUrl}/order/${order.id}`);
    const link = page.getByRole('link', { name: `View lead #${order.lead_id}` });
    await link.click();
    await page.waitForURL((url) => url.pathname === `/lead/${order.lead_id}`);

    const title = page.getByTestId('lead-title');
    await title.waitFor();
    expect(await title.textContent()).toMatch(new RegExp(`^Lead #${order.lead_id} · \\S`));
    const name = (await page.getByTestId('lead-name').textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    expect(await title.textContent()).toContain(name);
    expect(await page.getByTestId('lead-phone').textContent()).toMatch(/^(\+51\d{9}|\*{4})$/);
    expect(await page.getByTestId('lead-offer').textContent()).toMatch(/\(PE-[A-Z0-9-]+\) · \d+\.\d{2} PEN$/);

    const orders = page.getByTestId('lead-orders');
    const orderLink = orders.getByRole('link', { name: `${order.short_code} (#${order.id})` });
    expect(await orderLink.getAttribute('href')).toBe(`/order/${order.id}`);
    expect(await orders.textContent()).toContain('Refused');
    // No global error dialog, the shell is still there.
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
    await page.getByTestId('app-version').waitFor();
  });

  it('ADMIN-12 a lead id that does not exist shows the page’s 404 inside the shell', async () => {
    await page.goto(`${product.baseUrl}/lead/2147483000`);
    const error = page.getByTestId('error-screen');
    await error.waitFor();
    expect(await error.textContent()).toContain('404');
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
  });
});
