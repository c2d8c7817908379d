import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const FORMS = '*/module/quality/api/v1/forms';

const summary = {
  id: 7,
  name: 'Llamada de venta',
  productId: 3,
  productName: 'Colágeno Plus',
  regionId: 'pe-central',
  versionId: 12,
  versionNumber: 2,
  questionCount: 3,
  criticalCount: 1,
  updatedAt: '2026-11-22T14:05:09.000Z',
};

function mockApi(options: { forms?: (typeof summary)[] } = {}) {
  const calls = { posted: [] as unknown[], deleted: [] as string[] };
  server.use(
    http.get(FORMS, () => {
      const content = options.forms ?? [summary];
      return HttpResponse.json({ content, totalSize: content.length });
    }),
    http.post(FORMS, async ({ request }) => {
      const body = (await request.json()) as { sections: { questions: { text: string }[] }[] };
      calls.posted.push(body);
      if (body.sections[0]?.questions.some((q) => q.text === 'x'))
        return HttpResponse.json(
          { message: 'Invalid', errors: { 'sections.0.questions.0.text': 'is too short to mean anything' } },
          { status: 400 },
        );
      return HttpResponse.json({}, { status: 201 });
    }),
    http.delete(`${FORMS}/:id`, ({ params }) => {
      calls.deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/module/catalog/api/v1/products/by-region/*', () =>
      HttpResponse.json([{ id: 3, name: 'Colágeno Plus', priceMinor: 9900, currency: 'PEN', regionId: 'pe-central' }]),
    ),
  );
  return calls;
}

async function pick(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getAllByLabelText(label).at(-1) as HTMLElement);
  fireEvent.click(await screen.findByTitle(option));
}

describe('/quality', { timeout: 120_000 }, () => {
  it('an administrator sees the forms with their version and critical questions, in Spanish too', async () => {
    mockApi();
    await renderApp({ as: 'admin', path: '/quality', language: 'es' });
    expect(await screen.findByText('Llamada de venta', {}, { timeout: 30_000 })).toBeTruthy();
    const row = screen.getByText('Llamada de venta').closest('tr') as HTMLElement;
    expect(within(row).getByText('3 preguntas, 1 crítica(s)')).toBeTruthy();
    expect(within(row).getByText('Colágeno Plus')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Versión' })).toBeTruthy();
  });

  it('says so when there is no form yet', async () => {
    mockApi({ forms: [] });
    await renderApp({ as: 'admin', path: '/quality', language: 'en' });
    expect(await screen.findByText('No evaluation forms yet', {}, { timeout: 30_000 })).toBeTruthy();
  });

  it('creates a form with a critical question; a refused question shows under it', async () => {
    const calls = mockApi();
    await renderApp({ as: 'admin', path: '/quality', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: /New form/ }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Form'), { target: { value: 'Venta' } });
    await pick(dialog, 'Region', 'Peru');
    await waitFor(() => expect(within(dialog).getByLabelText('Product').closest('.ant-select-disabled')).toBeNull());
    await pick(dialog, 'Product', 'Colágeno Plus');
    fireEvent.change(within(dialog).getByLabelText('Section title'), { target: { value: 'Cierre' } });
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Critical' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('is too short to mean anything')).toBeTruthy();
    expect(calls.posted[0]).toEqual({
      name: 'Venta',
      productId: 3,
      sections: [
        {
          title: 'Cierre',
          questions: [{ text: 'x', kind: 'yesNo', weight: 1, allowNa: false, critical: true }],
        },
      ],
    });
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'Confirmó la dirección' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Form saved')).toBeTruthy();
    expect(calls.posted).toHaveLength(2);
  });

  it('archives a form only after the administrator confirms', async () => {
    const calls = mockApi();
    await renderApp({ as: 'admin', path: '/quality', language: 'en' });
    await screen.findByText('Llamada de venta', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const question = await screen.findByText(/Archive the form “Llamada de venta”/);
    expect(calls.deleted).toEqual([]);
    const popup = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(calls.deleted).toEqual(['7']));
    expect(await screen.findByText('Form “Llamada de venta” archived')).toBeTruthy();
  });

  it('a manager without quality.form:edit sees the calls to evaluate but not the forms; an agent has no Quality page', async () => {
    mockApi();
    server.use(
      http.get('*/module/quality/api/v1/queue', () =>
        HttpResponse.json({
          week: '2026-11-23',
          content: [],
          totalSize: 0,
          agentCount: 0,
          sampledCount: 0,
          evaluatedCount: 0,
        }),
      ),
    );
    const manager = await renderApp({ as: 'manager', path: '/quality', language: 'en' });
    expect(await screen.findByRole('tab', { name: 'To evaluate' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Forms' })).toBeNull();
    expect(screen.queryByText('Llamada de venta')).toBeNull();
    manager.unmount();
    await renderApp({ as: 'agent', path: '/quality', language: 'en' });
    expect((await screen.findAllByText(/permission|not allowed|403/i, {}, { timeout: 30_000 })).length).toBeGreaterThan(
      0,
    );
  });
});
