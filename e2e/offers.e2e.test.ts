import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { type Product, startProduct } from './harness/product';
import { chooseOption } from './harness/select';
import { signIn } from './harness/sign-in';

/**
 * Offers, agencies and the lead intake against the real product: `admin` creates an offer with a
 * published script on /offers, sees the demo agency payout on /agencies, and a webmaster's server
 * sends a lead for the new offer with only its API key — twice, getting the same lead back.
 */
let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchChromium();
  ({ context, page } = await openPage(browser, { language: 'en' }));
  await signIn(page, product.baseUrl, 'admin');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const dialog = () => page.locator('.ant-modal').filter({ has: page.getByText('New offer') });
const choose = (label: string, option: string) => chooseOption(page, dialog(), label, option);

describe('/offers, /agencies and the intake API in Chromium', () => {
  it('OFFER-01 OFFER-03 OFFER-13 OFFER-19 OFFER-25 admin creates an offer and a webmaster sends it a lead', async () => {
    await page.goto(`${product.baseUrl}/offers`);
    // The total shows once the first page has arrived (the demo's offers span two pages).
    await page
      .getByText(/^\d+ offers$/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: /^(plus )?New$/ }).click();
    await dialog().getByLabel('ID', { exact: true }).fill('PE-E2E-OFFER');
    await dialog().getByLabel('Payout', { exact: true }).fill('9.5');
    await choose('Region', 'Peru');
    await choose('Type', 'CPL');
    await choose('Product', 'Colágeno Hidrolizado Premium');
    await choose('Partner', 'Red Andina de Afiliados');
    await choose('Script', 'Guion de venta – Colágeno Hidrolizado Premium');
    await choose('Discounts', '2 + 1 gratis');
    await page.keyboard.press('Escape');
    await dialog().getByRole('button', { name: 'OK' }).click();
    await page.getByText('Offer saved').waitFor();
    const row = page.locator('tr', { has: page.getByText('PE-E2E-OFFER', { exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('9.50');

    const send = () =>
      page.request.post(`${product.baseUrl}/module/intake/api/v1/leads`, {
        headers: { 'x-api-key': 'umb_demo-leadmax-intake-key' },
        data: { offerId: 'PE-E2E-OFFER', name: 'Rosa Díaz', phone: '+51987650777', externalId: 'e2e-1' },
      });
    const first = await send();
    expect(first.status()).toBe(201);
    const again = await send();
    expect(again.status()).toBe(200);
    expect((await again.json()).leadId).toBe((await first.json()).leadId);
  });

  it('AGENCY-01 AGENCY-03 the Agencies page lists the demo special payout', async () => {
    await page.goto(`${product.baseUrl}/agencies`);
    await page.getByRole('heading', { name: 'Agencies page' }).waitFor();
    const row = page.locator('tr', { has: page.getByText('MediaSur', { exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('7.50');
  });
});
