import type { Locator, Page } from 'playwright-core';

/**
 * Opens /tasks and starts the agent's shift, with the softphone settings already seen in this
 * browser session. They open once a session as soon as the agent's voip access has loaded, which
 * on a loaded machine came seconds after the shift started, over the lead's Call button or
 * taking the keys meant for the countdown. softphone.e2e.test.ts shows and passes them
 * (PHONE-05); the suites that start here are about calls.
 */
export async function startShift(page: Page, baseUrl: string): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('umbrella.softphone.settingsSeen', '1'));
  await page.goto(`${baseUrl}/tasks`);
  await page.getByRole('button', { name: 'Start shift' }).click();
}

/** Clicks, and when the click fails says what the page showed (the dialer and any open dialog). */
export async function clickOrDescribe(page: Page, target: Locator, timeout = 30_000): Promise<void> {
  await target.click({ timeout }).catch(async (error: Error) => {
    const dialogs = await page
      .getByRole('dialog')
      .allInnerTexts()
      .catch(() => []);
    const dialer = await page
      .getByTestId('softphone-dialer')
      .innerText({ timeout: 1_000 })
      .catch(() => '(no dialer)');
    throw new Error(`${error.message}\ndialer: ${dialer}\nopen dialogs: ${JSON.stringify(dialogs).slice(0, 1_500)}`);
  });
}
