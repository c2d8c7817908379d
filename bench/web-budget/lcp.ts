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

export type LcpResult = { path: string; lcpMs: number; element: string };

declare global {
  interface Window {
    __umbrellaLcp?: { time: number; element: string };
  }
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
  const lcp = await page.evaluate(() => window.__umbrellaLcp ?? null);
  if (!lcp) throw new Error(`no largest-contentful-paint entry for ${path}`);
  return { path, lcpMs: Math.round(lcp.time), element: lcp.element };
}
