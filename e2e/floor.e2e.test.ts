import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser';
import { type Product, startProduct } from './harness/product';
import { signIn } from './harness/sign-in';
import { skipMediaTest } from './harness/workspace';

/**
 * The supervisor's live agent grid against the real product, two browsers: a manager watches
 * /sessions while an agent starts a shift and takes a task in another; the agent's row appears
 * with its state, lead and product pushed to the manager's screen, never reloaded (decision 1799).
 */
let product: Product;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  product = await startProduct({ DEMO_LEAD_INTERVAL_MS: '1000' });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await product?.stop();
});

async function open(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, { language: 'en' });
  contexts.push(opened.context);
  return opened;
}

describe('the live agent grid', () => {
  it('an agent who starts a shift and takes a task appears on the manager’s grid without a reload', async () => {
    const manager = await open();
    await signIn(manager.page, product.baseUrl, 'manager');
    await manager.page.goto(`${product.baseUrl}/sessions`);
    const grid = manager.page.getByRole('region', { name: 'Agents on shift' });
    await grid.waitFor();
    const navigations: string[] = [];
    manager.page.on('framenavigated', (frame) => {
      if (frame === manager.page.mainFrame()) navigations.push(frame.url());
    });
    const row = grid.getByRole('row').filter({ hasText: 'Lucía Quispe Mamani' });
    expect(await row.count()).toBe(0);

    const agent = await open();
    await skipMediaTest(agent.context);
    await signIn(agent.page, product.baseUrl, 'agent');
    await agent.page.getByRole('button', { name: 'Start shift' }).click();
    await agent.page
      .locator('[data-testid="lead-actions"], [data-testid="task-actions"]')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(async (error: Error) => {
        const text = await agent.page
          .locator('body')
          .innerText()
          .catch(() => '');
        throw new Error(`${error.message}\nthe agent's page at ${agent.page.url()}: ${text.slice(0, 1_500)}`);
      });
    const taken = performance.now();

    // Holding a task and not on a call: wrap-up, with the time in it ticking.
    await row.getByText('Wrap-up').waitFor({ timeout: 10_000 });
    console.log(
      `agent grid: the task on the agent's screen reached the manager's grid ${Math.round(performance.now() - taken)} ms later`,
    );
    const clock = row.getByTestId('time-in-state');
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(navigations).toEqual([]);

    // Filtering by another state hides the row; clearing the filter brings it back.
    await grid.getByRole('combobox', { name: 'States' }).click();
    await manager.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('On a call').click();
    await expect.poll(() => row.count()).toBe(0);
    await manager.page.keyboard.press('Backspace');
    await expect.poll(() => row.count()).toBe(1);
  });
});
