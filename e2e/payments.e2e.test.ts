import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import {
  approveOrder,
  chooseDelivery,
  chooseDictionaryAddress,
  fillDeliveryStep,
  openNewOrder,
  orderModal,
} from './harness/order-modal';
import { addLead, getOrder } from './harness/orders';
import { type Product, startProduct } from './harness/product';
import { signIn } from './harness/sign-in';

/**
 * A deposit paid by bank transfer, against the real product: the agent takes a Deposit order, the
 * manager uploads the customer's receipt on the order page, `finance` confirms it on /payments
 * (the order gains ORDER_PAID), the manager verifies the order; a second receipt confirmed with
 * the same bank transaction number is refused with the spec's notification.
 */
let product: Product;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A tiny PNG: the back-office checks receipts by their bytes, and this is a real PNG header. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signedIn(role: string): Promise<Page> {
  const { context, page } = await openPage(browser, { language: 'en' });
  contexts.push(context);
  await signIn(page, product.baseUrl, role);
  return page;
}

beforeAll(async () => {
  // Without PUBLIC_URL, as `npm start` runs: the app is opened at 127.0.0.1 while the product
  // prints localhost, and the receipt still goes up and shows from the origin that served the app.
  product = await startProduct({ PUBLIC_URL: '' });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await product?.stop();
});

/** The order page's receipt upload (PAY-25, PAY-26): one PNG through the panel's Upload receipt. */
async function uploadReceipt(page: Page, orderId: number, name: string) {
  await page.goto(`${product.baseUrl}/order/${orderId}`);
  const panel = page.getByTestId('order-payment-panel');
  await panel.getByRole('button', { name: 'Upload receipt' }).waitFor();
  await panel.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await page.getByText('Receipt uploaded').first().waitFor({ timeout: 30_000 });
}

/** On /payments (Pending tab), opens the order's pending receipt and confirms it with these values. */
async function confirmReceipt(page: Page, shortCode: string, transaction: string, amount: string) {
  await page.goto(`${product.baseUrl}/payments?region=pe-central`);
  const search = page.getByRole('searchbox', { name: 'Order code' });
  await search.fill(shortCode);
  await search.press('Enter');
  const row = page.getByTestId('receipts-table').locator('tr', { hasText: shortCode });
  await row.first().waitFor({ timeout: 30_000 });
  await row.first().getByRole('button', { name: 'Open' }).click();
  const preview = page.getByRole('dialog');
  const method = preview.getByRole('combobox', { name: 'Payment method' });
  await method.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await preview.getByRole('textbox', { name: 'Transaction number' }).fill(transaction);
  await preview.getByRole('spinbutton', { name: 'Amount' }).fill(amount);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('-');
  const date = preview.getByRole('textbox', { name: 'Payment date' });
  await date.click();
  await date.fill(yesterday);
  await date.press('Enter');
  await preview.getByRole('button', { name: 'Confirm' }).click();
  return preview;
}

describe('payments end to end', () => {
  it('PAY-12 PAY-21 PAY-26 PAY-27 a Deposit order’s receipt, uploaded on its page, is confirmed by finance; the order is paid and verified; a reused transaction number is refused', async () => {
    // The agent takes a Deposit order for a Peru lead.
    const agent = await signedIn('agent');
    const lead = await addLead(agent, product.baseUrl, 'pe-central', 'Rosa Depósito Prueba');
    await openNewOrder(agent, product.baseUrl, lead.leadId);
    await orderModal(agent).getByTestId('total-price').filter({ hasText: 'PEN' }).waitFor();
    await orderModal(agent).getByRole('button', { name: 'Next' }).click();
    await chooseDictionaryAddress(agent, 'Miraflores');
    await chooseDelivery(agent, 'deposit');
    await orderModal(agent).getByRole('button', { name: 'Next' }).click();
    await fillDeliveryStep(agent, 'Av. José Larco 345', '-12.121100, -77.029700');
    const { orderId, shortCode } = await approveOrder(agent);
    const order = await getOrder(agent, product.baseUrl, orderId);
    expect(order.status).toBe(40);
    const amount = (order.price / 100).toFixed(2);

    // The manager uploads the customer's receipt on the order page.
    const manager = await signedIn('manager');
    await uploadReceipt(manager, orderId, 'recibo-1.png');

    // Finance confirms it on /payments: the order gains ORDER_PAID.
    const finance = await signedIn('finance');
    const transaction = `BCP-${Date.now()}`;
    await confirmReceipt(finance, shortCode, transaction, amount);
    await finance.getByText('Payment confirmed').first().waitFor({ timeout: 30_000 });
    const paid = await getOrder(manager, product.baseUrl, orderId);
    expect((paid as unknown as { tags: string[] }).tags).toContain('ORDER_PAID');

    // A second receipt confirmed with the same bank transaction number is refused (PAY-21).
    await uploadReceipt(manager, orderId, 'recibo-2.png');
    await confirmReceipt(finance, shortCode, transaction, amount);
    await finance.getByText('The transaction number is not unique').first().waitFor({ timeout: 30_000 });
    expect(await finance.getByText('Payment confirmed').count()).toBe(0);

    // Paid, the Deposit order can be verified.
    await manager.goto(`${product.baseUrl}/order/${orderId}`);
    await manager.getByTestId('order-action-verify').click();
    await manager
      .getByRole('dialog', { name: `Verify order ${shortCode}` })
      .getByRole('button', { name: 'Verify' })
      .click();
    await manager.getByTestId('order-status').filter({ hasText: 'Verified' }).waitFor();
    expect((await getOrder(manager, product.baseUrl, orderId)).status).toBe(30);
  });
});
