import type { Locator, Page } from 'playwright-core';

/** Driving the order modal by its labels (English interface), shared by the order suites. */
export const orderModal = (page: Page) => page.getByRole('dialog', { name: 'New order' });

/** From /welcome: the header's New order, the lead id, Continue; resolves on the products step. */
export async function openNewOrder(page: Page, baseUrl: string, leadId: number) {
  await page.goto(`${baseUrl}/welcome`);
  await page.getByTestId('new-order').click();
  const ask = page.getByRole('dialog', { name: 'New order' });
  await ask.getByRole('spinbutton', { name: 'Lead id' }).fill(String(leadId));
  await ask.getByRole('button', { name: 'Continue' }).click();
  await orderModal(page)
    .getByRole('spinbutton', { name: /^Quantity of / })
    .first()
    .waitFor();
}

/** Opens an antd select by its label and clicks the first offered option (or the one titled `title`). */
export async function choose(page: Page, scope: Locator, label: string, title?: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  // The select's own popup (closed popups stay in the DOM while they fade out).
  const list = await box.getAttribute('aria-controls');
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) });
  const option = title
    ? popup.locator(`.ant-select-item-option[title="${title}"]`)
    : popup.locator('.ant-select-item-option').first();
  const chosen = (await option.getAttribute('title')) ?? '';
  await option.click();
  await popup.waitFor({ state: 'hidden' });
  return chosen;
}

/** Dictionary mode: types the search and picks the first suggestion containing `text`. */
export async function chooseDictionaryAddress(page: Page, text: string) {
  const modal = orderModal(page);
  const dictionary = modal.getByRole('radio', { name: 'Dictionary' });
  await dictionary.waitFor({ state: 'attached' });
  if (!(await dictionary.isChecked())) await modal.getByText('Dictionary', { exact: true }).click();
  await modal.getByRole('combobox', { name: 'Address search' }).pressSequentially(text, { delay: 30 });
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  await modal.getByTestId('address-details').waitFor();
}

/** Payment method (`method` when the address allows it, else the other), a provider, the first date and time; returns the slot. */
export async function chooseDelivery(
  page: Page,
  method: 'Pay on delivery' | 'Deposit' = 'Pay on delivery',
): Promise<{ date: string; time: string }> {
  const modal = orderModal(page);
  const wanted = modal.getByRole('radio', { name: method });
  await wanted.waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('.ant-radio-wrapper:not(.ant-radio-wrapper-disabled)').length > 0,
  );
  if (await wanted.isEnabled()) await wanted.check();
  else await modal.getByRole('radio', { name: method === 'Deposit' ? 'Pay on delivery' : 'Deposit' }).check();
  const provider = modal.getByRole('combobox', { name: 'Delivery provider' });
  const chosen = await modal
    .locator('.ant-select:has([aria-label="Delivery provider"]) .ant-select-selection-item')
    .count();
  if (chosen === 0) await choose(page, modal, 'Delivery provider');
  await provider.waitFor();
  const shownDate = await choose(page, modal, 'Delivery date');
  const time = await choose(page, modal, 'Delivery time');
  return { date: shownDate.split('-').reverse().join('-'), time };
}
