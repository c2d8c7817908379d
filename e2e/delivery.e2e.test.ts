import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { signInOverHttp } from './harness/http-sign-in';
import { xlsxByLibreOffice } from './harness/libreoffice';
import { choose } from './harness/order-modal';
import {
  addLead,
  call,
  createPeruOrderOverHttp,
  getOrder,
  payAndVerifyOrders,
  payOnDeliveryOptions,
  peruAddressId,
  request,
} from './harness/orders';
import { type Product, startProduct } from './harness/product';
import { signIn } from './harness/sign-in';

/**
 * Delivery operations against the real product (issue 13). The agent's orders (made through the
 * order routes the modal calls) are Deposit orders, each paid by a receipt finance confirms and
 * verified by a manager; then `delivery`, in Chromium, sends Olva its verified orders, uploads on /delivery-reports a provider report that LibreOffice wrote
 * (not the project's exceljs writer) through the gateway, which reads it and has its rows matched
 * before anything is stored (decision 1832): it is listed Valid at once, applied, and each order's
 * new status and its event show on the order page. A report with one unknown short code shows its
 * row error in the upload dialog before upload; kept to queue it, it is a Validation Error that
 * cannot be applied. Issue 13: a LibreOffice report with Spanish headers and words is mapped once in
 * the upload dialog and applied, and the kept report's unknown code goes to the discrepancy queue
 * and is resolved. Then the intake and the slots: a blacklisted phone makes no lead; a provider holiday takes
 * its date out of order capture's options.
 */
const OLVA = 1;
const DELIVERY = '/module/delivery/api/v1';
let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let agent: string;
let manager: string;
/** Olva Deposit orders the agent created, paid and verified: four for the first report, one for the second. */
const orders: { id: number; short_code: string }[] = [];

