import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { type Product, startProduct } from './harness/product';
import { signIn } from './harness/sign-in';
import { clockOffset, getAsAgent, setClockOffset, shownLeadId, skipMediaTest } from './harness/workspace';

/**
 * The agent workspace against the real product (TEST_CLOCK=1, demo leads every second): the
 * agent starts a shift, works the seeded follow-ups down to a demo lead, records No answer with
 * its key and gets the next lead without a reload; a 5-minute recall comes back as a RECALL
 * task once the business clock has moved; the extension dialog appears 60 s before the end.
 */
let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await startProduct({ TEST_CLOCK: '1', DEMO_LEAD_INTERVAL_MS: '1000' });
  browser = await launchChromium();
  ({ context, page } = await openPage(browser, { language: 'en' }));
  await skipMediaTest(context);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

/** Disposes of the seeded call-backs and order recalls with their keys until a lead is on screen. */
async function workDownToALead(): Promise<number> {
  for (let i = 0; i < 20; i++) {
    await page
      .locator('[data-testid="lead-actions"], [data-testid="task-actions"]')
      .first()
      .waitFor({ timeout: 30_000 });
    if (await page.getByTestId('lead-actions').isVisible()) {
      const id = await shownLeadId(page);
      if (id) return id;
    }
    const before = await page.getByTestId('order-summary').textContent();
    if (await page.getByRole('button', { name: /Final refuse/ }).isVisible()) {
      await page.keyboard.press('c'); // close the call-back
      await page.getByRole('dialog', { name: 'Close task' }).getByRole('button', { name: 'Confirm' }).click();
    } else {
      await page.keyboard.press('s'); // skip the order's recall with a comment
      const dialog = page.getByRole('dialog', { name: 'Skip task' });
      await dialog.getByRole('textbox').fill('Prueba de extremo a extremo');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
    }
    await page.waitForFunction(
      (previous) => document.querySelector('[data-testid="order-summary"]')?.textContent !== previous,
      before,
      { timeout: 30_000 },
    );
  }
  throw new Error('no lead after 20 tasks');
}

describe('agent workspace end to end', () => {
  it('SHIFT-01 SHIFT-02 TASK-08 LEAD-28 TASK-15 the agent starts a shift, receives a demo lead, records No answer with its key and the next lead appears without a reload', async () => {
    await signIn(page, product.baseUrl, 'agent');
    expect(new URL(page.url()).pathname).toBe('/tasks');
    await page.getByRole('button', { name: 'Start shift' }).click();
    const first = await workDownToALead();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.keyboard.press('n');
    await page.waitForFunction(
      (previous) => {
        const text = document.querySelector('[data-testid="lead-id"]')?.textContent ?? '';
        return text !== '' && text !== `Lead #${previous}`;
      },
      first,
      { timeout: 30_000 },
    );
    await page.getByText('Lead updated').waitFor();
    expect(navigations).toEqual([]);
    expect(await shownLeadId(page)).not.toBe(first);
  });

  it('LEAD-30 RECALL-17 TASK-06 a recall in 5 minutes comes back as a RECALL task when it is due', async () => {
    const recalled = await shownLeadId(page);
    expect(recalled).toBeTruthy();
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'Recall' });
    await dialog.waitFor();
    await page.keyboard.press('1'); // 5 minutes
    await dialog.getByRole('button', { name: 'Recall' }).click();
    await page.waitForFunction(
      (previous) => (document.querySelector('[data-testid="lead-id"]')?.textContent ?? '') !== `Lead #${previous}`,
      recalled,
      { timeout: 30_000 },
    );
    // Five minutes later on the business clock, the recall is due; the next task is it.
    await setClockOffset(page, product.baseUrl, (await clockOffset(page, product.baseUrl)) + 6 * 60);
    await page.keyboard.press('n');
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="lead-id"]')?.textContent === `Lead #${id}`,
      recalled,
      { timeout: 30_000 },
    );
    expect(await page.locator('main').getByText('Recall', { exact: true }).first().isVisible()).toBe(true);
    const current = await getAsAgent<{ task: { type: string; leadId: number } }>(
      page,
      product.baseUrl,
      '/module/tasks/api/v1/tasks/current',
    );
    expect(current.task).toMatchObject({ type: 'RECALL', leadId: recalled });
  });

  it('SHIFT-05 SHIFT-14 the extension dialog appears 60 s before the shift ends, not earlier', async () => {
    const { shift } = await getAsAgent<{ shift: { secondsLeft: number } }>(
      page,
      product.baseUrl,
      '/module/shifts/api/v1/shifts/current',
    );
    const offset = await clockOffset(page, product.baseUrl);
    await setClockOffset(page, product.baseUrl, offset + shift.secondsLeft - 120);
    await page.waitForTimeout(2500);
    expect(await page.getByText('Your shift is ending').isVisible()).toBe(false);
    await setClockOffset(page, product.baseUrl, offset + shift.secondsLeft - 58);
    const dialog = page.getByRole('dialog', { name: 'Your shift is ending' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = await getAsAgent<{ shift: { secondsLeft: number } }>(
      page,
      product.baseUrl,
      '/module/shifts/api/v1/shifts/current',
    );
    expect(after.shift.secondsLeft).toBeGreaterThan(3000);
  });
});
