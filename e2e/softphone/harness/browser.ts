/**
 * Debian's Chromium through playwright-core, as root on a headless machine, with a fake
 * microphone and camera that need no permission prompt, and autoplay allowed so that a played
 * recording or a remote stream is heard without a click.
 */
import { type Browser, chromium, type Page } from 'playwright-core';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** Signs in through the built-in issuer's page and waits to be back in the app. */
export async function signIn(page: Page, baseUrl: string, username: string, password = 'umbrella'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(
    (url) => url.origin === baseUrl && !url.pathname.startsWith('/callback') && !url.pathname.startsWith('/login'),
    {
      timeout: 30_000,
    },
  );
}

/** Records every state the header's softphone pill shows, from the first page load on. */
export const PILL_RECORDER = `
  window.__pillStates = [];
  setInterval(() => {
    const pill = document.querySelector('[data-testid="softphone-pill"]');
    const state = pill && pill.getAttribute('data-state');
    if (state && window.__pillStates[window.__pillStates.length - 1] !== state) window.__pillStates.push(state);
  }, 10);
`;
