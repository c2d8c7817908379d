import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './harness/api';
import { seriousViolations } from './harness/axe';
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
 * The customer pays a Deposit order from the link in their message (decision 1791): the agent
 * takes the order, the link from its queued PAYMENT_LINK message opens the payment page on a
 * phone-sized screen with no session, the customer sends a PDF, finance sees it on /payments as
 * sent by the customer and confirms it, and the page then says the payment was confirmed. A
 * guessed link (the short code) shows no order.
 */
let product: Product;
let browser: Browser;
const contexts: BrowserContext[] = [];
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function signedIn(role: string): Promise<Page> {
  const { context, page } = await openPage(browser, { language: 'en' });
  contexts.push(context);
  await signIn(page, product.baseUrl, role);
  return page;
}

/** A fresh phone-sized profile with nothing stored: the customer's own phone. */
async function phone(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'es-PE',
  });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await product?.stop();
});

describe('the customer payment page end to end', () => {
  it("a Deposit order's link opens its payment page on a phone; the customer's PDF, confirmed by finance, pays the order", async () => {
    const agent = await signedIn('agent');
    const lead = await addLead(agent, product.baseUrl, 'pe-central', 'Rosa Enlace Prueba');
    await openNewOrder(agent, product.baseUrl, lead.leadId);
    await orderModal(agent).getByTestId('total-price').filter({ hasText: 'PEN' }).waitFor();
    await orderModal(agent).getByRole('button', { name: 'Next' }).click();
    await chooseDictionaryAddress(agent, 'Miraflores');
    await chooseDelivery(agent, 'deposit');
    await orderModal(agent).getByRole('button', { name: 'Next' }).click();
    await fillDeliveryStep(agent, 'Av. José Larco 345', '-12.121100, -77.029700');
    const { orderId, shortCode } = await approveOrder(agent);
    const order = await getOrder(agent, product.baseUrl, orderId);

    // The link as the customer receives it: in the order's PAYMENT_LINK message.
    const messages = await apiAs<{ kind: string; body: string }[]>(
      agent,
      product.baseUrl,
      `/module/orders/api/v1/messages?orderId=${orderId}`,
    );
    const body = messages.find((m) => m.kind === 'PAYMENT_LINK')?.body ?? '';
    const token = /\/pay\/([A-Za-z0-9_-]{32})\b/.exec(body)?.[1];
    expect(token, body).toBeDefined();
    expect(body).not.toContain(`/pay/${shortCode}`);

    // The customer opens it: Spanish, the order and where to pay, no address and no phone.
    const customer = await phone();
    await customer.goto(`${product.baseUrl}/pay/${token}`);
    await customer.getByRole('heading', { level: 1, name: `Pedido ${shortCode}` }).waitFor({ timeout: 30_000 });
    await customer.getByRole('heading', { name: 'Dónde pagar' }).waitFor();
    await customer.getByText('BCP · cuenta bancaria').waitFor();
    expect(await customer.getByText('Av. José Larco').count()).toBe(0);
    expect(await customer.getByText('Rosa Enlace Prueba').count()).toBe(0);
    expect(await seriousViolations(customer)).toEqual([]);
    const width = await customer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await customer
      .locator('input[type=file]')
      .setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: PDF });
    await customer.getByText('Estamos revisando su comprobante').waitFor({ timeout: 30_000 });

    // Finance finds it on /payments as sent by the customer, opens it and confirms it.
    const finance = await signedIn('finance');
    await finance.goto(`${product.baseUrl}/payments?region=pe-central`);
    const search = finance.getByRole('searchbox', { name: 'Order code' });
    await search.fill(shortCode);
    await search.press('Enter');
    const row = finance.getByTestId('receipts-table').locator('tr', { hasText: shortCode }).first();
    await row.getByText('Sent by the customer').waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Open' }).click();
    const preview = finance.getByRole('dialog');
    await preview.getByRole('combobox', { name: 'Payment method' }).click();
    await finance.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await preview.getByRole('textbox', { name: 'Transaction number' }).fill(`YAPE-${Date.now()}`);
    await preview.getByRole('spinbutton', { name: 'Amount' }).fill((order.price / 100).toFixed(2));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('-');
    const date = preview.getByRole('textbox', { name: 'Payment date' });
    await date.click();
    await date.fill(yesterday);
    await date.press('Enter');
    await preview.getByRole('button', { name: 'Confirm' }).click();
    await finance.getByText('Payment confirmed').first().waitFor({ timeout: 30_000 });

    // The customer's page says so, and the order is paid.
    await customer.reload();
    await customer.getByText('Su pago fue confirmado').waitFor({ timeout: 30_000 });
    expect(await customer.locator('input[type=file]').count()).toBe(0);
    const paid = await getOrder(agent, product.baseUrl, orderId);
    expect((paid as unknown as { tags: string[] }).tags).toContain('ORDER_PAID');

    // A guessed link — the order's short code — shows no order.
    const guesser = await phone();
    await guesser.goto(`${product.baseUrl}/pay/${shortCode}`);
    await guesser.getByRole('heading', { name: 'Este enlace de pago no existe' }).waitFor({ timeout: 30_000 });
    expect(await guesser.getByText('Dónde pagar').count()).toBe(0);
    expect(await guesser.getByText(shortCode).count()).toBe(0);
  });
});
