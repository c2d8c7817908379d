import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AntdRoot } from '@/components/antd-root';
import { FeedbackHost } from '@/components/feedback-host';
import { getErrorState } from '@/lib/errors/error-store';
import { createTestServices, renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { CreateDocumentButton } from '../components/create-document-button';
import type { DocumentAttachment, DocumentDto } from '../types';

const FILES = 'http://files.test/module/documents/files/documents/pe-central';

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
    unreadCount: 0,
    order: { shortCode: 'ABC-123-456', fullName: 'Rosa Pérez', preferred_date: null },
    ...overrides,
  };
}

const attachment = (id: number, name: string): DocumentAttachment => ({
  id,
  documentId: 7,
  path: `documents/pe-central/a5-${id}`,
  mediaType: 'application/pdf',
  name,
  url: `${FILES}/a5-${id}?expires=1&signature=s`,
  size: 20_480,
  created: '2026-11-20T11:00:00.000Z',
  createdBy: { id: 5, name: 'Diego', surname: 'Hernández' },
});

type Mock = { calls: string[]; attachments: DocumentAttachment[]; requestUrlStatus: number };

function handlers(mock: Mock) {
  const seen = (request: Request) => {
    const url = new URL(request.url);
    mock.calls.push(`${request.method} ${url.pathname}${url.search}`);
  };
  return [
    http.get('*/module/documents/documents', ({ request }) => {
      seen(request);
      return HttpResponse.json({
        data: [makeDocument(), makeDocument({ id: 8, shortCode: null, order: null, linkedObject: null })],
        count: 2,
      });
    }),
    http.get('*/module/documents/comments/document/:id', () => HttpResponse.json([])),
    http.get('*/module/documents/users', () => HttpResponse.json([{ id: 1, name: 'Ana', surname: 'Quispe' }])),
    http.get('*/module/documents/attachments/document/:id', ({ request }) => {
      seen(request);
      return HttpResponse.json(mock.attachments);
    }),
    http.post('*/module/documents/attachments/request-url', async ({ request }) => {
      seen(request);
      mock.calls.push(`body ${JSON.stringify(await request.json())}`);
      return mock.requestUrlStatus === 200
        ? HttpResponse.json({ path: 'documents/pe-central/a5-new', url: `${FILES}/a5-new?expires=1&signature=s` })
        : HttpResponse.json({ message: 'The file store is unavailable' }, { status: mock.requestUrlStatus });
    }),
    http.put(`${FILES}/:name`, async ({ request }) => {
      seen(request);
      mock.calls.push(`bytes ${(await request.arrayBuffer()).byteLength} ${request.headers.get('content-type')}`);
      return HttpResponse.json(
        { path: 'documents/pe-central/a5-new', mediaType: 'application/pdf', size: 9 },
        { status: 201 },
      );
    }),
    http.post('*/module/documents/attachments', async ({ request }) => {
      seen(request);
      const body = (await request.json()) as { name: string };
      mock.calls.push(`body ${JSON.stringify(body)}`);
      const created = attachment(12, body.name);
      mock.attachments.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('*/module/documents/attachments/:id', ({ request, params }) => {
      seen(request);
      mock.attachments = mock.attachments.filter((a) => a.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/module/documents/documents/:id/history', ({ request }) => {
      seen(request);
      return HttpResponse.json([
        {
          id: 2,
          field: 'state',
          oldValue: 'open',
          newValue: 'closed',
          created: '2026-11-21T09:00:00.000Z',
          account: { id: 3, name: 'Mariana', surname: 'Rojas' },
        },
        {
          id: 1,
          field: 'attachment',
          oldValue: null,
          newValue: '<img src=x onerror=alert(1)>.pdf',
          created: '2026-11-20T11:00:00.000Z',
          account: { id: 5, name: 'Diego', surname: 'Hernández' },
        },
      ]);
    }),
    http.get('*/module/documents/documents/export', ({ request }) => {
      seen(request);
      return new HttpResponse('"short_code","preferred_date","full_name"\r\n"ABC-123-456","","Rosa Pérez"\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }),
  ];
}

async function openPage(as: 'agent' | 'manager', requestUrlStatus = 200) {
  const mock: Mock = { calls: [], attachments: [attachment(11, 'guía.pdf')], requestUrlStatus };
  server.use(...handlers(mock));
  const view = await renderApp({ as, path: '/documents', language: 'en' });
  await screen.findAllByText('ABC-123-456');
  return { ...view, mock };
}

async function openAttachments(as: 'agent' | 'manager' = 'agent', requestUrlStatus = 200) {
  const page = await openPage(as, requestUrlStatus);
  fireEvent.click(screen.getAllByText('ABC-123-456')[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Attachments' }));
  const list = await within(dialog).findByTestId('document-attachments');
  await within(list).findByText('guía.pdf');
  return { ...page, dialog, list };
}

const pdf = () => new File(['%PDF-1.7\n'], 'queja.pdf', { type: 'application/pdf' });

describe('/documents: attachments, history, export', { timeout: 60_000 }, () => {
  let saved: { name: string; href: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:documents');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('DOC-25 DOC-31 an attachment uploads in three steps (upload url, PUT of the bytes, register) and is listed with its download link', async () => {
    const { dialog, list, mock } = await openAttachments();
    const link = within(list).getByText('Download').closest('a') as HTMLAnchorElement;
    expect(link.href).toBe(`${FILES}/a5-11?expires=1&signature=s`);
    expect(link.getAttribute('download')).toBe('guía.pdf');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdf()] } });
    await within(list).findByText('queja.pdf');
    const steps = mock.calls.filter((c) => !c.startsWith('GET'));
    expect(steps).toEqual([
      'POST /module/documents/attachments/request-url',
      'body {"regionId":"pe-central","contentType":"application/pdf"}',
      'PUT /module/documents/files/documents/pe-central/a5-new?expires=1&signature=s',
      'bytes 9 application/pdf',
      'POST /module/documents/attachments',
      'body {"documentId":7,"path":"documents/pe-central/a5-new","mediaType":"application/pdf","name":"queja.pdf"}',
    ]);
    expect(await screen.findByText('File attached')).toBeTruthy();
  });

  it('DOC-24 one file at a time: no multiple choice, and the upload is closed while one is under way; other types are refused', async () => {
    const { dialog, list } = await openAttachments();
    let release: () => void = () => undefined;
    server.use(
      http.put(`${FILES}/:name`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('application/pdf,image/jpeg,image/png,image/gif,image/webp');
    fireEvent.change(input, { target: { files: [pdf()] } });
    await waitFor(() => expect(within(dialog).getByLabelText('Upload progress')).toBeTruthy());
    await waitFor(() => expect(dialog.querySelector('.ant-upload-disabled')).not.toBeNull());
    release();
    await within(list).findByText('queja.pdf');
    await waitFor(() => expect(dialog.querySelector('.ant-upload-disabled')).toBeNull());
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['<html>'], 'page.html', { type: 'text/html' })] },
    });
    expect(await screen.findByText('Attach a PDF or an image (JPEG, PNG, GIF, WebP)')).toBeTruthy();
  });

  it('DOC-26 an attachment error goes to the generic error reporter', async () => {
    const { dialog } = await openAttachments('agent', 500);
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [pdf()] } });
    const errorDialog = await screen.findByTestId('error-dialog', {}, { timeout: 10_000 });
    expect(errorDialog).toBeTruthy();
    expect(getErrorState().log.at(-1)).toMatchObject({ status: 500 });
  });

  it('an attachment is removed only after a confirmation', async () => {
    const { list, mock } = await openAttachments();
    // Plain selectors: role queries over the whole app's DOM take seconds each in jsdom.
    fireEvent.click(list.querySelector('button[aria-label="Delete"]') as HTMLElement);
    expect(mock.calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    const confirm = await screen.findByText('Delete the attachment guía.pdf?');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(popover.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(mock.calls).toContain('DELETE /module/documents/attachments/11'));
    await within(list).findByText('No attachments yet');
  });

  it('DOC-27 OCONST-16 the history drawer is 700 wide and lists the changes as text', async () => {
    await openPage('agent');
    fireEvent.click(screen.getAllByText('ABC-123-456')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /History/ }));
    const history = await screen.findByTestId('document-history');
    expect(await within(history).findByText('State: Open → Closed')).toBeTruthy();
    expect(within(history).getByText('Attachment added: <img src=x onerror=alert(1)>.pdf')).toBeTruthy();
    expect(history.querySelector('img')).toBeNull();
    const drawer = history.closest('.ant-drawer-content-wrapper') as HTMLElement;
    expect(drawer.style.width).toBe('700px');
  });

  it('DOC-11 the agent position has no row selection and no export', async () => {
    await openPage('agent');
    expect(document.querySelector('.ant-table-selection-column')).toBeNull();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('DOC-12 a manager exports the selected documents as "documents.csv"', async () => {
    const { mock } = await openPage('manager');
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(saved).toEqual([{ name: 'documents.csv', href: 'blob:documents' }]));
    expect(mock.calls).toContain('GET /module/documents/documents/export?ids=7');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toContain('"short_code","preferred_date","full_name"');
  });

  it('DOC-13 exporting selected documents without an order says "Selected documents can not be exported"', async () => {
    const { mock } = await openPage('manager');
    fireEvent.click(screen.getAllByRole('checkbox')[2] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Selected documents can not be exported')).toBeTruthy();
    expect(mock.calls.some((c) => c.includes('/export'))).toBe(false);
  });
});

