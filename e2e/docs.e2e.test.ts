import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { type Product, startProduct } from './harness/product';

/**
 * The API's Swagger UI (/module/docs, public) under the gateway's Content-Security-Policy
 * (decision 1002): it opens through the gateway, lists the operations, and the browser reports
 * no CSP violation (issue 18).
 */
let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const violations: string[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  product = await startProduct();
  browser = await launchChromium();
  ({ context, page } = await openPage(browser));
  // Every violation the page sees, whatever its kind (script, style, image, connect, worker…).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const page = window as unknown as { __csp?: string[] };
      page.__csp = [...(page.__csp ?? []), `${event.violatedDirective} ${event.blockedURI}`];
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

describe('/module/docs in Chromium', () => {
  it('the Swagger UI renders the operations list with no CSP violation', async () => {
    // Swagger UI renders operations as they scroll into view; a tall window shows the whole list.
    await page.setViewportSize({ width: 1280, height: 30_000 });
    const answer = await page.goto(`${product.baseUrl}/module/docs`);
    expect(answer?.ok()).toBe(true);
    const operations = page.locator('.opblock');
    await operations.first().waitFor({ timeout: 30_000 });
    // The list renders tag by tag; a document of this size takes a moment to be all there.
    await expect.poll(() => operations.count(), { timeout: 30_000 }).toBeGreaterThan(20);
    expect(await page.getByText('/module/orders/api/v1/orders/{orderId}', { exact: true }).first().isVisible()).toBe(
      true,
    );
    // Open one operation: its details render too (scripts and styles of the bundle ran).
    await operations.first().locator('.opblock-summary').click();
    await page.locator('.opblock-body').first().waitFor();
    await page.waitForTimeout(500);
    violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
  });
});
