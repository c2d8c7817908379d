import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const series = (id: number, name: string, average: number, count: number, criticalFails = 0) => ({
  id,
  name,
  average,
  count,
  criticalFails,
  weeks: [
    { week: '2026-11-16', average: average - 10, count: count - 1 },
    { week: '2026-11-23', average: 100, count: 1 },
  ],
});

function mockFigures() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/module/quality/api/v1/figures', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json({
        from: query.get('from'),
        to: query.get('to'),
        weeks: ['2026-11-16', '2026-11-23'],
        agents: [series(5, 'Ana Muestra', 72.5, 4, 1), series(6, 'Beto Muestra', 90, 2)],
        teams: [series(31, 'Equipo Norte', 78.3, 6, 1)],
        products: [series(3, 'Colágeno Plus', 78.3, 6, 1)],
      });
    }),
    http.get('*/module/quality/api/v1/critical-fails', () =>
      HttpResponse.json({
        totalSize: 1,
        content: [
          {
            evaluationId: 70,
            callId: 41,
            createdAt: '2026-11-24T15:04:00.000Z',
            regionId: 'pe-central',
            agentId: 5,
            agentName: 'Ana Muestra',
            productId: 3,
            productName: 'Colágeno Plus',
            evaluatorName: 'Marta Supervisora',
            score: 0,
          },
        ],
      }),
    ),
  );
  return asked;
}

describe('/quality: the figures', { timeout: 120_000 }, () => {
  it('shows the average per agent overall and per week, and the critical fails, in Spanish', async () => {
    mockFigures();
    await renderApp({ as: 'manager', path: '/quality?tab=figures', language: 'es' });
    const ana = (await screen.findAllByText('Ana Muestra', {}, { timeout: 30_000 }))
      .map((el) => el.closest('tr'))
      .find((tr) => tr && within(tr).queryByText('72.5')) as HTMLElement;
    expect(within(ana).getByText('62.5 (3)')).toBeTruthy();
    expect(within(ana).getByText('4')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '16-11-2026' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Fallas críticas' })).toBeTruthy();
    const fail = screen.getByText('Marta Supervisora').closest('tr') as HTMLElement;
    expect(within(fail).getByRole('link', { name: 'Abrir la llamada' }).getAttribute('href')).toBe('/quality/calls/41');
  });

  it('switches to teams and products and asks for a longer period, kept in the URL', async () => {
    const asked = mockFigures();
    const { router } = await renderApp({ as: 'manager', path: '/quality?tab=figures', language: 'en' });
    await screen.findAllByText('Beto Muestra', {}, { timeout: 30_000 });
    expect(screen.getByText(/^Average score per agent, weeks of/)).toBeTruthy();
    fireEvent.click(screen.getByText('Team'));
    expect(await screen.findByText('Equipo Norte')).toBeTruthy();
    expect(screen.queryByText('Beto Muestra')).toBeNull();
    expect(router.state.location.search).toContain('figures.by=teams');

    const first = asked[0] as URLSearchParams;
    const weeksBetween = (q: URLSearchParams) =>
      (Date.parse(q.get('to') as string) - Date.parse(q.get('from') as string)) / (7 * 86_400_000);
    expect(weeksBetween(first)).toBe(7);
    fireEvent.mouseDown(screen.getByLabelText('Period'));
    fireEvent.click(await screen.findByTitle('Last 13 weeks'));
    await waitFor(() => expect(weeksBetween(asked.at(-1) as URLSearchParams)).toBe(12));
    expect(asked.at(-1)?.get('to')).toBe(first.get('to'));
  });
});
