import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { signInOverHttp } from './harness/http-sign-in';
import { call, createPeruOrderOverHttp } from './harness/orders';
import { type Product, startProduct } from './harness/product';
import { chooseOption } from './harness/select';
import { signIn, storedUser } from './harness/sign-in';

/**
 * Offers, agencies and the lead intake against the real product: `admin` creates an offer with a
 * published script on /offers, sees the demo agency payout on /agencies, and a webmaster's server
 * sends a lead for the new offer with only its API key — twice, getting the same lead back. Then
 * a new webmaster with a guarantee on that offer sends 20 leads, an agent takes orders for six of
 * them, and a guarantee set for the period on /guarantees shows its figures; its draft rows are approved and declined.
 */
let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The delivery provider the agents' orders go with. */
const OLVA = 1;

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

  it('WEBM-27 GUAR-14 GUAR-17 GUAR-19 GUAR-27 GUAR-29 a webmaster with a guarantee sends 20 leads, an agent takes orders for six; the set for the period shows their approve rate; rows are approved and declined', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const shown = (iso: string) => iso.split('-').reverse().join('-');
    const [yesterday, today] = [day(-1), day(0)];
    // The new webmaster and its guarantee of 40 % from yesterday, in the create modal.
    await page.goto(`${product.baseUrl}/webmasters`);
    await page.getByRole('button', { name: /Create webmaster/ }).click();
    const modal = page.locator('.ant-modal').filter({ has: page.getByText('New webmaster') });
    // The offers list is long (a virtual list): the new offer is found by typing its id.
    const offer = modal.getByLabel('Offer', { exact: true });
    await offer.click();
    await offer.fill('PE-E2E-OFFER');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .and(page.getByTitle(/^PE-E2E-OFFER/))
      .click();
    await modal.getByLabel('Webmaster', { exact: true }).fill('GaranteE2E');
    await modal.getByLabel('Payout $', { exact: true }).fill('10');
    await modal.getByLabel('Guarantee', { exact: true }).fill('40');
    const effective = modal.getByLabel('Effective date', { exact: true });
    await effective.click();
    await effective.fill(shown(yesterday));
    await effective.press('Enter');
    await modal.getByRole('button', { name: 'Save' }).click();
    const rate = page.locator('tr', { has: page.getByText('GaranteE2E', { exact: true }) });
    await rate.waitFor();
    expect(await rate.textContent()).toContain('40%');

    // Its server gets an API key and sends 20 leads for the offer (each sent twice: no duplicate).
    const user = await storedUser(page);
    const auth = { Authorization: `Bearer ${user?.access_token}` };
    const webmasterId = Number(await rate.locator('td').nth(1).textContent());
    const keyed = await page.request.post(`${product.baseUrl}/module/intake/api/v1/webmasters/${webmasterId}/api-key`, {
      headers: auth,
    });
    expect(keyed.ok()).toBe(true);
    const { apiKey } = (await keyed.json()) as { apiKey: string };
    const leadIds = new Set<number>();
    for (let i = 1; i <= 20; i++) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const sent = await page.request.post(`${product.baseUrl}/module/intake/api/v1/leads`, {
          headers: { 'x-api-key': apiKey },
          data: {
            offerId: 'PE-E2E-OFFER',
            name: `Cliente ${i}`,
            phone: `+5198700${String(i).padStart(4, '0')}`,
            externalId: `garante-${i}`,
          },
        });
        expect(sent.status()).toBe(attempt === 0 ? 201 : 200);
        leadIds.add((await sent.json()).leadId);
      }
    }
    expect(leadIds.size).toBe(20);

    // Agents work them: on a running shift, `agent` claims six of the leads and takes an order for
    // each (Olva, pay on delivery), as the order modal does; each lead takes the order's status.
    const agent = await signInOverHttp(product.baseUrl, 'agent');
    await call(agent, product.baseUrl, '/module/shifts/api/v1/shifts/start', { method: 'POST', body: '{}' });
    for (const leadId of [...leadIds].slice(0, 6)) {
      const claimed = await call<{ product: { id: number } }>(
        agent,
        product.baseUrl,
        '/module/leads/leads/claim-by-id',
        { method: 'POST', body: JSON.stringify({ leadId }) },
      );
      await createPeruOrderOverHttp(
        agent,
        product.baseUrl,
        { leadId, productId: claimed.product.id, offerId: 'PE-E2E-OFFER' },
        OLVA,
      );
    }

    // The set for yesterday and today: answered at once, then its rows appear.
    await page.goto(`${product.baseUrl}/guarantees`);
    await page.getByRole('heading', { name: 'Guarantees' }).waitFor();
    await page.getByRole('button', { name: /New guarantee set/ }).click();
    const newSet = page.locator('.ant-modal').filter({ has: page.getByText('New guarantee set') });
    const [from, to] = [newSet.locator('input').nth(0), newSet.locator('input').nth(1)];
    await from.click();
    await from.fill(shown(yesterday));
    await from.press('Enter');
    await to.fill(shown(today));
    await to.press('Enter');
    const create = newSet.getByRole('button', { name: 'Create' });
    await expect.poll(() => create.isEnabled(), { timeout: 15_000 }).toBe(true);
    await create.click();
    await page.getByText('The guarantee set is being computed: its data will appear in a few minutes.').waitFor();
    const row = page.locator('tr', { has: page.getByText('PE-E2E-OFFER', { exact: true }) });
    await row.waitFor({ timeout: 60_000 });
    const cells = await row.locator('td').allTextContents();
    // start, end, status, offer, partner, webmaster, guarantee, total, rate, to approve, actions
    expect(cells.slice(0, 10)).toEqual([
      shown(yesterday),
      shown(today),
      'Draft',
      'PE-E2E-OFFER',
      'Red Andina de Afiliados',
      'GaranteE2E',
      '40%',
      '20',
      // 6 of 20 approved; ceil(40 % × 20) − 6 still to approve.
      '30.00%',
      '2',
    ]);

    // Approve: No changes nothing, Yes approves; then the row has no actions.
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'No' }).click();
    expect(await row.locator('.ant-tag').textContent()).toBe('Draft');
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Yes' }).click();
    await row.locator('.ant-tag', { hasText: 'Approved' }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    // Decline another draft row (the demo webmaster's) with a comment.
    const demo = page.locator('tr', { has: page.getByText('PE-COLAGENO-LMX', { exact: true }) });
    await demo.getByRole('button', { name: 'Decline' }).click();
    const decline = page.locator('.ant-modal').filter({ has: page.getByText('Decline guarantee') });
    await decline.getByRole('button', { name: 'Decline' }).click();
    await decline.getByText('Please enter a comment').waitFor();
    await decline.getByLabel('Comment').fill('Leads de baja calidad');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await demo.locator('.ant-tag', { hasText: 'Declined' }).waitFor();
    expect(await demo.getByRole('button').count()).toBe(0);
  });
});
