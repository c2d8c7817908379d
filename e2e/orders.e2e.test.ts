import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { addLead, getOrder } from './harness/orders';
import { type Product, startProduct } from './harness/product';
import { signIn } from './harness/sign-in';

/**
 * Order capture against the real product: the agent opens New order for a lead of their own,
 * goes through the four steps — Peru in dictionary mode, Chile in map mode (tiles from a
 * same-origin file, so nothing leaves the machine) — approves after the countdown, sees
 * "Pedido creado con éxito", lands on /order/{id}, and the back-office holds the order with the
 * chosen item, the total the modal showed and the chosen slot.
 */
let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await startProduct({ MAP_TILE_URL: '/favicon.svg?z={z}&x={x}&y={y}' });
  browser = await launchChromium();
  ({ context, page } = await openPage(browser, { language: 'en' }));
  await signIn(page, product.baseUrl, 'agent');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const modal = () => page.getByRole('dialog', { name: 'New order' });

async function openNewOrder(leadId: number) {
  await page.goto(`${product.baseUrl}/welcome`);
  await page.getByTestId('new-order').click();
  const ask = page.getByRole('dialog', { name: 'New order' });
  await ask.getByRole('spinbutton', { name: 'Lead id' }).fill(String(leadId));
  await ask.getByRole('button', { name: 'Continue' }).click();
  await modal()
    .getByRole('spinbutton', { name: /^Quantity of / })
    .first()
    .waitFor();
}

/** Opens an antd select by its label and clicks the first offered option (or the one titled `title`). */
async function choose(scope: Locator, label: string, title?: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  // The select's own popup (closed popups stay in the DOM while they fade out).
  const list = await box.getAttribute('aria-controls');
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) });
  const option = title
    ? popup.locator(`.ant-select-item-option[title="${title}"]`)
    : popup.locator('.ant-select-item-option').first();
  const chosen = (await option.getAttribute('title')) ?? '';
  await option.click();
  await popup.waitFor({ state: 'hidden' });
  return chosen;
}

/** Payment method (pay on delivery when possible), a provider, the first date and time; returns the slot. */
async function chooseDelivery(): Promise<{ date: string; time: string }> {
  const cash = modal().getByRole('radio', { name: 'Pay on delivery' });
  await cash.waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('.ant-radio-wrapper:not(.ant-radio-wrapper-disabled)').length > 0,
  );
  if (await cash.isEnabled()) await cash.check();
  else await modal().getByRole('radio', { name: 'Deposit' }).check();
  const provider = modal().getByRole('combobox', { name: 'Delivery provider' });
  const chosen = await modal()
    .locator('.ant-select:has([aria-label="Delivery provider"]) .ant-select-selection-item')
    .count();
  if (chosen === 0) await choose(modal(), 'Delivery provider');
  await provider.waitFor();
  const shownDate = await choose(modal(), 'Delivery date');
  const time = await choose(modal(), 'Delivery time');
  return { date: shownDate.split('-').reverse().join('-'), time };
}

/** Fills what the chosen provider asks on step 3 and goes on to the check step. */
async function fillDelivery(street: string | null, coordinates: string) {
  const streetBox = modal().getByRole('textbox', { name: 'Street address' });
  await streetBox.waitFor();
  if (street !== null) await streetBox.fill(street);
  const coordinatesBox = modal().getByRole('textbox', { name: 'Coordinates' });
  if ((await coordinatesBox.count()) > 0 && !(await coordinatesBox.inputValue()))
    await coordinatesBox.fill(coordinates);
  const dni = modal().getByRole('textbox', { name: 'DNI' });
  if ((await dni.count()) > 0) await dni.fill('45781236');
  await modal().getByRole('button', { name: 'Next' }).click();
  await modal()
    .getByRole('button', { name: /^Approve/ })
    .waitFor();
}

/** Approve after the countdown, the confirmation, OK → /order/{id}; returns the id and short code. */
async function approve(): Promise<{ orderId: number; shortCode: string; total: string }> {
  const total = ((await modal().getByTestId('check-total').textContent()) ?? '').replace('Total price: ', '');
  expect(await modal().getByRole('button', { name: 'Approve(5)' }).isDisabled()).toBe(true);
  const ready = modal().getByRole('button', { name: 'Approve', exact: true });
  await ready.waitFor({ timeout: 10_000 });
  await ready.click();
  const created = page.getByRole('dialog', { name: 'Pedido creado con éxito' });
  await created.waitFor({ timeout: 30_000 });
  const shortCode = (await created.getByTestId('created-short-code').textContent()) ?? '';
  await created.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/order/'));
  await page.getByText(`Order created ${shortCode}`).waitFor();
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByTestId('order-short-code').filter({ hasText: shortCode }).waitFor();
  return { orderId, shortCode, total };
}

