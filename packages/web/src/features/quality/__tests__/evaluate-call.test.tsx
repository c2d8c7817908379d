import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { CallReview, Evaluation } from '../api/get-call-review';

const call: CallReview['call'] = {
  id: 41,
  callDate: '2026-11-22T14:05:09.000Z',
  billSec: 95,
  agentId: 1,
  agentName: 'Lucía Quispe',
  productId: 3,
  productName: 'Colágeno Plus',
  callAudioSrc: 'call-41-0123456789abcdef.wav',
};
const form: CallReview['forms'][number] = {
  id: 7,
  name: 'Llamada de venta',
  productId: 3,
  productName: 'Colágeno Plus',
  regionId: 'pe-central',
  version: {
    id: 12,
    number: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    sections: [
      {
        title: 'Cierre',
        questions: [
          {
            id: '1.1',
            text: 'Confirmó la dirección',
            kind: 'yesNo',
            scaleMax: null,
            weight: 3,
            allowNa: false,
            critical: true,
          },
          { id: '1.2', text: 'Claridad', kind: 'scale', scaleMax: 4, weight: 1, allowNa: true, critical: false },
        ],
      },
    ],
  },
};

function mockApi() {
  const posted: unknown[] = [];
  let mine: Evaluation | null = null;
  server.use(
    http.get('*/module/quality/api/v1/calls/:id', () => HttpResponse.json({ call, forms: [form], mine })),
    http.get(
      '*/module/resources/api/v1/cdr/audio/:src',
      () => new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } }),
    ),
    http.post('*/module/quality/api/v1/evaluations', async ({ request }) => {
      const body = (await request.json()) as { answers: { value: number | null }[]; comments: Evaluation['comments'] };
      posted.push(body);
      mine = {
        id: 90,
        call,
        evaluatorId: 3,
        evaluatorName: 'Marta Manager',
        formId: 7,
        formName: 'Llamada de venta',
        formVersion: form.version,
        answers: [
          { questionId: '1.1', value: 0 },
          { questionId: '1.2', value: null },
        ],
        comments: body.comments,
        score: 0,
        criticalFailed: true,
        status: 'submitted',
        agentComment: null,
        agentAnsweredAt: null,
        disputeAnswer: null,
        disputeOutcome: null,
        disputeAnsweredAt: null,
        createdAt: '2026-11-22T15:00:00.000Z',
      };
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
    server.use(http.get('*/module/quality/api/v1/calls/:id', () => HttpResponse.json({ call, forms: [], mine: null })));
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
              callDate: call.callDate,
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
              callAudioSrc: call.callAudioSrc,
            },
            {
              id: 42,
              callDate: call.callDate,
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
