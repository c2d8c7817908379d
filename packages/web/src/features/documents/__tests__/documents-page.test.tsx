import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { DocumentDto } from '../types';

function makeDocument(overrides: Partial<DocumentDto> = {}): DocumentDto {
  return {
    id: 7,
    shortCode: 'ABC-123-456',
    type: 'delivery_complain',
    state: 'open',
    assigned: { id: 1, name: 'Ana', surname: 'Quispe' },
    reportTo: { id: 3, name: 'Mariana', surname: 'Rojas' },
    createdBy: { id: 5, name: 'Diego', surname: 'Hernández' },
    additionalInfo: 'Demora',
    created: '2026-11-20T10:00:00.000Z',
    updated: '2026-11-20T10:00:00.000Z',
    regionId: 'pe-central',
    linkedObject: 77,
    unreadCount: 3,
    order: { shortCode: 'ABC-123-456', fullName: 'Rosa Pérez', preferred_date: null },
    ...overrides,
  };
}

function handlers(calls: string[], fieldStatus = 200, count = 45) {
  const list = (path: string, docs: DocumentDto[]) =>
    http.get(`*/module/documents${path}`, ({ request }) => {
      calls.push(`${new URL(request.url).pathname}${new URL(request.url).search}`);
      return HttpResponse.json({ data: docs, count });
    });
  return [
    list('/documents', [makeDocument(), makeDocument({ id: 8, state: 'closed', unreadCount: 0 })]),
    list('/documents/assigned-to-me', [makeDocument()]),
    list('/documents/report-to-me', []),
    list('/documents/mine', []),
    http.get('*/module/documents/comments/document/:id', () =>
      HttpResponse.json([
        {
          id: 1,
          documentId: 7,
          text: '<img src=x onerror=alert(1)>Adjunto',
          created: '2026-11-20T11:00:00.000Z',
          account: { id: 5, name: 'Diego', surname: 'Hernández' },
        },
      ]),
    ),
    http.get('*/module/documents/users', () => HttpResponse.json([{ id: 1, name: 'Ana', surname: 'Quispe' }])),
    http.put('*/module/documents/documents/:id/:field', ({ params }) => {
      calls.push(`PUT ${params.field}`);
      return fieldStatus === 200
        ? HttpResponse.json(makeDocument({ state: 'closed' }))
        : HttpResponse.json({ message: 'boom' }, { status: fieldStatus });
    }),
  ];
}

async function openPage(fieldStatus = 200, count = 45) {
  const calls: string[] = [];
  server.use(...handlers(calls, fieldStatus, count));
  const view = await renderApp({ as: 'agent', path: '/documents', language: 'en' });
  await screen.findAllByText('ABC-123-456');
  return { ...view, calls };
}

describe('/documents', { timeout: 60_000 }, () => {
  it('DOC-01 DOC-02 DOC-03 DOC-05 OCONST-15 four tabs, each loading its own list, 20 a page as skip and take', async () => {
    const { calls } = await openPage();
    expect(calls[0]).toBe('/module/documents/documents?skip=0&take=20');
    const tabs: [string, string][] = [
      ['Assigned to me', '/module/documents/documents/assigned-to-me'],
      ['Report to me', '/module/documents/documents/report-to-me'],
      ['Related', '/module/documents/documents/mine'],
    ];
    for (const [tab, path] of tabs) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(calls.at(-1)?.startsWith(path)).toBe(true));
    }
  });

  it('DOC-04 DOC-05 filters and pages: 45 documents make three pages; a filter goes back to the first', async () => {
    const { calls } = await openPage();
    fireEvent.click(document.querySelector('.ant-pagination-item-3') as HTMLElement);
    await waitFor(() => expect(calls.at(-1)).toBe('/module/documents/documents?skip=40&take=20'));
    const filters = screen.getByTestId('documents-filters');
    fireEvent.change(within(filters).getByLabelText('Short code'), { target: { value: 'ABC-123-456' } });
    fireEvent.keyDown(within(filters).getByLabelText('Short code'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.at(-1)).toBe('/module/documents/documents?shortCode=ABC-123-456&skip=0&take=20'));
    expect(within(filters).getByLabelText('Region')).toBeTruthy();
    expect(within(filters).getByLabelText('Type')).toBeTruthy();
  });

  it('decision 1221: the page says how many documents match', async () => {
    await openPage();
    expect(screen.getByTestId('documents-count').textContent).toBe('45 documents');
  });

  it('decision 1221: a count at the cap reads "More than 10K documents"', async () => {
    await openPage(200, 10_000);
    expect(screen.getByTestId('documents-count').textContent).toBe('More than 10K documents');
  });

  it('DOC-08 DOC-09 DOC-10 closed is shown in red; each row shows its unread comments and its order', async () => {
    await openPage();
    const closed = screen.getByText('Closed');
    expect(closed.closest('.ant-tag')?.className).toContain('red');
    expect(screen.getByTestId('unread-7').textContent).toBe('3');
    expect(screen.getAllByText('Rosa Pérez').length).toBe(2);
  });

  it('DOC-19 DOC-20 DOC-23 OCONST-16 the edit modal is 1100 wide with Comments and Attachments and the side form; comments are inert text', async () => {
    await openPage();
    fireEvent.click(screen.getAllByText('ABC-123-456')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('1100px');
    expect(within(dialog).getByRole('tab', { name: 'Comments' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Attachments' })).toBeTruthy();
    const form = within(dialog).getByTestId('document-side-form');
    for (const label of ['Type', 'ID', 'Assigned to', 'State', 'Report to', 'Additional info', 'Created', 'Updated']) {
      expect(within(form).getByText(label)).toBeTruthy();
    }
    const comments = await within(dialog).findByTestId('document-comments');
    await within(comments).findByText('<img src=x onerror=alert(1)>Adjunto');
    expect(comments.querySelector('img')).toBeNull();
    expect(within(comments).getByText(/Diego Hernández/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add comment' }).hasAttribute('disabled')).toBe(true);
  });

  it('DOC-21 a side-form field saves alone; a failure says "Server error. Can not edit field {field}"', async () => {
    const { calls } = await openPage(500);
    fireEvent.click(screen.getAllByText('ABC-123-456')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const state = within(dialog).getByLabelText('State');
    fireEvent.mouseDown(state);
    fireEvent.click(
      await screen
        .findByTitle('Closed', { exact: true })
        .catch(() => screen.getAllByText('Closed').at(-1) as HTMLElement),
    );
    await waitFor(() => expect(calls).toContain('PUT state'));
    expect(await screen.findByText('Server error. Can not edit field State')).toBeTruthy();
  });
});