async function renderCreate(orderId: number | null, status = 201) {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/module/documents/users', () =>
      HttpResponse.json([
        { id: 1, name: 'Ana', surname: 'Quispe' },
        { id: 3, name: 'Mariana', surname: 'Rojas' },
      ]),
    ),
    http.post('*/module/documents/documents', async ({ request }) => {
      bodies.push(await request.json());
      return status === 201
        ? HttpResponse.json(makeDocument(), { status: 201 })
        : HttpResponse.json({ message: 'linkedObject Order 77 not found' }, { status });
    }),
  );
  const { services } = await createTestServices({ as: 'agent', language: 'en' });
  render(
    <AppProvider services={services}>
      <AntdRoot>
        <CreateDocumentButton orderId={orderId} regionId="pe-central" />
        <FeedbackHost />
      </AntdRoot>
    </AppProvider>,
  );
  return bodies;
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1) as HTMLElement);
}

async function fillAndCreate() {
  fireEvent.click(screen.getByRole('button', { name: /New document/ }));
  const dialog = await screen.findByRole('dialog', { name: 'New document' });
  await choose(dialog, 'Type', 'Delivery complaint');
  await choose(dialog, 'Assigned to', 'Ana Quispe');
  await choose(dialog, 'Report to', 'Mariana Rojas');
  fireEvent.change(within(dialog).getByLabelText('Additional info'), { target: { value: 'Llegó roto' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  return dialog;
}

describe('create-document modal', { timeout: 60_000 }, () => {
  it('DOC-14 without a selected task the create-document modal is not available', async () => {
    await renderCreate(null);
    const button = await screen.findByRole('button', { name: /New document/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('DOC-15 DOC-17 the fields are required, and the document is created about the task order', async () => {
    const bodies = await renderCreate(77);
    fireEvent.click(await screen.findByRole('button', { name: /New document/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New document' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getAllByText('Field is required!')).toHaveLength(3));
    await fillAndCreate();
    await waitFor(() =>
      expect(bodies).toEqual([
        { type: 'delivery_complain', assigned: 1, reportTo: 3, additionalInfo: 'Llegó roto', linkedObject: 77 },
      ]),
    );
    expect(await screen.findByText('Document created')).toBeTruthy();
  });

  it('DOC-18 a failed create shows "Server error" with the server message', async () => {
    await renderCreate(77, 400);
    await screen.findByRole('button', { name: /New document/ });
    await fillAndCreate();
    expect(await screen.findByText('Server error')).toBeTruthy();
    expect(await screen.findByText('linkedObject Order 77 not found')).toBeTruthy();
  });
});
