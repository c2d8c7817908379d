import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { tasksComposition } from '@/app/tasks-composition';
import { server } from '@/testing/server';
import { findDialog, openDialog } from '../testing/dialogs';
import { renderTasks } from '../testing/render-tasks';
import { makeLead, makeTask } from '../testing/workspace-fixtures';
import type { CreateOrderSlotProps, PhoneSlotProps } from '../types';

async function onLead(state = {}) {
  const view = await renderTasks({
    state: { queue: [makeTask(), makeTask({ id: 502, leadId: 202, context: makeLead({ id: 202 }) })], ...state },
  });
  await screen.findByTestId('product-title');
  return view;
}

describe('/tasks: the lead view', { timeout: 60_000 }, () => {
  it('LEAD-10 LEAD-11 LEAD-15 LEAD-17 shows the product title, lead id, offer and region', async () => {
    await onLead();
    expect(screen.getByTestId('product-title').textContent).toBe('Colágeno Plus');
    expect(screen.getByTestId('lead-id').textContent).toBe('Lead #101');
    expect(screen.getByText('PE-COLAGENO-WEB')).toBeTruthy();
    expect(await screen.findByText('Perú – Central (+51)')).toBeTruthy();
    expect(screen.queryByTestId('bot-banner')).toBeNull();
  });

  it('LEAD-10 on a Spanish screen the task type and the lead status are Spanish, not "Lead Submit"', async () => {
    await renderTasks({ language: 'es', state: { queue: [makeTask()] } });
    await screen.findByTestId('product-title');
    expect(screen.getByText('Enviado')).toBeTruthy();
    expect(screen.queryByText('Submit')).toBeNull();
  });

  it('LEAD-16 a bot banner shows when the offer id ends with BOT', async () => {
    await renderTasks({ state: { held: makeTask({ context: makeLead({ offerId: 'PE-COLAGENO-BOT' }) }) } });
    expect((await screen.findByTestId('bot-banner')).textContent).toContain('chat bot');
  });

  it('LEAD-12 LEAD-13 the script shows sanitised, with numbered section navigation', async () => {
    await onLead();
    const script = await screen.findByTestId('script');
    expect(within(script).getByRole('heading', { name: '1. Saludo' })).toBeTruthy();
    expect(within(script).getByRole('heading', { name: '2. Cierre' })).toBeTruthy();
    const nav = within(script).getByRole('navigation', { name: 'Script sections' });
    expect(within(nav).getByRole('link', { name: '1. Saludo' }).getAttribute('href')).toBe('#script-section-1');
    expect(script.querySelector('script')).toBeNull();
    expect(script.querySelector('[onerror]')).toBeNull();
  });

  it('LEAD-12 a markdown script is rendered', async () => {
    await onLead({ scriptFormat: 'markdown' });
    const script = await screen.findByTestId('script');
    expect(await within(script).findByRole('heading', { name: '2. Precio' })).toBeTruthy();
    expect(within(script).getByText('S/ 159').tagName).toBe('STRONG');
  });

  it('LEAD-18 LEAD-06 the view has a "Create order" button and the action buttons', async () => {
    await onLead();
    expect(screen.getByRole('button', { name: /Create order/ })).toBeTruthy();
    expect(screen.getByTestId('lead-actions').querySelectorAll('button')).toHaveLength(6);
  });

  it('LEAD-19 LEAD-20 LEAD-21 LEAD-22 awaiting leads: the first is skipped, recall and no-answer styled apart', async () => {
    await onLead();
    expect(await screen.findByTestId('awaiting-102')).toBeTruthy();
    expect(screen.queryByTestId('awaiting-101')).toBeNull();
    expect(screen.getByTestId('awaiting-102').getAttribute('data-variant')).toBe('recall');
    expect(screen.getByTestId('awaiting-103').getAttribute('data-variant')).toBe('noAnswer');
    expect(screen.getByTestId('awaiting-104').getAttribute('data-variant')).toBe('plain');
    expect(screen.getByTestId('awaiting-102').style.background).not.toBe(
      screen.getByTestId('awaiting-103').style.background,
    );
  });

  it('LEAD-23 LEAD-57 clicking an awaiting lead claims it by id and shows it', async () => {
    const { user, sent } = await onLead();
    await user.click(within(await screen.findByTestId('awaiting-104')).getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('lead-id').textContent).toBe('Lead #104'));
    expect(sent('/claim-by-id').map((r) => r.body)).toEqual([{ leadId: 104 }]);
  });

  it('TASK-19 TASK-20 ERR-20 a lost claim warns "Cannot claim" / "Lead already claimed by another user" and fetches the next task', async () => {
    const { user, sent } = await onLead({ takenByOthers: new Set([103]) });
    await user.click(within(await screen.findByTestId('awaiting-103')).getByRole('button'));
    expect(await screen.findByText('Cannot claim')).toBeTruthy();
    expect(screen.getByText('Lead already claimed by another user')).toBeTruthy();
    await waitFor(() => expect(sent('/tasks/next')).toHaveLength(2));
  });

  it('LEAD-24 LEAD-25 LEAD-26 the customer card shows the name, collapses, and stays collapsed after a reload', async () => {
    const first = await onLead();
    const card = screen.getByTestId('customer-card');
    expect(within(card).getByText('Rosa Pérez')).toBeTruthy();
    await first.user.click(within(card).getByRole('button', { name: 'Collapse' }));
    expect(within(card).queryByText('Rosa Pérez')).toBeNull();
    first.unmount();
    await renderTasks({ state: { held: makeTask() } });
    const again = await screen.findByTestId('customer-card');
    expect(within(again).queryByText('Rosa Pérez')).toBeNull();
    expect(within(again).getByRole('button', { name: 'Expand' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('LEAD-08 LEAD-14 TASK-33 the History button opens the "History" drawer (width 700) with the executions', async () => {
    const { user, sent } = await onLead();
    await user.click(screen.getByRole('button', { name: /History$/ }));
    const drawer = await findDialog('History');
    expect(await within(drawer).findByText('Llamar más tarde')).toBeTruthy();
    expect((drawer.closest('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('700px');
    expect(sent('/executions')).toHaveLength(1);
  });

  it('TASK-29 TASK-26 TASK-27 TASK-28 LEAD-63 the "Orders" history: row rules, select disabled for canceled/confirmed unless filtered', async () => {
    const { user } = await onLead();
    await user.click(screen.getByRole('button', { name: /Orders$/ }));
    const dialog = await findDialog('Orders');
    await within(dialog).findByText('PE-1001');
    const rows = () => [...dialog.querySelectorAll('tbody tr')] as HTMLElement[];
    const firstCell = (row: HTMLElement) => row.querySelector('td')?.textContent;
    expect(rows().map(firstCell)).toEqual(['1001', '1002', '1003', '1004']);
    const selectOf = (id: string) =>
      rows()
        .find((r) => firstCell(r) === id)
        ?.querySelector('button') as HTMLButtonElement;
    expect(selectOf('1001').disabled).toBe(true);
    expect(selectOf('1004').disabled).toBe(true);
    expect(selectOf('1003').disabled).toBe(false);
    await user.type(dialog.querySelector('input[type="search"], input') as HTMLInputElement, 'Cliente');
    await waitFor(() =>
      expect(rows().every((r) => !(r.querySelector('button') as HTMLButtonElement).disabled)).toBe(true),
    );
  }, 60_000);

  it('LEAD-09 LEAD-56 the search modal has orders and leads tabs; a found lead is claimed by id', async () => {
    const { user, sent } = await onLead();
    await user.click(screen.getByRole('button', { name: /Search$/ }));
    const dialog = await findDialog('Search');
    const tabs = [...dialog.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['Orders', 'Leads']);
    await user.click(within(dialog).getByText('Leads'));
    const phone = await waitFor(
      () => dialog.querySelector('input[aria-label="Phone (at least 6 digits)"]') as HTMLInputElement,
    );
    await user.type(phone, '987654321{Enter}');
    await within(dialog).findByText('302');
    expect(sent('/leads/search').map((r) => r.body)).toEqual([{ phone: '987654321' }]);
    const row = within(dialog).getByText('302').closest('tr') as HTMLElement;
    await user.click(row.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(sent('/claim-by-id').map((r) => r.body)).toEqual([{ leadId: 302 }]));
  }, 60_000);

  it('a half-entered outcome survives a reload: the dialog comes back with what was typed', async () => {
    const first = await renderTasks({ state: { held: makeTask() } });
    await screen.findByTestId('product-title');
    await first.user.click(screen.getByRole('button', { name: /Recall/ }));
    await screen.findByRole('radio', { name: /^30 min/ });
    await first.user.keyboard('4');
    await first.user.type(screen.getByRole('textbox'), 'Tras las 6');
    first.unmount();
    await renderTasks({ state: { held: makeTask() } });
    await screen.findByTestId('product-title');
    expect(openDialog('Recall')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^30 min/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Tras las 6');
  });
});

const originalSlots = tasksComposition.slots;

describe('/tasks: slots filled by other features', { timeout: 60_000 }, () => {
  it('LEAD-34 LEAD-59 an outcome carries the ring and talk seconds of the last call to this lead', async () => {
    const callDurations = (leadId: number) => (leadId === 101 ? { callDuration: 95, dialDuration: 12 } : null);
    tasksComposition.slots = { callDurations };
    try {
      const { user, sent } = await onLead();
      await user.click(within(screen.getByTestId('lead-actions')).getByRole('button', { name: /No answer/ }));
      await waitFor(() =>
        expect(sent('/change-status').map((r) => r.body)).toMatchObject([
          { leadId: 101, status: 1, callDuration: 95, dialDuration: 12 },
        ]),
      );
      await screen.findByText('Lead updated');
      // The next lead (202) had no call: zeros, not the previous lead's call.
      await user.click(within(await screen.findByTestId('lead-actions')).getByRole('button', { name: /Busy/ }));
      await waitFor(() => expect(sent('/change-status')).toHaveLength(2));
      expect(sent('/change-status')[1]?.body).toMatchObject({ leadId: 202, callDuration: 0, dialDuration: 0 });
    } finally {
      tasksComposition.slots = originalSlots;
    }
  });

  it('LEAD-05 LEAD-33 the phone widget slot shows; failed dial attempts set the lead to status 1', async () => {
    const Phone = ({ onDialFailed }: PhoneSlotProps) => (
      <button type="button" onClick={() => onDialFailed({ dialDuration: 42 })}>
        Fake phone
      </button>
    );
    tasksComposition.slots = { Phone };
    try {
      const { user, sent } = await onLead();
      await user.click(screen.getByRole('button', { name: 'Fake phone' }));
      await waitFor(() =>
        expect(sent('/change-status').map((r) => r.body)).toMatchObject([{ leadId: 101, status: 1, dialDuration: 42 }]),
      );
    } finally {
      tasksComposition.slots = originalSlots;
    }
  });

  it('TASK-17 TASK-23 ERR-33 a created order: "Order created {shortCode}", the next task is fetched and /order/{id} opens', async () => {
    const CreateOrder = ({ onCreated }: CreateOrderSlotProps) => (
      <button type="button" onClick={() => onCreated({ id: 77, shortCode: 'PE-77' })}>
        Create order
      </button>
    );
    tasksComposition.slots = { CreateOrder };
    server.use(
      http.get('*/module/orders/api/v1/orders/:id', () => HttpResponse.json({ message: 'Not here' }, { status: 404 })),
    );
    try {
      const { user, sent, router } = await onLead();
      await user.click(screen.getByRole('button', { name: 'Create order' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/order/77'));
      expect(await screen.findByText('Order created PE-77')).toBeTruthy();
      expect(sent('/tasks/next')).toHaveLength(2);
    } finally {
      tasksComposition.slots = originalSlots;
    }
  });

  it('TASK-24 the navigation after an order is created also happens for managers', async () => {
    const CreateOrder = ({ onCreated }: CreateOrderSlotProps) => (
      <button type="button" onClick={() => onCreated({ id: 78, shortCode: 'PE-78' })}>
        Create order
      </button>
    );
    tasksComposition.slots = { CreateOrder };
    server.use(
      http.get('*/module/orders/api/v1/orders/:id', () => HttpResponse.json({ message: 'Not here' }, { status: 404 })),
    );
    try {
      const { user, router } = await renderTasks({ as: 'manager', state: { held: makeTask() } });
      await user.click(await screen.findByRole('button', { name: 'Create order' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/order/78'));
    } finally {
      tasksComposition.slots = originalSlots;
    }
  });

  it('TASK-18 ERR-32 an updated order: "Order updated" and the next task', async () => {
    const CreateOrder = ({ onUpdated }: CreateOrderSlotProps) => (
      <button type="button" onClick={onUpdated}>
        Save order
      </button>
    );
    tasksComposition.slots = { CreateOrder };
    try {
      const { user, sent, state } = await onLead();
      state.held = null; // the order's save closed the task on the server
      await user.click(screen.getByRole('button', { name: 'Save order' }));
      expect(await screen.findByText('Order updated')).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('lead-id').textContent).toBe('Lead #202'));
      expect(sent('/tasks/next')).toHaveLength(2);
    } finally {
      tasksComposition.slots = originalSlots;
    }
  });
});
