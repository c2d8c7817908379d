/**
 * Time from an outcome's click to the next task on screen, in Debian's Chromium against the
 * real product (issue 4: ≤ 300 ms with push). Two paths:
 * - click: work is waiting; "No answer" is clicked and the next lead replaces the current one
 *   (change-status, then fetch-next, then render);
 * - push: the agent waits on the searching screen; a recall comes due (the test clock moves and
 *   the back-office sweeps), `task.available` is pushed, the page fetches and renders it.
 * Both are timed inside the page (performance.now at the click / Date.now at the clock call, a
 * MutationObserver on the lead id). Results: bench/task-latency/last-run.json and bench/task-latency/README.md.
 *
 *   npm run build && npx tsx bench/task-latency/run.ts [--runs 30]
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { launchChromium, openPage } from '../../e2e/harness/browser';
import { startProduct } from '../../e2e/harness/product';
import { signIn } from '../../e2e/harness/sign-in';
import { clockOffset, setClockOffset, skipMediaTest } from '../../e2e/harness/workspace';
import { agentApi, installProbes, watchPushFrames, workDownToWaiting } from './page-probes';
import { updateReadme } from './readme';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 30;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
};

const loadAverage = loadavg()[0];
const product = await startProduct({ TEST_CLOCK: '1', DEMO_LEAD_INTERVAL_MS: '0' });
const browser = await launchChromium();
try {
  const { context, page } = await openPage(browser, { language: 'en' });
  await skipMediaTest(context);
  const frames = watchPushFrames(page);
  await signIn(page, product.baseUrl, 'agent');
  await page.getByRole('button', { name: 'Start shift' }).click();
  await workDownToWaiting(page);
  const api = await agentApi(page, product.baseUrl);
  await installProbes(page);

  // Click path: runs + 1 leads reserved for the agent, worked with clicks on "No answer".
  for (let i = 0; i <= runs; i++) await api.newLead(i);
  await setClockOffset(page, product.baseUrl, await clockOffset(page, product.baseUrl));
  await page.getByTestId('lead-id').waitFor({ timeout: 30_000 });
  const click: number[] = [];
  const breakdown: unknown[] = [];
  for (let i = 0; i < runs; i++) {
    const before = await page.getByTestId('lead-id').textContent();
    await page.evaluate(() => window.__probe.reset());
    // dispatchEvent: a real click event on the button, whatever overlays the page edge.
    await page
      .getByTestId('lead-actions')
      .getByRole('button', { name: /No answer/ })
      .dispatchEvent('click');
    await page.waitForFunction((text) => {
      const now = document.querySelector('[data-testid="lead-id"]')?.textContent;
      return !!now && now !== text && window.__probe.shownAt > 0;
    }, before);
    click.push(await page.evaluate(() => window.__probe.shownAt - window.__probe.clickAt));
    const parts = await page.evaluate(
      (clickAt) => {
        const entries = performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= clickAt - 5) as PerformanceResourceTiming[];
        return entries.map((e) => [
          new URL(e.name).pathname.split('/').slice(-2).join('/'),
          Math.round(e.startTime - clickAt),
          Math.round(e.duration),
        ]);
      },
      await page.evaluate(() => window.__probe.clickAt),
    );
    breakdown.push(parts);
  }

  // Push path: the agent waits with nothing to do; a lead reserved for it arrives, the sweep
  // runs (kicked through the clock control, as a commit kicks it in the product), `task.available`
  // is pushed and the page fetches and renders the lead.
  const push: number[] = [];
  const frameToScreen: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page
      .getByTestId('lead-actions')
      .getByRole('button', { name: /No answer/ })
      .dispatchEvent('click');
    await page.getByText('Searching for a task…').waitFor({ timeout: 30_000 });
    await page.evaluate(() => window.__probe.reset());
    const offset = await clockOffset(page, product.baseUrl);
    const createdAt = Date.now();
    await api.newLead(1000 + i);
    await setClockOffset(page, product.baseUrl, offset);
    await page.waitForFunction(() => window.__probe.shownWallAt > 0, undefined, { timeout: 30_000 });
    const probe = await page.evaluate(() => ({ ...window.__probe }));
    push.push(probe.shownWallAt - createdAt);
    if (frames.lastFrameAt() >= createdAt) frameToScreen.push(probe.shownWallAt - frames.lastFrameAt());
  }

  const result = {
    time: new Date().toISOString(),
    runs,
    loadAverage,
    click: stats(click),
    push: stats(push),
    pushFrameToScreen: stats(frameToScreen),
    targetMs: 300,
  };
  console.log(JSON.stringify(result, null, 2));
  const dialogs = await page.evaluate(() =>
    [...document.querySelectorAll('.ant-modal-title')].map((e) => e.textContent),
  );
  if (dialogs.length) console.log('dialogs on screen at the end:', dialogs);
  if (process.env.BREAKDOWN) console.log(JSON.stringify(breakdown));
  await writeFile(new URL('./last-run.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  await updateReadme(result);
} finally {
  await browser.close();
  await product.stop();
}
