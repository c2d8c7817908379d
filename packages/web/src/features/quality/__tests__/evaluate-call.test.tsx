import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { CallReview, Evaluation } from '../api/get-call-review';
import { CALL, evaluation, VERSION } from '../testing/evaluation-mock';

const form: CallReview['forms'][number] = {
  id: 7,
  name: 'Llamada de venta',
  productId: 3,
  productName: 'Colágeno Plus',
  regionId: 'pe-central',
  version: VERSION,
};

function mockApi() {
  const posted: unknown[] = [];
  let mine: Evaluation | null = null;
  server.use(
    http.get('*/module/quality/api/v1/calls/:id', () => HttpResponse.json({ call: CALL, forms: [form], mine })),
    http.get(
      '*/module/resources/api/v1/cdr/audio/:src',
      () => new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } }),
    ),
    http.post('*/module/quality/api/v1/evaluations', async ({ request }) => {
      const body = (await request.json()) as { answers: { value: number | null }[]; comments: Evaluation['comments'] };
      posted.push(body);
      mine = evaluation({
        answers: [
          { questionId: '1.1', value: 0 },
          { questionId: '1.2', value: null },
        ],
        comments: body.comments,
      });
      return HttpResponse.json(mine, { status: 201 });
    }),
  );
  return posted;
}

describe('/quality/calls/{callId}', { timeout: 120_000 }, () => {
  it('a supervisor scores a call while it plays, with a comment at 0:03, and sees the server’s score', async () => {
    const posted = mockApi();
    await renderApp({ as: 'manager', path: '/quality/calls/41', language: 'en' });
    const audio = (await screen.findByTestId('recording-audio', {}, { timeout: 30_000 })) as HTMLAudioElement;
    await waitFor(() => expect(audio.getAttribute('src')).toMatch(/^blob:/));
    expect(screen.getByText('Lucía Quispe')).toBeTruthy();

    audio.currentTime = 3.2;
    fireEvent.timeUpdate(audio);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'No confirmó la dirección' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment at 0:03' }));
    expect(await screen.findByText('No confirmó la dirección')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit evaluation' }));
    await waitFor(() => expect(screen.getAllByText('Answer this question')).toHaveLength(2));
    const address = screen.getByRole('radiogroup', { name: 'Confirmó la dirección' });
    fireEvent.click(within(address).getByText('No'));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Claridad' })).getByText('N/A'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit evaluation' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      callRecordId: 41,
      formVersionId: 12,
      answers: [
        { questionId: '1.1', value: 0 },
        { questionId: '1.2', value: null },
      ],
      comments: [{ atSeconds: 3.2, text: 'No confirmó la dirección' }],
    });
    const result = await screen.findByTestId('evaluation-result');
    expect(within(result).getByText('Critical question failed: score 0')).toBeTruthy();
    expect(within(result).getByRole('button', { name: '0:03' })).toBeTruthy();
  });

  it('shows where a call cannot be evaluated and reads in Spanish', async () => {
    mockApi();
    server.use(
      http.get('*/module/quality/api/v1/calls/:id', () => HttpResponse.json({ call: CALL, forms: [], mine: null })),
    );
    await renderApp({ as: 'manager', path: '/quality/calls/41', language: 'es' });
    expect(
      await screen.findByText(
        'Aún no hay formulario de evaluación para el producto de esta llamada',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  });

  it('/cdr offers Evaluate on a recorded call to a supervisor, and it opens the call', async () => {
    mockApi();
    server.use(
      http.get('*/module/resources/api/v1/cdr/calls', () =>
        HttpResponse.json({
          content: [
            {
              id: 41,
              callDate: CALL.callDate,
              billSec: 95,
              productName: 'Colágeno Plus',
              scriptName: null,
              agentName: 'Lucía',
              agentSurname: 'Quispe',
              leadStatus: 'CONFIRMED',
              leadId: 501,
              orderId: null,
              leadFullname: 'Cliente grabado',
              phoneNumber: '****',
              callAudioSrc: CALL.callAudioSrc,
            },
            {
              id: 42,
              callDate: CALL.callDate,
              billSec: 0,
              productName: 'Colágeno Plus',
              scriptName: null,
              agentName: 'Lucía',
              agentSurname: 'Quispe',
              leadStatus: 'NO_ANSWER',
              leadId: 502,
              orderId: null,
              leadFullname: 'Cliente sin grabación',
              phoneNumber: '****',
              callAudioSrc: null,
            },
          ],
          totalSize: 2,
        }),
      ),
    );
    await renderApp({ as: 'manager', path: '/cdr', language: 'en' });
    const silent = (await screen.findByText('Cliente sin grabación', {}, { timeout: 30_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(silent).queryByRole('button', { name: 'Evaluate' })).toBeNull();
    const recorded = screen.getByText('Cliente grabado').closest('tr') as HTMLElement;
    fireEvent.click(within(recorded).getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByTestId('recording-audio', {}, { timeout: 30_000 })).toBeTruthy();
  });
});
