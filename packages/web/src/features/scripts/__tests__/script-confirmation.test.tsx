import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { confirmHandlers, toConfirm } from '../testing/script-fixtures';

async function openScreen(
  items = [
    toConfirm(),
    toConfirm({
      scriptId: 6,
      scriptName: 'Guion Ajo',
      lastPublishedScriptVersionId: 21,
      lastConfirmedScriptVersionId: null,
      lastConfirmedScriptVersionContent: null,
    }),
  ],
) {
  const confirmed: number[] = [];
  server.use(...confirmHandlers(items, confirmed));
  const view = await renderApp({ as: 'agent', path: '/scripts-to-confirm', language: 'en' });
  await screen.findByTestId('scripts-to-confirm');
  return { ...view, confirmed };
}

const itemOf = (name: string) =>
  within(screen.getByTestId('scripts-to-confirm')).getByText(name).closest('li') as HTMLElement;
const doneButton = () => screen.getByRole('button', { name: 'Done' });

async function confirmOpen() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'I read' }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
}

describe('/scripts-to-confirm', { timeout: 60_000 }, () => {
  it('SCRIPT-17 SCRIPT-18 lists the scripts to confirm, each undone at first; Done is disabled', async () => {
    await openScreen();
    expect(within(itemOf('Guion Colágeno')).getByText('Undone')).toBeTruthy();
    expect(within(itemOf('Guion Ajo')).getByText('Undone')).toBeTruthy();
    expect(doneButton().hasAttribute('disabled')).toBe(true);
  });

  it('SCRIPT-21 SCRIPT-24 OCONST-16 shows the last confirmed version, the diff and the last published one; the toggle shows only the diff', async () => {
    await openScreen();
    const detail = screen.getByTestId('script-confirm-detail');
    expect(within(detail).getByTestId('last-confirmed').textContent).toBe('Precio especial hoy');
    expect(within(detail).getByTestId('confirm-diff').innerHTML).toContain('<del>especial</del><ins>único</ins>');
    expect(within(detail).getByTestId('last-published').textContent).toBe('Precio único hoy');
    expect(within(detail).getByTestId('last-published').style.maxHeight).toBe('2000px');
    fireEvent.click(within(detail).getByTitle('Diff'));
    await waitFor(() => expect(within(detail).queryByTestId('last-published')).toBeNull());
    expect(within(detail).getByTestId('confirm-diff')).toBeTruthy();
  });

  it('SCRIPT-22 SCRIPT-23 Confirm needs "I read" and asks before it confirms', async () => {
    const { confirmed } = await openScreen();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I read' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirm that you have read this script?')).toBeTruthy();
    expect(confirmed).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(confirmed).toEqual([12]));
  });

  it('SCRIPT-19 SCRIPT-20 confirming marks a script done; Done is enabled once all are, and opens the tasks', async () => {
    const { confirmed, router } = await openScreen();
    await confirmOpen();
    await waitFor(() => expect(within(itemOf('Guion Colágeno')).getByText('Done')).toBeTruthy());
    expect(doneButton().hasAttribute('disabled')).toBe(true);
    // The next undone script opens by itself.
    await screen.findByText(/Guion Ajo ·/);
    await confirmOpen();
    await waitFor(() => expect(doneButton().hasAttribute('disabled')).toBe(false));
    expect(confirmed).toEqual([12, 21]);
    fireEvent.click(doneButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  });
});

describe('/tasks for an agent with scripts to confirm', { timeout: 60_000 }, () => {
  it('SCRIPT-17 the task page says how many scripts wait and leads to the confirmation screen', async () => {
    server.use(...confirmHandlers([toConfirm(), toConfirm({ scriptId: 6, lastPublishedScriptVersionId: 21 })], []));
    const { router } = await renderApp({ as: 'agent', path: '/tasks', language: 'en' });
    const notice = await screen.findByTestId('scripts-to-confirm-notice');
    expect(notice.textContent).toContain(
      "You have 2 scripts to confirm: their products' leads wait until you confirm them.",
    );
    fireEvent.click(within(notice).getByText('Read and confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scripts-to-confirm'));
  });
});
