import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { Calibration } from '../api/get-calibration';
import { CALL, evaluation, VERSION } from '../testing/evaluation-mock';

const [address, clarity] = VERSION.sections[0]?.questions ?? [];

const calibration: Calibration = {
  call: CALL,
  formName: 'Llamada de venta',
  formVersionNumber: 2,
  evaluators: [
    { evaluationId: 90, evaluatorId: 3, evaluatorName: 'Marta Manager', score: 75, criticalFailed: false },
    { evaluationId: 91, evaluatorId: 4, evaluatorName: 'Ada Admin', score: 100, criticalFailed: false },
  ],
  questions: [
    { section: 'Cierre', question: address as never, values: [1, 1], spread: 0, differs: false },
    { section: 'Cierre', question: clarity as never, values: [1, 4], spread: 0.75, differs: true },
  ],
  scoreSpread: 25,
  otherVersions: 1,
};

describe('/quality/calls/{callId}: calibration', { timeout: 120_000 }, () => {
  it('shows each evaluator’s answer per question, marks where they differ with the spread, and the score spread', async () => {
    server.use(
      http.get('*/module/quality/api/v1/calls/:id', () =>
        HttpResponse.json({ call: CALL, forms: [], mine: evaluation({ score: 75, criticalFailed: false }) }),
      ),
      http.get(
        '*/module/resources/api/v1/cdr/audio/:src',
        () => new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } }),
      ),
      http.get('*/module/quality/api/v1/calls/:id/calibration', () => HttpResponse.json(calibration)),
    );
    await renderApp({ as: 'manager', path: '/quality/calls/41', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Calibration' }, { timeout: 30_000 }));
    const table = await screen.findByTestId('calibration', {}, { timeout: 30_000 });
    expect(within(table).getByText('Marta Manager (75.0)')).toBeTruthy();
    expect(within(table).getByText('Ada Admin (100.0)')).toBeTruthy();
    expect(within(table).getByText('1 evaluation made with another form or version is left out')).toBeTruthy();

    const same = within(table).getByText('Cierre · Confirmó la dirección').closest('tr') as HTMLElement;
    expect(same.getAttribute('data-differs')).toBe('false');
    expect(within(same).getAllByText('Yes')).toHaveLength(2);
    expect(within(same).getByText('0%')).toBeTruthy();

    const apart = within(table).getByText('Cierre · Claridad').closest('tr') as HTMLElement;
    expect(apart.getAttribute('data-differs')).toBe('true');
    expect(within(apart).getByText('1 / 4')).toBeTruthy();
    expect(within(apart).getByText('4 / 4')).toBeTruthy();
    expect(within(apart).getByText('75%')).toBeTruthy();
    expect(within(table).getByText('Score spread (points)')).toBeTruthy();
  });
});
