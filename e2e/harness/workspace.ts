import type { BrowserContext, Page } from 'playwright-core';
import { storedUser } from './sign-in.js';

/**
 * Helpers of the agent-workspace suites: the test-only business clock (TEST_CLOCK=1) and calls
 * made with the signed-in agent's own token, to read what the page cannot show.
 */
async function bearer(page: Page): Promise<Record<string, string>> {
  const user = await storedUser(page);
  if (!user) throw new Error('not signed in');
  return { Authorization: `Bearer ${user.access_token}` };
}

/** Sets business time to system time + offsetSeconds (the gateway wants any valid token in front of /module). */
export async function setClockOffset(page: Page, baseUrl: string, offsetSeconds: number): Promise<void> {
  const response = await fetch(`${baseUrl}/module/testing/api/v1/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await bearer(page)) },
    body: JSON.stringify({ offsetSeconds }),
  });
  if (!response.ok) throw new Error(`clock control answered ${response.status}: start the product with TEST_CLOCK=1`);
}

export async function clockOffset(page: Page, baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/module/testing/api/v1/clock`, { headers: await bearer(page) });
  return ((await response.json()) as { offsetSeconds: number }).offsetSeconds;
}

/** GET with the page's access token (the agent's own view of the back-office). */
export async function getAsAgent<T>(page: Page, baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: await bearer(page) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The task the page shows: its type tag and lead id, or null while searching. */
export async function shownLeadId(page: Page): Promise<number | null> {
  const text = await page
    .getByTestId('lead-id')
    .textContent({ timeout: 1000 })
    .catch(() => null);
  const match = text?.match(/#(\d+)/);
  return match ? Number(match[1]) : null;
}

/**
 * Marks today's microphone and speaker test as passed for the demo accounts in this browser
 * profile (the media-test suites cover that modal; these suites are about the queue).
 */
export async function skipMediaTest(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    for (let id = 1; id <= 50; id++) localStorage.setItem(`umbrella.mediaTest.passedOn.${id}`, day);
  });
}