beforeAll(async () => {
  product = await startProduct();
  browser = await launchChromium();
  ({ context, page } = await openPage(browser, { language: 'en' }));
  agent = await signInOverHttp(product.baseUrl, 'agent');
  manager = await signInOverHttp(product.baseUrl, 'manager');
  for (let i = 0; i < 5; i++) {
    const phone = `+5197${String(Date.now() + i).slice(-7)}`;
    const lead = await addLead(agent, product.baseUrl, 'pe-central', `Cliente Reporte ${i + 1}`, phone);
    orders.push(await createPeruOrderOverHttp(agent, product.baseUrl, lead, OLVA, true));
  }
  // Deposit orders, paid by a receipt each: a manager cannot mark an order paid by hand (decision 1775).
  await payAndVerifyOrders(
    manager,
    await signInOverHttp(product.baseUrl, 'finance'),
    product.baseUrl,
    orders.map((o) => o.id),
  );
  await signIn(page, product.baseUrl, 'delivery');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const statusOf = async (id: number) => (await getOrder(agent, product.baseUrl, id)).status;
const reportsTable = () => page.getByTestId('provider-reports-table');
const reportRow = (fileName: string) => reportsTable().locator('tr').filter({ hasText: fileName });

/** On the provider reports screen with Peru's Olva picked. */
async function openOlvaReports() {
  await page.goto(`${product.baseUrl}/delivery-reports?tab=providers`);
  await choose(page, page.locator('main'), 'Region', 'Peru');
  await choose(page, page.locator('main'), 'Delivery provider', 'Olva Courier');
  await reportsTable().waitFor();
}

/** Chooses the .xlsx through the screen's Upload report button (its file input): the upload dialog opens on it. */
async function chooseReport(file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload report' }).click();
  await (await chooser).setFiles(file);
  return page.getByRole('dialog', { name: /^Upload / });
}

/** Uploads from the dialog with the button named, and waits for the upload's notice. */
async function uploadFromDialog(dialog: ReturnType<typeof page.getByRole>, button = 'Upload') {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  const notice = page
    .locator('.ant-message-notice')
    .filter({ hasText: /uploaded$/ })
    .first();
  await notice.waitFor({ timeout: 30_000 });
  await dialog.waitFor({ state: 'hidden' });
}

/** The order page shows the status and, among its events, a status change to it. */
async function expectOrderPage(orderId: number, status: 'Delivered' | 'Refused' | 'Transit') {
  await page.goto(`${product.baseUrl}/order/${orderId}`);
  await page
    .getByTestId('order-status')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor();
  const events = page.getByTestId('order-events');
  await events
    .locator('tr')
    .filter({ hasText: 'Status change' })
    .filter({ has: page.getByRole('cell', { name: status, exact: true }) })
    .first()
    .waitFor();
}

describe('provider reports end to end', () => {
  it('DREP-35 DREP-36 DREP-39 DREP-40 delivery sends Olva its verified orders: "Report sent successfully!", the orders are in Transit', async () => {
    expect(await Promise.all(orders.map((o) => statusOf(o.id)))).toEqual([30, 30, 30, 30, 30]);
    await openOlvaReports();
    await page.getByRole('button', { name: 'Send report to Olva' }).click();
    await page.getByText('Report sent successfully!').waitFor();
    expect(await Promise.all(orders.map((o) => statusOf(o.id)))).toEqual([7, 7, 7, 7, 7]);
  });

  // The first report's steps share the page and run in order: each starts where the one before stopped.
  const firstFour = () =>
    orders.slice(0, 4) as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];

  it('DREP-01 DREP-04 delivery picks Peru’s Olva and sees its report list', async () => {
    await openOlvaReports();
  });

  it('DREP-21 DREP-22 DREP-24 DREP-25 a report LibreOffice wrote is read without errors in the upload dialog and uploaded for the provider', async () => {
    const [a, b, c, d] = firstFour();
    const file = await xlsxByLibreOffice('olva-entregas', [
      ['Short code', 'Cliente', 'Status'],
      [a.short_code, 'Cliente 1', 'DELIVERED'],
      [b.short_code, 'Cliente 2', 'DELIVERED'],
      [c.short_code, 'Cliente 3', 'delivered'],
      [d.short_code, 'Cliente 4', 'REFUSED'],
    ]);
    const dialog = await chooseReport(file);
    await dialog.getByText('4 rows read, no errors').waitFor({ timeout: 30_000 });
    await uploadFromDialog(dialog);
  });

  it('DREP-26 DREP-10 the list shows it, Valid at once', async () => {
    await reportRow('olva-entregas.xlsx').getByText('Valid', { exact: true }).waitFor();
  });

  it('DREP-13 DREP-15 Apply on the Valid report applies it: Applied, and no Apply any more', async () => {
    const row = reportRow('olva-entregas.xlsx');
    await row.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Report olva-entregas.xlsx applied').waitFor();
    await row.getByText('Applied', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Apply' }).count()).toBe(0);
  });

  it('DREP-33 the DELIVERED rows made three orders Delivered and the REFUSED one Refused, each on its order page', async () => {
    const [a, b, c, d] = firstFour();
    expect(await Promise.all([a, b, c, d].map((o) => statusOf(o.id)))).toEqual([9, 9, 9, 8]);
    for (const order of [a, b, c]) await expectOrderPage(order.id, 'Delivered');
    await expectOrderPage(d.id, 'Refused');
  });

  it('DREP-11 DREP-18 DREP-19 DREP-20 a report with one unknown short code shows its row error before upload; kept to queue it, it is a Validation Error with its row error, no Apply, nothing changes', async () => {
    const e = orders[4] as (typeof orders)[0];
    const unknown = 'ZZZ-000-000';
    const file = await xlsxByLibreOffice('olva-desconocido', [
      ['Short code', 'Status'],
      [e.short_code, 'DELIVERED'],
      [unknown, 'DELIVERED'],
    ]);
    await openOlvaReports();
    const dialog = await chooseReport(file);
    await dialog.getByTestId('report-row-errors').getByText(`Row 3: there is no order ${unknown}`).waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    expect(await reportRow('olva-desconocido.xlsx').count()).toBe(0);
    await uploadFromDialog(dialog, 'Upload and queue the unmatched rows');
    const row = reportRow('olva-desconocido.xlsx');
    const status = row.getByRole('button', { name: 'Validation Error' });
    await status.waitFor();
    expect(await row.getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0);
    await status.click();
    const modal = page.getByRole('dialog', { name: 'Validation errors' });
    await modal.getByText(`Row 3: there is no order ${unknown}`).waitFor();
    expect(await modal.getByText(e.short_code).count()).toBe(0);

    // The server refuses it as well (delivery's own token), and the known order stays with the courier.
    const reports = await call<{ id: number; fileName: string }[]>(
      page,
      product.baseUrl,
      `${DELIVERY}/reports?providerId=${OLVA}&limit=3`,
    );
    const report = reports.find((r) => r.fileName === 'olva-desconocido.xlsx');
    if (!report) throw new Error('the refused report is not listed');
    const apply = await request(page, product.baseUrl, `${DELIVERY}/reports/${report.id}/apply`, {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: '{}',
    });
    expect(apply.status).toBe(409);
    expect(await statusOf(e.id)).toBe(7);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expectOrderPage(e.id, 'Transit');
  });

  it('issue 13 mapping a LibreOffice report with Spanish headers and words asks for its mapping in the upload dialog; mapped once, it is read, uploaded and applied', async () => {
    const e = orders[4] as (typeof orders)[0];
    const file = await xlsxByLibreOffice('olva-espanol', [
      ['Guía', 'Código de envío', 'Resultado'],
      ['G-1', e.short_code, 'Entregado'],
    ]);
    await openOlvaReports();
    const modal = await chooseReport(file);
    await choose(page, modal, 'Short code column', 'Código de envío');
    await choose(page, modal, 'Status column', 'Resultado');
    await modal.getByLabel('Words meaning DELIVERED').fill('Entregado');
    await modal.getByLabel('Words meaning REFUSED').fill('Rechazado');
    await modal.getByRole('button', { name: 'Save mapping' }).click();
    await modal.getByText('1 row read, no errors').waitFor({ timeout: 30_000 });
    await uploadFromDialog(modal);
    const row = reportRow('olva-espanol.xlsx');
    await row.getByText('Valid', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Apply', exact: true }).click();
    await row.getByText('Applied', { exact: true }).waitFor();
    expect(await statusOf(e.id)).toBe(9);
  });

  it('issue 13 discrepancy the refused report may apply its matched rows and queue the unknown code; the queue resolves it once, ignored with a comment', async () => {
    await openOlvaReports();
    const row = reportRow('olva-desconocido.xlsx');
    await row.getByRole('button', { name: 'Apply matched, queue the rest' }).click();
    await page.getByRole('button', { name: 'Apply and queue' }).click();
    // The known order was already Delivered by the mapped report, so it is left as it is.
    await page.getByText('0 order(s) updated, 1 row(s) queued').waitFor();
    await row.getByText('Applied', { exact: true }).waitFor();
    const queue = page.getByTestId('discrepancies-table');
    const item = queue.locator('tr').filter({ hasText: 'ZZZ-000-000' });
    await item.getByText('there is no order ZZZ-000-000').waitFor();
    await item.getByRole('button', { name: 'Ignore' }).click();
    const modal = page.getByRole('dialog', { name: 'Ignore ZZZ-000-000' });
    await modal.getByLabel('Comment').fill('Not one of ours');
    // The answer first: the notice after it is brief, and a refusal should say so, not time out.
    const [answer] = await Promise.all([
      page.waitForResponse((r) => /\/discrepancies\/\d+\/resolve$/.test(new URL(r.url()).pathname)),
      modal.getByRole('button', { name: 'Ignore' }).click(),
    ]);
    expect(answer.status(), await answer.text()).toBe(200);
    await page.getByText('Discrepancy ignored').waitFor({ state: 'attached' });
    await queue.getByText('No discrepancies to resolve').waitFor();
  });
});

describe('intake and slots', () => {
  it('BLACKLIST-11 a blacklisted phone’s new lead is refused with the reason on phone', async () => {
    const support = await signInOverHttp(product.baseUrl, 'support');
    const phone = `+5198${String(Date.now()).slice(-7)}`;
    await call(support, product.baseUrl, '/module/leads/api/v1/blacklist/add', {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ phone, comment: 'Llamadas de broma' }),
    });
    const offers = await call<{ id: string; productId: number }[]>(
      agent,
      product.baseUrl,
      '/module/leads/api/v1/offers?regionId=pe-central',
    );
    const offer = offers[0] as (typeof offers)[0];
    const refused = await request(agent, product.baseUrl, '/module/leads/leads/new-lead', {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        region: 'pe-central',
        name: 'Broma Telefónica',
        phone,
        offerId: offer.id,
        productId: offer.productId,
      }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()) as unknown).toMatchObject({
      errors: { phone: 'This phone number is blacklisted' },
    });
  });

  it('issue 13: a holiday saved for Olva removes its date from order capture’s delivery options', async () => {
    const miraflores = await peruAddressId(agent, product.baseUrl, 'Miraflores');
    const olva = async () => {
      const option = (await payOnDeliveryOptions(agent, product.baseUrl, miraflores)).find(
        (o) => o.providerId === OLVA,
      );
      if (!option) throw new Error('Olva offers nothing in Miraflores');
      return Object.keys(option.schedule);
    };
    const before = await olva();
    const first = before[0] as string;
    await call(page, product.baseUrl, `${DELIVERY}/holidays`, {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ deliveryProviderId: OLVA, dates: [first] }),
    });
    const after = await olva();
    expect(after).not.toContain(first);
    expect(after.slice(0, 4)).toEqual(before.slice(1, 5));
  });
});
