import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type StandIn,
  startWhatsappCloudStandIn,
  WHATSAPP_TEST,
} from '../packages/backoffice/src/testing/provider-stand-ins';
import { startSmtpServer, type TestSmtpServer } from '../packages/backoffice/src/testing/smtp-server';
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
import { confirmInPreview, openReceipt } from './harness/receipts';
import { chooseOption } from './harness/select';
import { signIn } from './harness/sign-in';

/**
 * The customer pays a Deposit order from the link in their message (decisions 1787, 1791): the
 * agent takes the order with WhatsApp as its channel, the outbox sends the payment link through a
 * local stand-in of Meta's WhatsApp Cloud API, the link opens the payment page on a phone-sized
 * screen with no session, the customer sends a PDF, finance sees it on /payments as sent by the
 * customer and confirms it, and the page then says the payment was confirmed. A guessed link (the
 * short code) shows no order. The order sheet by e-mail reaches a real SMTP server with its .xlsx.
 */
let product: Product;
let whatsapp: StandIn;
let smtp: TestSmtpServer;
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
  whatsapp = await startWhatsappCloudStandIn();
  smtp = await startSmtpServer();
  product = await startProduct({
    WHATSAPP_PROVIDER: 'cloud-api',
    WHATSAPP_TOKEN: WHATSAPP_TEST.token,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TEST.phoneNumberId,
    WHATSAPP_API_URL: whatsapp.baseUrl,
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Umbrella <no-reply@umbrella.example>',
  });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await product?.stop();
  await whatsapp?.close();
  await smtp?.close();
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
    await chooseOption(agent, orderModal(agent), 'Notification channel', 'Whatsapp');
    const { orderId, shortCode } = await approveOrder(agent);
    const order = await getOrder(agent, product.baseUrl, orderId);

    // The link as the customer receives it: the WhatsApp message the provider was handed.
    await expect.poll(() => whatsapp.accepted.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const sent = JSON.parse(whatsapp.accepted.at(-1)?.body ?? '{}') as { to: string; text: { body: string } };
    expect(sent.to).toMatch(/^51\d{8,11}$/);
    const body = sent.text.body;
    const token = /\/pay\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/.exec(body)?.[1];
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
    const preview = await openReceipt(finance, product.baseUrl, shortCode);
    const row = finance.getByTestId('receipts-table').locator('tr', { hasText: shortCode }).first();
    expect(await row.getByText('Sent by the customer').isVisible()).toBe(true);
    await confirmInPreview(finance, preview, `YAPE-${Date.now()}`, (order.price / 100).toFixed(2));
    // The preview closes once the server has confirmed; its toast may come and go on a busy machine
    // before it is looked for, so the closing is what is waited on (and what was said if it stays).
    await preview.waitFor({ state: 'hidden', timeout: 60_000 }).catch(async (error: Error) => {
      const said = await finance.locator('.ant-notification-notice, .ant-form-item-explain-error').allInnerTexts();
      throw new Error(`the receipt was not confirmed: ${said.join(' | ') || error.message}`);
    });

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

  it('the order sheet by e-mail reaches the mail server with its .xlsx', async () => {
    const manager = await signedIn('manager');
    const answer = await apiAs<{ status: string; rows: number }>(
      manager,
      product.baseUrl,
      '/module/orders/api/v1/orders/sheet',
      {
        method: 'POST',
        body: JSON.stringify({ email: 'supervision@umbrella.example', command: {} }),
      },
    );
    expect(answer.status).toBe('sent');
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(1);
    const mail = smtp.received[0];
    expect(mail?.envelopeTo).toEqual(['supervision@umbrella.example']);
    const sheet = mail?.attachments[0];
    expect(sheet?.filename).toMatch(/\.xlsx$/);
    // An .xlsx is a zip: its bytes start with PK.
    expect(sheet?.content.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
