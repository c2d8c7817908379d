import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS, ORDER_TAG } from '@umbrella/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format/format-date';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { isBeforeYesterday, reminderInstant } from '../lib/reminder-window';
import { makeOrderDto } from '../testing/order-fixtures';
import { createOrdersMock, ordersHandlers, sentTo } from '../testing/orders-mock';

const API = '/module/orders/api/v1';

function mockOrder(overrides: Parameters<typeof makeOrderDto>[0] = {}) {
  const orders = createOrdersMock();
  orders.orders.set(9, makeOrderDto({ id: 9, short_code: 'PER-009-001', ...overrides }));
  server.use(...ordersHandlers(orders));
  return orders;
}

const comment = (id: number, text: string, authorId: number) => ({
  id,
  orderId: 9,
  text,
  createdBy: authorId === 6 ? 'Sofía Demo' : 'Otro Demo',
  authorId,
  created: '2026-11-20T15:00:00.000Z',
  updated: null,
});

describe('reminder rules', () => {
  it('ORDER-41 dates before yesterday are disabled; ORDER-40 a reminder needs both a date and a time', () => {
    const today = dayjs('2026-11-25T10:00:00');
    expect(isBeforeYesterday(dayjs('2026-11-23T23:59:00'), today)).toBe(true);
    expect(isBeforeYesterday(dayjs('2026-11-24T00:00:00'), today)).toBe(false);
    expect(isBeforeYesterday(dayjs('2026-12-24T00:00:00'), today)).toBe(false);
    expect(reminderInstant(dayjs('2026-11-26'), null, 'America/Lima')).toBeNull();
    expect(reminderInstant(null, dayjs('2026-11-26T10:30'), 'America/Lima')).toBeNull();
    // 10:30 picked is 10:30 in the user's timezone, whatever the browser's own zone.
    expect(reminderInstant(dayjs('2026-11-26T00:00'), dayjs('2026-01-01T10:30'), 'America/Lima')?.toISOString()).toBe(
      '2026-11-26T15:30:00.000Z',
    );
  });
});

describe('the reminder box', { timeout: 60_000 }, () => {
  it('ORDER-39 shows the order’s reminder; ORDER-42 deleting it asks first, then sends DELETE by short code', async () => {
    const orders = mockOrder({ status: ORDER_STATUS.DEPOSIT, tags: [ORDER_TAG.WAITING_FOR_PAYMENT] });
    orders.reminders.set('PER-009-001', {
      id: 1,
      orderId: 9,
      orderShortCode: 'PER-009-001',
      callAt: '2026-11-27T15:00:00.000Z',
      notes: 'Llamar por el depósito',
      createdBy: 'Ana Demo',
      updated: '2026-11-20T15:00:00.000Z',
    });
    const { user } = await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    expect((await screen.findByTestId('reminder-notes')).textContent).toBe('Llamar por el depósito');
    expect(screen.getByTestId('reminder-call-at').textContent).toContain('27-11-2026');
    await user.click(within(screen.getByTestId('reminder-box')).getByRole('button', { name: 'Delete' }));
    expect(sentTo(orders, 'DELETE', `${API}/reminders/PER-009-001`)).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sentTo(orders, 'DELETE', `${API}/reminders/PER-009-001`)).toHaveLength(1));
    expect(await within(screen.getByTestId('reminder-box')).findByText('No reminder')).toBeTruthy();
    expect(await screen.findByText('Reminder deleted')).toBeTruthy();
  });

  it('ORDER-19 ORDER-40 ORDER-42 Set reminder opens the form; Save waits for a date and a time, then sets it', async () => {
    const orders = mockOrder({ status: ORDER_STATUS.DEPOSIT, tags: [ORDER_TAG.WAITING_FOR_PAYMENT] });
    const { user } = await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    await user.click(await screen.findByTestId('order-action-setReminder'));
    const dialog = await screen.findByRole('dialog', { name: 'Payment reminder' });
    const save = () => within(dialog).getByRole('button', { name: 'Save' });
    expect(save().hasAttribute('disabled')).toBe(true);
    const day = dayjs().add(2, 'day').format('DD-MM-YYYY');
    const date = within(dialog).getByRole('textbox', { name: 'Date' });
    await user.click(date);
    await user.type(date, `${day}{Enter}`);
    expect(save().hasAttribute('disabled')).toBe(true);
    const time = within(dialog).getByRole('textbox', { name: 'Time' });
    await user.click(time);
    fireEvent.change(time, { target: { value: '10:30' } });
    await user.type(time, '{Enter}');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Depósito');
    await user.click(save());
    await waitFor(() => expect(sentTo(orders, 'POST', `${API}/reminders`)).toHaveLength(1));
    const [sent] = sentTo(orders, 'POST', `${API}/reminders`);
    const body = sent?.body as { orderShortCode: string; callAt: string; notes: string };
    expect(body.orderShortCode).toBe('PER-009-001');
    // Picked as a wall-clock time in the user's timezone, and shown back as picked.
    expect(formatDateTime(body.callAt)).toBe(`${day}-10:30`);
    expect(body.notes).toBe('Depósito');
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByTestId('reminder-notes')).toBeTruthy();
    expect(await screen.findByText('Reminder saved')).toBeTruthy();
  });

  it('the date and time pickers are wide enough to read the value they hold', async () => {
    mockOrder({ status: ORDER_STATUS.DEPOSIT, tags: [ORDER_TAG.WAITING_FOR_PAYMENT] });
    const { user } = await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    await user.click(await screen.findByTestId('order-action-setReminder'));
    const dialog = await screen.findByRole('dialog', { name: 'Payment reminder' });
    for (const name of ['Date', 'Time']) {
      const picker = within(dialog).getByRole('textbox', { name }).closest('.ant-picker') as HTMLElement;
      expect(picker.style.width).toBe('100%');
    }
  });
});

