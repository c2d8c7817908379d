import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * Largest contentful paint of a cold page load under Chrome DevTools' "Slow 4G" profile
 * (150 ms × 3.75 = 562.5 ms per request, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up) and a 4× CPU slowdown,
 * with the browser cache disabled: every route is measured as a first visit of the day.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;

export type LcpResult = {
  path: string;
  lcpMs: number;
  element: string;
  /** When the screen's own data-bearing element first painted (issue 18), for the screens that have one. */
  contentMs?: number | null;
  contentElement?: string;
};

/**
 * The element that carries each real screen's own content (issue 18): it appears only once the
 * screen's data has arrived. /tasks: the task card's lead id or order summary (the first task of
 * the queue); /order/:id: the order's short code; /lead/:id: the lead's name; /sessions: the first
 * row of the table. /login has none (a button leading to the identity provider): LCP only.
 */
export const CONTENT: Record<string, string> = {
  '/tasks': '[data-testid="lead-id"], [data-testid="order-summary"]',
  '/order/1': '[data-testid="order-short-code"]',
  '/lead/1': '[data-testid="lead-name"]',
  '/sessions': '.ant-table-tbody tr.ant-table-row',
};

declare global {
  interface Window {
    __umbrellaLcp?: { time: number; element: string };
    __umbrellaContent?: { time: number; element: string };
  }
}

/**
 * Marks the first paint of the screen's own content in every document this context opens: a
 * MutationObserver waits for the route's element (CONTENT), and the frame after it appears
 * (requestAnimationFrame, then the next task: the paint that shows it) sets the performance
 * mark `umbrella:content`.
 */
export async function observeContent(context: BrowserContext): Promise<void> {
  // Plain source, not a serialised function: tsx would wrap named inner functions in a `__name`
  // helper that does not exist in the page.
  await context.addInitScript({
    content: `(() => {
      const selector = ${JSON.stringify(CONTENT)}[location.pathname];
      if (!selector) return;
      const observer = new MutationObserver(() => {
        const element = document.querySelector(selector);
        if (!element) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            const mark = performance.mark('umbrella:content');
            const text = (element.textContent || '').trim().slice(0, 40);
            window.__umbrellaContent = { time: mark.startTime, element: element.tagName.toLowerCase() + ' "' + text + '"' };
          }),
        );
      });
      observer.observe(document, { childList: true, subtree: true });
    })();`,
  });
}

/** Registers the LCP observer in every document this context opens. */
export async function observeLcp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        const element = entry.element;
        const text = (element?.textContent ?? '').trim().slice(0, 40);
        window.__umbrellaLcp = { time: entry.startTime, element: `${element?.tagName.toLowerCase() ?? '?'} "${text}"` };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Loads a URL cold in a throttled page and reads the final LCP once the page has settled. */
export async function measureLcp(page: Page, url: string, path: string): Promise<LcpResult> {
  // Start from a quiet tab: nothing of the previous page may still be downloading.
  await page.goto('about:blank');
  await page.waitForTimeout(1500);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  const selector = CONTENT[path];
  if (selector) {
    await page
      .waitForFunction(() => Boolean(window.__umbrellaContent), undefined, { timeout: 30_000 })
      .catch(() => undefined);
  }
  const { lcp, content } = await page.evaluate(() => ({
    lcp: window.__umbrellaLcp ?? null,
    content: window.__umbrellaContent ?? null,
  }));
  if (!lcp) throw new Error(`no largest-contentful-paint entry for ${path}`);
  if (selector && !content) {
    const shot = `/tmp/web-budget${path.replace(/\//g, '-')}.png`;
    await page.screenshot({ path: shot }).catch(() => undefined);
    console.log(`  ${path}: no own content within 30 s; what the page showed: ${shot}`);
  }
  return {
    path,
    lcpMs: Math.round(lcp.time),
    element: lcp.element,
    ...(selector
      ? { contentMs: content ? Math.round(content.time) : null, contentElement: content?.element ?? '' }
      : {}),
  };
}
