import type { Locator, Page } from 'playwright-core';
import { chooseOption } from './select';

/** On /payments (Pending tab), opens the order's pending receipt; resolves to its preview dialog. */
export async function openReceipt(page: Page, baseUrl: string, shortCode: string): Promise<Locator> {
  await page.goto(`${baseUrl}/payments?region=pe-central`);
  const search = page.getByRole('searchbox', { name: 'Order code' });
  await search.fill(shortCode);
  await search.press('Enter');
  const row = page.getByTestId('receipts-table').locator('tr', { hasText: shortCode });
  await row.first().waitFor({ timeout: 30_000 });
  await row.first().getByRole('button', { name: 'Open' }).click();
  return page.getByRole('dialog');
}

/**
 * Fills a receipt's preview as finance does — a payment method of Peru (BBVA), the transaction number,
 * the amount and yesterday's date — and confirms it. The method is chosen through the one select
 * helper, which sees the option chosen (a click while the list still moved was lost before).
 */
export async function confirmInPreview(page: Page, preview: Locator, transaction: string, amount: string) {
  await chooseOption(page, preview, 'Payment method', 'BBVA');
  await preview.getByRole('textbox', { name: 'Transaction number' }).fill(transaction);
  await preview.getByRole('spinbutton', { name: 'Amount' }).fill(amount);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('-');
  const date = preview.getByRole('textbox', { name: 'Payment date' });
  await date.click();
  await date.fill(yesterday);
  await date.press('Enter');
  await preview.getByRole('button', { name: 'Confirm' }).click();
}
