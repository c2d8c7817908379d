import type { Locator, Page } from 'playwright-core';

/**
 * Picks `option` in the antd select of the form item labelled `label` inside `scope` (a dialog),
 * as a person does: open the list, click the option, see it chosen. A list still
 * loading (products after the region, people after the order) or a click lost while the page was
 * busy is tried again.
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  const item = scope.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) }).first();
  const chosen = item.locator('.ant-select-content', { hasText: option }).or(item.getByTitle(option)).first();
  const openList = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt++) {
    // Seen chosen already (a click that landed late): clicking it again would take it off a multiple select.
    if (await chosen.isVisible()) break;
    await item.locator('.ant-select').first().click();
    try {
      await openList
        .locator('.ant-select-item-option')
        .and(page.getByTitle(option, { exact: true }))
        .click({ timeout: 5_000 });
      await chosen.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 4) throw error;
    }
    // Escape only closes an open list: with none open it would reach the dialog and close it.
    if (await openList.count()) await page.keyboard.press('Escape');
  }
}
