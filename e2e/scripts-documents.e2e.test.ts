import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { type Product, startProduct } from './harness/product';
import { chooseOption } from './harness/select';
import { signIn, storedUser } from './harness/sign-in';
import { skipMediaTest } from './harness/workspace';

/**
 * Scripts and documents against the real product (issue 12): the administrator publishes a new
 * version of a Peruvian product's script in the editor — with XSS payloads in it — and the agent
 * gets that product's leads only after confirming it on the confirmation screen (the read gate,
 * decision 1201), and the administrator sees the confirmation; `support` opens a delivery
 * complaint on the order's page, attaches a PDF and comments on /documents — every step in the
 * browser — and the assignee sees the unread badge and opens the document.
 * Nothing of the payloads runs in Chromium, neither in the script views nor in a document's
 * comments, additional info or attachment names (decisions 1201, 1202).
 */
let product: Product;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let agent: { context: BrowserContext; page: Page };
/** Every dialog a page opened (an alert of a payload that ran). */
const dialogs: string[] = [];

/** Each payload sets window.__xss if it runs, or opens a dialog. */
const PAYLOADS = [
  '<script>window.__xss = "script"; alert("script")</script>',
  '<img src="x" onerror="window.__xss = \'img\'; alert(\'img\')">',
  '<svg onload="window.__xss = \'svg\'; alert(\'svg\')"><circle r="1"></circle></svg>',
  '<a href="javascript:window.__xss=\'href\';alert(\'href\')" id="js-link">enlace</a>',
  '<p style="background:url(javascript:alert(\'css\'))" onmouseover="window.__xss=\'hover\'">pase</p>',
  '<iframe src="javascript:alert(\'iframe\')"></iframe>',
  '<details open ontoggle="window.__xss=\'toggle\'"><summary>s</summary></details>',
];
const STAMP = String(Date.now());
const MARK = `Nuevo precio ${STAMP}`;
const CONTENT = `<h2>${MARK}</h2><p>Ofrezca el envío gratis.</p>${PAYLOADS.join('')}`;

