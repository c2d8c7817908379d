import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeOrderDto } from '@/features/orders/testing/order-fixtures';
import { createOrdersMock, ordersHandlers } from '@/features/orders/testing/orders-mock';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/**
 * Decision 1221: the order page is an order selected as a task's is, so it offers the documents
 * feature's "New document" about that order — support, who takes no tasks, opens complaints there.
 */
/** On the opened order page: New document (enabled), a delivery complaint to Ana, reported to Mariana. */
async function fillComplaint(): Promise<HTMLElement> {
  await screen.findByTestId('order-short-code');
  const button = await screen.findByRole('button', { name: /New document/ });
  expect(button.hasAttribute('disabled')).toBe(false);
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'New document' });
  const choose = async (label: string, option: string) => {
    fireEvent.mouseDown(within(dialog).getByLabelText(label));
    fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
  };
  await choose('Type', 'Delivery complaint');
  await choose('Assigned to', 'Ana Quispe');
  await choose('Report to', 'Mariana Rojas');
  return dialog;
}

describe('New document on the order page', { timeout: 60_000 }, () => {
  it('DOC-17 support creates a delivery complaint about the opened order (linkedObject = its id)', async () => {
    const orders = createOrdersMock();
    orders.orders.set(9, makeOrderDto({ id: 9, short_code: 'PER-009-001', regionId: 'pe-central' }));
    const bodies: unknown[] = [];
    const userRegions: (string | null)[] = [];
    server.use(
      ...ordersHandlers(orders),
      http.get('*/module/documents/users', ({ request }) => {
        userRegions.push(new URL(request.url).searchParams.get('regionIds'));
        return HttpResponse.json([
          { id: 1, name: 'Ana', surname: 'Quispe' },
          { id: 3, name: 'Mariana', surname: 'Rojas' },
        ]);
      }),
      http.post('*/module/documents/documents', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 70 }, { status: 201 });
      }),
    );
    await renderApp({ path: '/order/9', as: 'support', language: 'en' });
    const dialog = await fillComplaint();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ type: 'delivery_complain', assigned: 1, reportTo: 3, linkedObject: 9 }]),
    );
    expect(userRegions).toContain('pe-central');
    expect(await screen.findByText('Document created')).toBeTruthy();
  });

  it('DOC-20 the additional info typed when creating a document is there when the document is opened on /documents', async () => {
    const orders = createOrdersMock();
    orders.orders.set(9, makeOrderDto({ id: 9, short_code: 'PER-009-001', regionId: 'pe-central' }));
    const people = [
      { id: 1, name: 'Ana', surname: 'Quispe' },
      { id: 3, name: 'Mariana', surname: 'Rojas' },
    ];
    // The back-office in small: what is created is what the lists answer.
    const stored: Record<string, unknown>[] = [];
    const list = () => HttpResponse.json({ data: stored, count: stored.length });
    server.use(
      ...ordersHandlers(orders),
      http.get('*/module/documents/users', () => HttpResponse.json(people)),
      http.post('*/module/documents/documents', async ({ request }) => {
        const body = (await request.json()) as {
          type: string;
          assigned: number;
          reportTo: number;
          additionalInfo?: string;
        };
        const person = (id: number) => people.find((p) => p.id === id) ?? people[0];
        const document = {
          id: 70 + stored.length,
          shortCode: 'PER-009-001',
          type: body.type,
          state: 'open',
          assigned: person(body.assigned),
          reportTo: person(body.reportTo),
          createdBy: { id: 8, name: 'Soporte', surname: 'Demo' },
          additionalInfo: body.additionalInfo ?? '',
          created: '2026-11-28T15:00:00.000Z',
          updated: '2026-11-28T15:00:00.000Z',
          regionId: 'pe-central',
          linkedObject: 9,
          unreadCount: 0,
          order: { shortCode: 'PER-009-001', fullName: 'María Fernández', preferred_date: null },
        };
        stored.push(document);
        return HttpResponse.json(document, { status: 201 });
      }),
      http.get('*/module/documents/documents', list),
      http.get('*/module/documents/documents/assigned-to-me', list),
      http.get('*/module/documents/documents/report-to-me', list),
      http.get('*/module/documents/documents/mine', list),
      http.get('*/module/documents/comments/document/:id', () => HttpResponse.json([])),
    );
    const { router } = await renderApp({ path: '/order/9', as: 'support', language: 'en' });
    const dialog = await fillComplaint();
    fireEvent.change(within(dialog).getByLabelText('Additional info'), { target: { value: 'Caja abollada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Document created')).toBeTruthy();

    await router.navigate('/documents');
    const row = (await screen.findAllByText('PER-009-001')).map((cell) => cell.closest('tr')).find(Boolean);
    fireEvent.click(row as HTMLElement);
    const side = await screen.findByTestId('document-side-form');
    const info = within(side).getByRole('textbox', { name: 'Additional info' }) as HTMLTextAreaElement;
    expect(info.value).toBe('Caja abollada');
  });
});
