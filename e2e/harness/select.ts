import type { Locator, Page } from 'playwright-core';

/**
 * Picks `option` in the antd select of the form item labelled `label` inside `scope` (a dialog),
 * as a person does: open the list, click the option, see it chosen. A list still loading (products
 * after the region, people after the order) is opened again.
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  const item = scope.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });
  for (let attempt = 1; ; attempt++) {
    await item.locator('.ant-select').click();
    try {
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .and(page.getByTitle(option, { exact: true }))
        .click({ timeout: 5_000 });
      await item
        .locator('.ant-select-content', { hasText: option })
        .or(item.getByTitle(option))
        .first()
        .waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
