import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { Evaluation } from '../api/get-call-review';
import { CALL, evaluation } from '../testing/evaluation-mock';

const disputed = evaluation({
  status: 'disputed',
  agentComment: 'Confirmé la dirección al minuto 1',
  agentAnsweredAt: '2026-11-23T09:00:00.000Z',
});

function mockApi() {
  let mine: Evaluation = disputed;
  const posted: unknown[] = [];
  server.use(
    http.get('*/module/quality/api/v1/calls/:id', () => HttpResponse.json({ call: CALL, forms: [], mine })),
    http.get(
      '*/module/resources/api/v1/cdr/audio/:src',
      () => new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } }),
    ),
    http.post('*/module/quality/api/v1/evaluations/:id/dispute-answer', async ({ request }) => {
      const body = (await request.json()) as { answer: string; outcome: 'kept' | 'revised' };
      posted.push(body);
      mine = {
        ...mine,
        status: 'resolved',
        score: body.outcome === 'revised' ? 100 : mine.score,
        criticalFailed: body.outcome !== 'revised',
        disputeAnswer: body.answer,
        disputeOutcome: body.outcome,
        disputeAnsweredAt: '2026-11-24T09:00:00.000Z',
      };
      return HttpResponse.json(mine);
    }),
  );
  return posted;
}

describe('/quality/calls/{callId}: a disputed evaluation', { timeout: 120_000 }, () => {
  it('the evaluator reads the agent’s dispute and revises the answers with an answer; the answer replaces the form', async () => {
    const posted = mockApi();
    await renderApp({ as: 'manager', path: '/quality/calls/41', language: 'en' });
    const replies = await screen.findByTestId('evaluation-replies', {}, { timeout: 30_000 });
    expect(within(replies).getByText('Confirmé la dirección al minuto 1')).toBeTruthy();

    const form = screen.getByTestId('dispute-answer');
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText('Answer the agent')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.click(within(form).getByText('Revise it'));
    const address = await within(form).findByRole('radiogroup', { name: 'Confirmó la dirección' });
    fireEvent.click(within(address).getByText('Yes'));
    fireEvent.change(within(form).getByLabelText('Your answer to the agent'), { target: { value: 'Tienes razón' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      answer: 'Tienes razón',
      outcome: 'revised',
      answers: [
        { questionId: '1.1', value: 1 },
        { questionId: '1.2', value: 3 },
      ],
    });
    expect(await screen.findByText(/The evaluator revised the evaluation/)).toBeTruthy();
    expect(screen.queryByTestId('dispute-answer')).toBeNull();
  });
});
