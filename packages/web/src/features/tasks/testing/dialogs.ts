import { screen, waitFor } from '@testing-library/react';

/**
 * The open antd dialog with this title, or null. jsdom never ends CSS transitions, so a closed
 * dialog stays in the DOM in its leave animation: that one counts as closed.
 */
export function openDialog(title: string | RegExp): HTMLElement | null {
  const dialogs = screen.queryAllByRole('dialog');
  return (
    dialogs.find((dialog) => {
      if (/-leave/.test(dialog.className)) return false;
      const heading = dialog.querySelector('.ant-modal-title, .ant-drawer-title');
      const text = heading?.textContent ?? '';
      return typeof title === 'string' ? text === title : title.test(text);
    }) ?? null
  );
}

/** Waits for the open dialog with this title (dialogs of the tools load on demand). */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = openDialog(title);
    if (!dialog) throw new Error(`no open dialog titled ${String(title)}`);
    return dialog;
  });
}
