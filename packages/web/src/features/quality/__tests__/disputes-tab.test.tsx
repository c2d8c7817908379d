import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { CALL, evaluation, summary } from '../testing/evaluation-mock';

describe('/quality: Disputes', { timeout: 120_000 }, () => {
  it('a supervisor finds the evaluations its agents disputed and opens the call to answer', async () => {
    const disputed = evaluation({ status: 'disputed', agentComment: 'Sí confirmé' });
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/module/quality/api/v1/evaluations', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ content: [summary(disputed)], totalSize: 1 });
      }),
      http.get('*/module/quality/api/v1/calls/:id', () => HttpResponse.json({ call: CALL, forms: [], mine: disputed })),
      http.get(
        '*/module/resources/api/v1/cdr/audio/:src',
        () => new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } }),
      ),
    );
    await renderApp({ as: 'manager', path: '/quality?tab=disputes', language: 'en' });
    const list = await screen.findByTestId('disputes', {}, { timeout: 30_000 });
    const row = (await within(list).findByText('Lucía Quispe')).closest('tr') as HTMLElement;
    expect(asked.at(-1)?.get('status')).toBe('disputed');
    expect(within(row).getByText('Llamada de venta, version 2')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Open the call' }));
    expect(await screen.findByTestId('dispute-answer', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Sí confirmé')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    server.use(http.get('*/module/quality/api/v1/evaluations', () => HttpResponse.json({ content: [], totalSize: 0 })));
    await renderApp({ as: 'manager', path: '/quality?tab=disputes', language: 'es' });
    expect(
      await screen.findByText('No hay impugnaciones pendientes de su respuesta', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Impugnaciones' })).toBeTruthy();
  });
});