describe('order capture end to end', () => {
  it('ONEW-104 ONEW-110 ONEW-111 agent creates an order for a Peru lead in dictionary mode; the order holds the item, total and slot', async () => {
    const lead = await addLead(page, product.baseUrl, 'pe-central', 'Rosa Huamán Prueba');
    await openNewOrder(lead.leadId);
    const brief = page.getByTestId('product-brief');
    await brief.getByText(`× 1`).waitFor();
    await modal().getByTestId('total-price').filter({ hasText: 'PEN' }).waitFor();
    await modal().getByRole('button', { name: 'Next' }).click();
    const dictionary = modal().getByRole('radio', { name: 'Dictionary' });
    await dictionary.waitFor({ state: 'attached' });
    if (!(await dictionary.isChecked())) await modal().getByText('Dictionary', { exact: true }).click();
    await modal().getByRole('combobox', { name: 'Address search' }).pressSequentially('Miraflores', { delay: 30 });
    const suggestion = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Miraflores' })
      .first();
    await suggestion.click();
    await modal().getByTestId('address-details').waitFor();
    const slot = await chooseDelivery();
    await modal().getByRole('button', { name: 'Next' }).click();
    await fillDelivery('Av. José Larco 345, piso 2', '-12.121100, -77.029700');
    const { orderId, shortCode, total } = await approve();

    const order = await getOrder(page, product.baseUrl, orderId);
    expect(order).toMatchObject({ id: orderId, short_code: shortCode, lead_id: lead.leadId, regionId: 'pe-central' });
    expect(order.products.map((p) => ({ productId: p.productId, qty: p.qty }))).toEqual([
      { productId: lead.productId, qty: 1 },
    ]);
    expect(`${(order.price / 100).toFixed(2)} PEN`).toBe(total);
    expect(order.deliveryInfo).toMatchObject({ preferredDate: slot.date, preferredDeliveryTime: slot.time });
    expect(order.addr?.id).toBeGreaterThan(0);
    await page.getByTestId('order-slot').filter({ hasText: slot.time }).waitFor();
  });

  it('ONEW-33 ONEW-68 ONEW-69 ONEW-70 agent creates an order for a Chile lead in map mode (a click on the map picks the point)', async () => {
    const lead = await addLead(page, product.baseUrl, 'cl-central', 'Camila Rojas Prueba');
    await openNewOrder(lead.leadId);
    await modal().getByTestId('total-price').filter({ hasText: 'CLP' }).waitFor();
    await modal().getByRole('button', { name: 'Next' }).click();
    expect(await modal().getByRole('radio', { name: 'Map' }).isChecked()).toBe(true);
    const map = modal().getByTestId('order-map');
    await map.locator('.leaflet-container').waitFor();
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await modal()
      .getByTestId('map-picked')
      .filter({ hasText: /Santiago/ })
      .waitFor({ timeout: 10_000 });
    await map.locator('.umbrella-map-pin').waitFor();
    const slot = await chooseDelivery();
    await modal().getByRole('button', { name: 'Next' }).click();
    await fillDelivery(null, '');
    const street = await modal().getByRole('textbox', { name: 'Street address' }).count();
    expect(street).toBe(0); // on the check step now
    const { orderId, total } = await approve();

    const order = await getOrder(page, product.baseUrl, orderId);
    expect(order).toMatchObject({ lead_id: lead.leadId, regionId: 'cl-central', addr: null });
    expect(order.products.map((p) => ({ productId: p.productId, qty: p.qty }))).toEqual([
      { productId: lead.productId, qty: 1 },
    ]);
    expect(`${(order.price / 100).toFixed(2)} CLP`).toBe(total);
    expect(order.deliveryInfo).toMatchObject({ preferredDate: slot.date, preferredDeliveryTime: slot.time });
    expect(order.deliveryInfo.latitude).toBeCloseTo(-33.45, 0);
    expect(order.address).toMatch(/Santiago/);
  });
});
