import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AGENT, profileHandlers } from '@/features/profile/testing/profile-mock';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { Evaluation } from '../api/get-call-review';
import { evaluation, summary } from '../testing/evaluation-mock';

/** The agent's evaluations served by a mocked back-office that keeps what the agent answers. */
function mockEvaluations(initial: Evaluation) {
  let current = initial;
  const posted: { path: string; body: unknown }[] = [];
  const answer =
    (status: Evaluation['status']) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as { comment?: string };
      posted.push({ path: new URL(request.url).pathname, body });
      if (status === 'disputed' && !body.comment?.trim()) {
        return HttpResponse.json(
          { message: 'comment is required', code: 'VALIDATION', errors: { comment: 'is required' } },
          { status: 400 },
        );
      }
      current = { ...current, status, agentComment: body.comment ?? null, agentAnsweredAt: '2026-11-23T09:00:00.000Z' };
      return HttpResponse.json(current);
    };
  server.use(
    ...profileHandlers().handlers,
    http.get('*/module/quality/api/v1/my-evaluations', () =>
      HttpResponse.json({ content: [summary(current)], totalSize: 1 }),
    ),
    http.get('*/module/quality/api/v1/my-evaluations/:id', () => HttpResponse.json(current)),
    http.post('*/module/quality/api/v1/my-evaluations/:id/dispute', answer('disputed')),
    http.post('*/module/quality/api/v1/my-evaluations/:id/acknowledge', answer('acknowledged')),
    http.get(
      '*/module/resources/api/v1/cdr/audio/:src',
      () => new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } }),
    ),
  );
  return posted;
}

async function openEvaluation(language: 'en' | 'es' = 'en') {
  await renderApp({ as: AGENT, path: '/profile', language });
  const row = (await screen.findByText('Marta Manager', {}, { timeout: 30_000 })).closest('tr') as HTMLElement;
  return row;
}

describe('/profile: my evaluations', { timeout: 120_000 }, () => {
  it('lists the score, evaluator, form version and critical fail; opening one plays the call and a comment seeks to its moment', async () => {
    mockEvaluations(evaluation());
    const row = await openEvaluation();
    expect(within(row).getByText('0.0')).toBeTruthy();
    expect(within(row).getByText('Critical fail')).toBeTruthy();
    expect(within(row).getByText('Llamada de venta, version 2')).toBeTruthy();
    expect(within(row).getByText('Submitted')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Open' }));
    const audio = (await screen.findByTestId('recording-audio', {}, { timeout: 30_000 })) as HTMLAudioElement;
    await waitFor(() => expect(audio.getAttribute('src')).toMatch(/^blob:/));
    const result = screen.getByTestId('evaluation-result');
    expect(within(result).getByText('Critical question failed: score 0')).toBeTruthy();
    expect(within(result).getByText('No')).toBeTruthy();
    expect(within(result).getByText('3')).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: '1:01' }));
    expect(audio.currentTime).toBe(61);
  });

  it('a dispute needs a reason; once sent it shows as disputed with the agent’s words', async () => {
    const posted = mockEvaluations(evaluation());
    const row = await openEvaluation();
    fireEvent.click(within(row).getByRole('button', { name: 'Open' }));
    const answer = await screen.findByTestId('agent-answer', {}, { timeout: 30_000 });
    fireEvent.click(within(answer).getByRole('button', { name: 'Dispute' }));
    expect(await within(answer).findByText('Say why you dispute the evaluation')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(answer).getByLabelText('Your comment'), {
      target: { value: 'Confirmé la dirección al minuto 1' },
    });
    fireEvent.click(within(answer).getByRole('button', { name: 'Dispute' }));
    const replies = await screen.findByTestId('evaluation-replies', {}, { timeout: 30_000 });
    expect(posted).toEqual([
      {
        path: '/module/quality/api/v1/my-evaluations/90/dispute',
        body: { comment: 'Confirmé la dirección al minuto 1' },
      },
    ]);
    expect(within(replies).getByText('Confirmé la dirección al minuto 1')).toBeTruthy();
    expect(within(replies).getByText(/Disputed by the agent/)).toBeTruthy();
    expect(screen.queryByTestId('agent-answer')).toBeNull();
  });

  it('reads in Spanish, with the evaluator’s answer to a dispute', async () => {
    mockEvaluations(
      evaluation({
        status: 'resolved',
        score: 83.3,
        criticalFailed: false,
        agentComment: 'Sí confirmé',
        agentAnsweredAt: '2026-11-23T09:00:00.000Z',
        disputeAnswer: 'Tienes razón',
        disputeOutcome: 'revised',
        disputeAnsweredAt: '2026-11-24T09:00:00.000Z',
      }),
    );
    const row = await openEvaluation('es');
    expect(within(row).getByText('Impugnación respondida')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Abrir' }));
    const replies = await screen.findByTestId('evaluation-replies', {}, { timeout: 30_000 });
    expect(within(replies).getByText(/El evaluador revisó la evaluación/)).toBeTruthy();
    expect(within(replies).getByText('Tienes razón')).toBeTruthy();
  });
});
