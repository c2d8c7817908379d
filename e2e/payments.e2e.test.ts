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
import { addLead, getOrder, RECEIPT_PNG } from './harness/orders';
import { type Product, startProduct } from './harness/product';
import { confirmInPreview, openReceipt } from './harness/receipts';
import { signIn } from './harness/sign-in';

/**
 * A deposit paid by bank transfer, against the real product: the agent takes a Deposit order, the
 * manager uploads the customer's receipt on the order page, `finance` confirms it on /payments
 * (the order gains ORDER_PAID), the manager verifies the order; a second receipt, a PDF, is shown
 * in the preview by Chromium's PDF viewer and opens full size, and confirmed with the same bank
 * transaction number it is refused with the spec's notification.
 */
let product: Product;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A one-page PDF with a correct cross-reference table, so that Chromium's viewer opens it. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
const PDF = onePagePdf();
/** The id of Chromium's built-in PDF viewer extension, whose frame shows a PDF. */
const PDF_VIEWER = 'mhjfbmdgcfjbbpaeojofohoefgiehjai';

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

/** The order page's receipt upload (PAY-25, PAY-26): one PNG (or PDF) through the panel's Upload receipt. */
async function uploadReceipt(page: Page, orderId: number, name: string) {
  await page.goto(`${product.baseUrl}/order/${orderId}`);
  const panel = page.getByTestId('order-payment-panel');
  await panel.getByRole('button', { name: 'Upload receipt' }).waitFor();
  const file = name.endsWith('.pdf')
    ? { name, mimeType: 'application/pdf', buffer: PDF }
    : { name, mimeType: 'image/png', buffer: RECEIPT_PNG };
  await panel.locator('input[type=file]').setInputFiles(file);
  await page.getByText('Receipt uploaded').first().waitFor({ timeout: 30_000 });
}

/** On /payments, opens the order's pending receipt and confirms it with these values. */
async function confirmReceipt(page: Page, shortCode: string, transaction: string, amount: string) {
  const preview = await openReceipt(page, product.baseUrl, shortCode);
  await confirmInPreview(page, preview, transaction, amount);
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

    // A second receipt, a PDF: finance sees it in the preview (Chromium's own PDF viewer, in a
    // frame that is not sandboxed) and can open it full size in a new tab (PAY-23).
    await uploadReceipt(manager, orderId, 'recibo-2.pdf');
    const pdfAnswer = finance.waitForResponse((answer) => answer.url().includes('/files/receipts/'));
    const pdfPreview = await openReceipt(finance, product.baseUrl, shortCode);
    const frame = pdfPreview.locator('iframe[title="Receipt"]');
    expect(await frame.getAttribute('sandbox')).toBeNull();
    const answer = await pdfAnswer;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    // Chromium's PDF viewer (its built-in extension) opens in the frame; a sandboxed frame gets
    // Chromium's error page instead (a broken-document icon).
    const frameUrls = () => finance.frames().map((each) => each.url());
    await expect
      .poll(() => frameUrls().some((url) => url.startsWith(`chrome-extension://${PDF_VIEWER}/`)), { timeout: 15_000 })
      .toBe(true);
    expect(frameUrls().filter((url) => url.startsWith('chrome-error://'))).toEqual([]);
    const full = pdfPreview.getByRole('link', { name: 'Open full size' });
    expect(await full.getAttribute('target')).toBe('_blank');
    expect(await full.getAttribute('href')).toBe(await frame.getAttribute('src'));
    // Without PUBLIC_URL the link is a path, resolved against the page's origin (decision 1782).
    const fullUrl = new URL((await full.getAttribute('href')) ?? '', product.baseUrl).href;
    const [tab] = await Promise.all([finance.context().waitForEvent('page'), full.click()]);
    await tab.waitForLoadState();
    const opened = await finance.request.get(fullUrl);
    expect(opened.status()).toBe(200);
    expect(Buffer.from(await opened.body()).equals(PDF)).toBe(true);
    expect(tab.url()).toBe(fullUrl);
    await tab.close();

    // Confirmed with the same bank transaction number, it is refused (PAY-21).
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