describe('the comments panel', { timeout: 60_000 }, () => {
  it('ORDER-04 is shown only with order.comments:read', async () => {
    mockOrder();
    await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    await screen.findByTestId('order-actions');
    expect(screen.queryByTestId('comments-panel')).toBeNull();
    mockOrder();
    await renderApp({ path: '/order/9', as: 'support', language: 'en' });
    expect(await screen.findByTestId('comments-panel')).toBeTruthy();
  });

  it('ORDER-43 ORDER-47 ORDER-48 Add stays disabled for an empty comment; an added one shows text, author and dates', async () => {
    const orders = mockOrder();
    const { user } = await renderApp({ path: '/order/9', as: 'support', language: 'en' });
    const panel = await screen.findByTestId('comments-panel');
    const add = within(panel).getByRole('button', { name: 'Add' });
    expect(add.hasAttribute('disabled')).toBe(true);
    const box = within(panel).getByRole('textbox', { name: 'New comment' });
    await user.type(box, '   ');
    expect(add.hasAttribute('disabled')).toBe(true);
    await user.type(box, 'Cliente pide llamar mañana');
    await user.click(add);
    await waitFor(() =>
      expect(sentTo(orders, 'POST', `${API}/orders/9/comments`).map((r) => r.body)).toEqual([
        { commentText: 'Cliente pide llamar mañana' },
      ]),
    );
    const table = await within(panel).findByTestId('comments-table');
    expect(within(table).getByText('Cliente pide llamar mañana')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Created by' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Updated' })).toBeTruthy();
    expect(await screen.findByText('Comment added')).toBeTruthy();
  });

  it('ORDER-44 ORDER-45 only the author edits or deletes; Save is disabled while unchanged or empty', async () => {
    const orders = mockOrder();
    orders.comments.set(9, [comment(2, 'Mío', 6), comment(1, 'De otro', 3)]);
    const { user } = await renderApp({ path: '/order/9', as: 'support', language: 'en' });
    await screen.findByText('Mío');
    const table = screen.getByTestId('comments-table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Edit' }));
    const save = () => within(screen.getByTestId('comments-table')).getByRole('button', { name: 'Save' });
    expect(save().hasAttribute('disabled')).toBe(true);
    const field = within(screen.getByTestId('comments-table')).getByRole('textbox', { name: 'Comment' });
    await user.clear(field);
    expect(save().hasAttribute('disabled')).toBe(true);
    await user.type(field, 'Mío, corregido');
    expect(save().hasAttribute('disabled')).toBe(false);
    await user.click(save());
    await waitFor(() =>
      expect(sentTo(orders, 'PUT', `${API}/comments/2`).map((r) => r.body)).toEqual([
        { newCommentText: 'Mío, corregido' },
      ]),
    );
    expect(await screen.findByText('Mío, corregido')).toBeTruthy();
    expect(await screen.findByText('Comment saved')).toBeTruthy();
  });

  it('ORDER-45 without order.comments:modify nobody edits, even the author', async () => {
    const orders = mockOrder();
    orders.comments.set(9, [comment(2, 'Mío', 6)]);
    const readOnly = { ...DEMO_ACCOUNTS.support, permissions: ['read:report', 'order.comments:read'] };
    await renderApp({ path: '/order/9', as: readOnly, language: 'en' });
    await screen.findByText('Mío');
    expect(within(screen.getByTestId('comments-table')).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New comment' })).toBeNull();
  });

  it('ORDER-46 a refused comment shows "Server error" with the server’s message', async () => {
    const orders = mockOrder();
    orders.commentFailure = { status: 409, message: 'The order is closed' };
    const { user } = await renderApp({ path: '/order/9', as: 'support', language: 'en' });
    const panel = await screen.findByTestId('comments-panel');
    await user.type(within(panel).getByRole('textbox', { name: 'New comment' }), 'Hola');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Server error')).toBeTruthy();
    expect(screen.getByText('The order is closed')).toBeTruthy();
  });
});

describe('chat tickets', { timeout: 60_000 }, () => {
  it('ORDER-49 the table shows status, assignee, created and the ticket link', async () => {
    const orders = mockOrder();
    orders.chatTickets.set('PER-009-001', [
      {
        status: 'assigned',
        assignee: 'Sofía',
        createdAt: '2026-11-20T15:00:00.000Z',
        ticketUrl: 'https://chat.example/t/1',
      },
    ]);
    await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    await screen.findByText('Sofía');
    const table = screen.getByTestId('chat-tickets');
    expect(within(table).getByText('Assigned')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('https://chat.example/t/1');
  });

  it('ORDER-50 without tickets (404) the table says there are none and the page stays', async () => {
    mockOrder();
    await renderApp({ path: '/order/9', as: 'agent', language: 'en' });
    await waitFor(() => expect(screen.getByTestId('chat-tickets').textContent).toBe('No chat tickets'));
    expect(screen.getByTestId('block-customer')).toBeTruthy();
  });
});

describe('a missing order', { timeout: 60_000 }, () => {
  it('says the order was not found, without offering a reload that cannot help', async () => {
    mockOrder();
    await renderApp({ path: '/order/404404', as: 'agent', language: 'en' });
    const error = await screen.findByTestId('error-screen', {}, { timeout: 20_000 });
    expect(within(error).getByText('404')).toBeTruthy();
    expect(within(error).getByText('Order not found')).toBeTruthy();
    expect(within(error).queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