async function api<T>(page: Page, path: string, init: RequestInit = {}): Promise<T> {
  const user = await storedUser(page);
  const response = await fetch(`${product.baseUrl}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${user?.access_token}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      'Idempotency-Key': crypto.randomUUID(),
      ...init.headers,
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

type Task = {
  id: number;
  type: 'LEAD' | 'CALL_BACK' | 'RECALL';
  context: { product: { id: number } } | null;
};

/**
 * Takes the agent's next tasks as the workspace hands them out, putting each aside for two hours
 * unless it is a lead of `productId`; answers that lead's task, or null once the queue is empty.
 */
async function nextLeadOf(productId: number, seconds: number): Promise<Task | null> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const { task } = await api<{ task: Task | null }>(agent.page, '/module/tasks/api/v1/tasks/next', {
      method: 'POST',
    });
    if (!task) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (task.type === 'LEAD' && task.context?.product.id === productId) return task;
    const later = new Date(Date.now() + 2 * 3600_000).toISOString();
    if (task.type === 'RECALL') {
      await api(agent.page, '/module/tasks/api/v1/tasks/reschedule-recall', {
        method: 'POST',
        body: JSON.stringify({ taskId: task.id, newScheduleTime: later }),
      });
    } else {
      await api(agent.page, '/module/tasks/api/v1/tasks/reschedule', {
        method: 'POST',
        body: JSON.stringify({ taskId: task.id, newTime: later }),
      });
    }
  }
  return null;
}

/** Nothing of the payloads ran: no dialog, no marker, no live handler or script in `root`. */
async function expectInert(page: Page, rootSelector: string) {
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  const live = await page
    .locator(rootSelector)
    .evaluateAll((roots) =>
      roots.flatMap((root) =>
        [...root.querySelectorAll('*')].flatMap((element) => [
          ...(['SCRIPT', 'IFRAME'].includes(element.tagName) ? [element.tagName] : []),
          ...[...element.attributes]
            .filter((a) => a.name.startsWith('on') || /javascript:/i.test(a.value))
            .map((a) => `${element.tagName}[${a.name}]`),
        ]),
      ),
    );
  expect(live).toEqual([]);
}

beforeAll(async () => {
  product = await startProduct({ DEMO_LEAD_INTERVAL_MS: '1000' });
  browser = await launchChromium();
  admin = await openPage(browser, { language: 'en' });
  agent = await openPage(browser, { language: 'en' });
  await skipMediaTest(agent.context);
  for (const { page } of [admin, agent])
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  await signIn(admin.page, product.baseUrl, 'admin');
  await signIn(agent.page, product.baseUrl, 'agent');
});

afterAll(async () => {
  await admin?.context.close();
  await agent?.context.close();
  await browser?.close();
  await product?.stop();
});

describe('scripts: publish, confirm, and the read gate', () => {
  let script: { scriptId: number; productId: number; productName: string };

  it('SCRIPT-10 SCRIPT-11 the administrator publishes a new version in the editor; its HTML is inert in the approver view', async () => {
    const list = await api<{
      content: { scriptId: number; productId: number; productName: string; regionId: string }[];
    }>(admin.page, '/module/scripts/api/v1/scripts?regionId=pe-central&size=100');
    const first = list.content[0];
    if (!first) throw new Error('no Peruvian demo script');
    script = first;
    const { page } = admin;
    await page.goto(`${product.baseUrl}/scripts/${script.scriptId}`);
    const editor = page.getByRole('textbox', { name: 'Script HTML' });
    await editor.waitFor();
    await editor.fill(CONTENT);
    await page.getByRole('tab', { name: 'Approver' }).click();
    await page.getByTestId('script-approver').getByText(MARK).waitFor();
    await expectInert(page, '[data-testid="script-approver"]');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Version published').waitFor();
  });

  it('decision 1201: the agent gets none of the product’s leads before confirming, and gets them after', async () => {
    await api(agent.page, '/module/shifts/api/v1/shifts/start', { method: 'POST' });
    // Leads of every demo product arrive each second; for 20 s none of this product reaches the agent.
    expect(await nextLeadOf(script.productId, 20)).toBeNull();

    const { page } = agent;
    await page.goto(`${product.baseUrl}/tasks`);
    await page.getByTestId('scripts-to-confirm-notice').waitFor();
    await page.getByRole('link', { name: 'Read and confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/scripts-to-confirm');
    const detail = page.getByTestId('script-confirm-detail');
    // The diff marks the new words one by one: the new heading is there, in <ins>.
    await detail.getByTestId('confirm-diff').locator('ins', { hasText: STAMP }).first().waitFor();
    await expectInert(page, '[data-testid="script-confirm-detail"]');

    const confirm = detail.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await detail.getByRole('checkbox', { name: 'I read' }).check();
    await confirm.click();
    // The confirmation's answer is awaited and its status named, so a refusal says why instead of
    // leaving the list without its Done.
    const answered = page.waitForResponse(
      (answer) => answer.url().includes('/script-versions/') && answer.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Yes' }).click();
    const answer = await answered;
    if (answer.status() >= 300)
      throw new Error(`the confirmation was refused: ${answer.status()} ${await answer.text()}`);
    await page
      .getByTestId('scripts-to-confirm')
      .getByText('Done', { exact: true })
      .waitFor()
      .catch(async (error: unknown) => {
        const list = await page
          .getByTestId('scripts-to-confirm')
          .innerText()
          .catch(() => '(no list)');
        throw new Error(`the confirmed script is not marked Done; the list shows: ${list}; ${String(error)}`);
      });
    await expectInert(page, '[data-testid="script-confirm-detail"]');

    const task = await nextLeadOf(script.productId, 60);
    expect(task?.context?.product.id).toBe(script.productId);
  });

  it('the manager sees the agent among those who confirmed', async () => {
    const { page } = admin;
    await page.reload();
    await page.getByRole('tab', { name: 'Confirmations' }).click();
    await page
      .getByTestId('script-confirmed')
      .getByText(/Quispe/)
      .waitFor();
  });
});

describe('documents: support works a complaint through the screens; payloads in it are text', () => {
  it('DOC-09 DOC-17 DOC-23 DOC-25 support opens a delivery complaint on the order page, attaches a PDF with progress and comments; the assignee sees the unread badge and opens it, the text inert', {
    timeout: 300_000,
  }, async () => {
    const support = await openPage(browser, { language: 'en' });
    support.page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    await signIn(support.page, product.baseUrl, 'support');
    // Precondition: a Peruvian order to complain about (the agent, Lucía Quispe Mamani, works Peru).
    const found = await api<{ content: { order: { id: number; shortCode: string } }[] }>(
      admin.page,
      '/module/orders/api/v1/orders/search',
      {
        method: 'POST',
        body: JSON.stringify({ pageable: { page: 0, size: 1 }, filters: { regionId: 'pe-central' } }),
      },
    );
    const order = found.content[0]?.order;
    if (!order) throw new Error('no Peruvian demo order');
    const s = support.page;

    // Support opens the order and creates the complaint there (decision 1221), about that order.
    await s.goto(`${product.baseUrl}/order/${order.id}`);
    await s.getByTestId('order-short-code').waitFor();
    await s.getByRole('button', { name: 'New document' }).click();
    const create = s.getByRole('dialog', { name: 'New document' });
    await chooseOption(s, create, 'Type', 'Delivery complaint');
    await chooseOption(s, create, 'Assigned to', 'Lucía Quispe Mamani');
    await chooseOption(s, create, 'Report to', 'Lucía Quispe Mamani');
    await create.getByLabel('Additional info').fill(PAYLOADS[1] as string);
    await create.getByRole('button', { name: 'Create' }).click();
    await s.getByText('Document created').waitFor();

    // On /documents, among the documents support created, the newest about that order.
    await s.goto(`${product.baseUrl}/documents`);
    await s.getByRole('tab', { name: 'Related' }).click();
    const shortCode = s.getByTestId('documents-filters').getByLabel('Short code');
    await shortCode.fill(order.shortCode);
    await shortCode.press('Enter');
    const row = s.getByTestId('documents-list').locator('tr.ant-table-row', { hasText: 'Delivery complaint' }).first();
    await row.waitFor();
    const badgeId = await row.locator('[data-testid^="unread-"]').getAttribute('data-testid');
    const documentId = Number(badgeId?.replace('unread-', ''));
    expect(documentId).toBeGreaterThan(0);
    await row.click();
    const edit = s.getByRole('dialog');
    await edit.getByTestId('document-comments').waitFor();
    await edit.getByRole('textbox', { name: 'Comment', exact: true }).fill(PAYLOADS.join(' '));
    await edit.getByRole('button', { name: 'Add comment' }).click();
    await edit.getByTestId('document-comments').getByText('window.__xss', { exact: false }).first().waitFor();

    // The PDF goes up slowly enough (upload throttled to 256 KB/s) to watch its progress.
    await edit.getByRole('tab', { name: 'Attachments' }).click();
    const cdp = await support.context.newCDPSession(s);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(768 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const fileName = 'queja <img src=x onerror=alert(1)>.pdf';
    await edit
      .locator('input[type="file"]')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await edit.getByLabel('Upload progress').waitFor();
    await s.getByText('File attached').waitFor({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await edit.getByTestId('document-attachments').getByText(fileName).waitFor();
    await expectInert(s, '[role="dialog"]');
    await support.context.close();

    // The assignee sees the unread comment on "Assigned to me" and opens the document.
    const { page } = agent;
    await page.goto(`${product.baseUrl}/documents`);
    await page.getByRole('tab', { name: 'Assigned to me' }).click();
    const badge = page.getByTestId(`unread-${documentId}`);
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1');
    await badge.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('document-comments').getByText('window.__xss', { exact: false }).first().waitFor();
    await dialog
      .getByTestId('document-comments')
      .getByText(/Diego Hernández Luna/)
      .waitFor();
    await expectInert(page, '[role="dialog"]');
    await dialog.getByRole('tab', { name: 'Attachments' }).click();
    await dialog.getByTestId('document-attachments').getByText(fileName).waitFor();
    await expectInert(page, '[role="dialog"]');
  });
});
