import type { Page } from 'playwright-core';
import { storedUser } from '../../e2e/harness/sign-in';
import { shownLeadId } from '../../e2e/harness/workspace';

declare global {
  interface Window {
    __probe: { clickAt: number; shownAt: number; shownWallAt: number; frameAt: number; reset(): void };
  }
}

/**
 * In-page timers: the click (capture phase, before React sees it), the first change of the lead
 * id on screen (MutationObserver), and the last WebSocket frame received (the push).
 */
export async function installProbes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = {
      clickAt: 0,
      shownAt: 0,
      shownWallAt: 0,
      frameAt: 0,
      last: document.querySelector('[data-testid="lead-id"]')?.textContent ?? '',
      reset() {
        probe.clickAt = 0;
        probe.shownAt = 0;
        probe.shownWallAt = 0;
        probe.frameAt = 0;
        probe.last = document.querySelector('[data-testid="lead-id"]')?.textContent ?? '';
      },
    };
    window.__probe = probe;
    document.addEventListener(
      'click',
      () => {
        probe.clickAt = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="lead-id"]')?.textContent ?? '';
      if (text && text !== probe.last && probe.shownAt === 0) {
        probe.shownAt = performance.now();
        probe.shownWallAt = Date.now();
      }
      probe.last = text;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Wall time of the last frame the page's WebSockets received (the pushes); register before the page opens them. */
export function watchPushFrames(page: Page): { lastFrameAt: () => number } {
  let last = 0;
  page.on('websocket', (ws) => {
    ws.on('framereceived', () => {
      last = Date.now();
    });
  });
  return { lastFrameAt: () => last };
}

/** Disposes of the seeded follow-ups (close call-backs, skip order recalls) until the agent waits. */
export async function workDownToWaiting(page: Page): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const searching = page.getByText('Searching for a task…');
    const actions = page.locator('[data-testid="lead-actions"], [data-testid="task-actions"]').first();
    await Promise.race([searching.waitFor({ timeout: 30_000 }), actions.waitFor({ timeout: 30_000 })]);
    if (await searching.isVisible()) return;
    if (await page.getByTestId('lead-actions').isVisible()) {
      const id = await shownLeadId(page);
      await page.keyboard.press('w');
      await page.getByRole('dialog', { name: 'Wrong number' }).getByRole('button', { name: 'Confirm' }).click();
      await page.waitForFunction(
        (before) => !document.querySelector('[data-testid="lead-id"]')?.textContent?.includes(`#${before}`),
        id,
      );
      continue;
    }
    const before = await page.getByTestId('order-summary').textContent();
    if (await page.getByRole('button', { name: /Final refuse/ }).isVisible()) {
      await page.keyboard.press('c');
      await page.getByRole('dialog', { name: 'Close task' }).getByRole('button', { name: 'Confirm' }).click();
    } else {
      await page.keyboard.press('s');
      const dialog = page.getByRole('dialog', { name: 'Skip task' });
      await dialog.getByRole('textbox').fill('Banco de pruebas');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
    }
    await page.waitForFunction(
      (previous) => document.querySelector('[data-testid="order-summary"]')?.textContent !== previous,
      before,
    );
  }
  throw new Error('still working after 30 tasks');
}

/** Calls made with the agent's own token: new leads reserved for the agent (they become its LEAD tasks). */
export async function agentApi(page: Page, baseUrl: string) {
  const user = await storedUser(page);
  if (!user) throw new Error('not signed in');
  const headers = { Authorization: `Bearer ${user.access_token}`, 'Content-Type': 'application/json' };
  const offers = (await (
    await fetch(`${baseUrl}/module/leads/api/v1/offers?regionId=pe-central`, { headers })
  ).json()) as { id: string; productId: number }[];
  const offer = offers[0];
  if (!offer) throw new Error('no offer in pe-central');
  return {
    async newLead(n: number) {
      const response = await fetch(`${baseUrl}/module/leads/leads/new-lead`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          region: 'pe-central',
          name: `Banco ${n}`,
          phone: `+519${String(10_000_000 + n).padStart(8, '0')}`,
          offerId: offer.id,
          productId: offer.productId,
        }),
      });
      if (!response.ok) throw new Error(`new-lead answered ${response.status}: ${await response.text()}`);
    },
  };
}
