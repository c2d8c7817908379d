import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { type Product, startProduct } from './harness/product';
import { signIn } from './harness/sign-in';

/**
 * Payslips against the real product: `finance` creates a draft for last month (the demo agents'
 * delivered, paid and refused orders), adds an arbitrary fee, approves it, and can then no longer
 * change or delete it.
 */
let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchChromium();
  ({ context, page } = await openPage(browser, { language: 'en' }));
  await signIn(page, product.baseUrl, 'finance');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('/payment-sheet in Chromium', () => {
  it('PAYSLIP-05 PAYSLIP-11 PAYSLIP-20 PAYSLIP-31 PAYSLIP-33 PAYSLIP-36 finance drafts last month, adds a fee, approves, and can no longer edit or delete', async () => {
    await page.goto(`${product.baseUrl}/payment-sheet`);
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
    await page.locator('.ant-picker-range input').first().click();
    await page.locator('.ant-picker-header-prev-btn').first().click();
    await page
      .locator(`td[title="${iso(first)}"]`)
      .first()
      .click();
    await page
      .locator(`td[title="${iso(last)}"]`)
      .first()
      .click();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL((url) => /^\/payment-sheet\/\d+$/.test(url.pathname), { timeout: 30_000 });

    const lucia = page.locator('tr', { hasText: 'Quispe Mamani Lucía' }).first();
    await lucia.waitFor();
    expect(await page.getByText('COD order delivered bonus').count()).toBeGreaterThan(0);
    expect(await page.getByText('COD order cancelled fee').count()).toBeGreaterThan(0);

    await lucia.locator('.ant-table-row-expand-icon').click();
    await page.getByRole('button', { name: 'Add accrual' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Currency' }).click();
    await page.locator('.ant-select-item-option[title="USD"]').click();
    await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('25');
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Bono de puntualidad');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The fee's row in the payslip (the closing dialog's comment field may still be fading out).
    await page.getByRole('cell', { name: 'Bono de puntualidad', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-tag', { hasText: 'Approved' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add accrual' }).count()).toBe(0);
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
  });
});
