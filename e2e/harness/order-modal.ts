import type { Locator, Page, Response } from 'playwright-core';

/** Driving the order modal by its labels (English interface), shared by the order suites. */
export const orderModal = (page: Page) => page.getByRole('dialog', { name: 'New order' });

/** From /welcome: the header's New order, the lead id, Continue; resolves on the products step. */
export async function openNewOrder(page: Page, baseUrl: string, leadId: number) {
  await page.goto(`${baseUrl}/welcome`);
  await page.getByTestId('new-order').click();
  const ask = page.getByRole('dialog', { name: 'New order' });
  await ask.getByRole('spinbutton', { name: 'Lead id' }).fill(String(leadId));
  // What the API refused while the modal opened, for the failure below (once in CI the products
  // step did not show within 30 s, with nothing else to say why).
  const refused: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  };
  page.on('response', onResponse);
  try {
    await ask.getByRole('button', { name: 'Continue' }).click();
    await orderModal(page)
      .getByRole('spinbutton', { name: /^Quantity of / })
      .first()
      .waitFor();
  } catch (error) {
    const dialogs = await page.getByRole('dialog').allInnerTexts();
    throw new Error(
      `${(error as Error).message}\nlead ${leadId}; dialogs: ${JSON.stringify(dialogs)}; refused: ${JSON.stringify(refused)}`,
    );
  } finally {
    page.off('response', onResponse);
  }
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

/**
 * Payment method (pay on delivery when possible, or Deposit when asked), a provider, the first
 * date and time; returns the slot.
 */
export async function chooseDelivery(
  page: Page,
  payment: 'pay-on-delivery' | 'deposit' = 'pay-on-delivery',
): Promise<{ date: string; time: string }> {
  const modal = orderModal(page);
  const cash = modal.getByRole('radio', { name: 'Pay on delivery' });
  await cash.waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('.ant-radio-wrapper:not(.ant-radio-wrapper-disabled)').length > 0,
  );
  if (payment === 'pay-on-delivery' && (await cash.isEnabled())) await cash.check();
  else await modal.getByRole('radio', { name: 'Deposit' }).check();
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

/** Fills what the chosen provider asks on step 3 and goes on to the check step. */
export async function fillDeliveryStep(page: Page, street: string | null, coordinates: string) {
  const modal = orderModal(page);
  const streetBox = modal.getByRole('textbox', { name: 'Street address' });
  await streetBox.waitFor();
  if (street !== null) await streetBox.fill(street);
  const coordinatesBox = modal.getByRole('textbox', { name: 'Coordinates' });
  if ((await coordinatesBox.count()) > 0 && !(await coordinatesBox.inputValue()))
    await coordinatesBox.fill(coordinates);
  const dni = modal.getByRole('textbox', { name: 'DNI' });
  if ((await dni.count()) > 0) await dni.fill('45781236');
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: /^Approve/ }).waitFor();
}

/** Approve after the countdown → /order/{id} at once, with the confirmation notice; returns the id, short code and total shown. */
export async function approveOrder(page: Page): Promise<{ orderId: number; shortCode: string; total: string }> {
  const modal = orderModal(page);
  const total = ((await modal.getByTestId('check-total').textContent()) ?? '').replace('Total price: ', '');
  if (!(await modal.getByRole('button', { name: 'Approve(5)' }).isDisabled())) {
    throw new Error('Approve is enabled before its countdown');
  }
  const ready = modal.getByRole('button', { name: 'Approve', exact: true });
  await ready.waitFor({ timeout: 10_000 });
  await ready.click();
  // No OK to click (decision 0902): the page opens while the notice says the order was created.
  await page.getByText('Pedido creado con éxito').waitFor({ timeout: 30_000 });
  const shortCode = (await page.getByTestId('created-short-code').textContent()) ?? '';
  await page.waitForURL((url) => url.pathname.startsWith('/order/'));
  await page.getByText(`Order created ${shortCode}`).waitFor();
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByTestId('order-short-code').filter({ hasText: shortCode }).waitFor();
  return { orderId, shortCode, total };
}
