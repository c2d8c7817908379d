import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (apt-get install -y chromium); never `playwright install`. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags headless Chromium needs as root on this machine kind (shared/notes/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export type PageOptions = {
  /** Preselect the interface language for this browser profile (the app's own default is Spanish). */
  language?: 'es' | 'en';
};

/** A fresh profile (no storage, no cookies) at 1280×720 with one page. */
export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  if (options.language) {
    const language = options.language;
    // Only when nothing is stored yet, so a choice made in the page survives its reloads.
    await context.addInitScript((value) => {
      if (!window.localStorage.getItem('umbrella.language')) window.localStorage.setItem('umbrella.language', value);
    }, language);
  }
  const page = await context.newPage();
  return { context, page };
}
