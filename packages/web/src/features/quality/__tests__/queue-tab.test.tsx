import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const QUEUE = '*/module/quality/api/v1/queue';
const SETTINGS = '*/module/quality/api/v1/sample-settings';

const item = (callId: number, agentName: string, pick: number, evaluationCount = 0, evaluatedByMe = false) => ({
  callId,
  callDate: '2026-11-24T15:04:00.000Z',
  billSec: 95,
  regionId: 'pe-central',
  agentId: agentName === 'Ana Muestra' ? 5 : 6,
  agentName,
  productId: 3,
  productName: 'Colágeno Plus',
  pick,
  evaluationCount,
  evaluatedByMe,
});

/** The queue as the server answers it, recording each query the screen asks. */
function mockQueue() {
  const asked: URLSearchParams[] = [];
  const puts: unknown[] = [];
  server.use(
    http.get(QUEUE, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const week = query.get('week') ?? '2026-11-23';
      const all = [item(11, 'Ana Muestra', 1, 1, true), item(12, 'Ana Muestra', 2), item(21, 'Beto Muestra', 1, 2)];
      const content = query.get('state') === 'open' ? all.filter((i) => i.evaluationCount === 0) : all;
      return HttpResponse.json({ week, content, totalSize: 45, agentCount: 2, sampledCount: 45, evaluatedCount: 2 });
    }),
    http.get(SETTINGS, () =>
      HttpResponse.json([
        { regionId: 'cl-central', callsPerAgent: 3, isDefault: true },
        { regionId: 'pe-central', callsPerAgent: 3, isDefault: true },
      ]),
    ),
    http.put(`${SETTINGS}/:regionId`, async ({ request, params }) => {
      puts.push({ regionId: params.regionId, body: await request.json() });
      return HttpResponse.json({ regionId: params.regionId, callsPerAgent: 5, isDefault: false });
    }),
  );
  return { asked, puts };
}

describe('/quality: the calls to evaluate', { timeout: 120_000 }, () => {
  it("a supervisor sees each agent's sampled calls of the week with their state, in Spanish", async () => {
    mockQueue();
    await renderApp({ as: 'manager', path: '/quality', language: 'es' });
    const rows = await screen.findAllByText('Ana Muestra', {}, { timeout: 30_000 });
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('queue-week').textContent).toBe('Semana del 23-11-2026');
    expect(screen.getByText('2 de 45 llamadas de la muestra evaluadas, 2 agentes')).toBeTruthy();
    const mine = screen.getByText('Evaluada por usted').closest('tr') as HTMLElement;
    expect(within(mine).getByRole('link', { name: 'Abrir' }).getAttribute('href')).toBe('/quality/calls/11');
    const beto = screen.getByText('Beto Muestra').closest('tr') as HTMLElement;
    expect(within(beto).getByText('Evaluada 2 veces')).toBeTruthy();
    const open = screen.getAllByText('Por evaluar').find((el) => el.closest('tr')) as HTMLElement;
    expect(within(open.closest('tr') as HTMLElement).getByRole('link', { name: 'Evaluar' })).toBeTruthy();
    // Only an administrator sets the sample's size.
    expect(screen.queryByRole('group', { name: 'Llamadas por agente a la semana:' })).toBeNull();
  });

  it('moves by week, shows only the calls not yet evaluated, pages, and keeps it all in the URL', async () => {
    const { asked } = mockQueue();
    const { router } = await renderApp({ as: 'manager', path: '/quality', language: 'en' });
    await screen.findByText('Beto Muestra', {}, { timeout: 30_000 });
    expect(asked[0]?.get('week')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(screen.getByTestId('queue-week').textContent).toBe('Week of 30-11-2026'));
    expect(asked.at(-1)?.get('week')).toBe('2026-11-30');

    fireEvent.click(screen.getByText('Not evaluated'));
    await waitFor(() => expect(asked.at(-1)?.get('state')).toBe('open'));
    await waitFor(() => expect(screen.queryByText('Beto Muestra')).toBeNull());
    expect(asked.at(-1)?.get('week')).toBe('2026-11-30');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('1'));
    expect(router.state.location.search).toContain('queue.page=2');
    expect(router.state.location.search).toContain('queue.week=2026-11-30');

    fireEvent.click(screen.getAllByRole('link', { name: 'Evaluate' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quality/calls/12'));
  });

  it('a disputed evaluation comes back to its evaluator under the Disputes tab', async () => {
    mockQueue();
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/module/quality/api/v1/evaluations', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ content: [], totalSize: 0 });
      }),
    );
    const { router } = await renderApp({ as: 'manager', path: '/quality', language: 'en' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Disputes' }, { timeout: 30_000 }));
    expect(await screen.findByText('No disputes waiting for your answer')).toBeTruthy();
    expect(asked.at(-1)?.get('status')).toBe('disputed');
    expect(router.state.location.search).toBe('?tab=disputes');
  });

  it('an administrator sets how many calls per agent a region samples', async () => {
    const { puts } = mockQueue();
    await renderApp({ as: 'admin', path: '/quality?tab=queue', language: 'en' });
    const size = await screen.findByLabelText('Calls per agent a week in Peru', {}, { timeout: 30_000 });
    fireEvent.change(size, { target: { value: '5' } });
    const group = screen.getByTestId('sample-size-pe-central');
    fireEvent.click(within(group).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([{ regionId: 'pe-central', body: { callsPerAgent: 5 } }]));
    expect(await screen.findByText('Peru now samples 5 calls per agent a week')).toBeTruthy();
  });
});
