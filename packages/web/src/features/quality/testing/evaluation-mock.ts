/** A scored call of the quality screens' tests: its call, its form's version and an evaluation of it. */
import type { CallReview, Evaluation } from '../api/get-call-review';
import type { EvaluationSummary } from '../api/list-my-evaluations';

export const CALL: CallReview['call'] = {
  id: 41,
  callDate: '2026-11-22T14:05:09.000Z',
  billSec: 95,
  agentId: 1,
  agentName: 'Lucía Quispe',
  productId: 3,
  productName: 'Colágeno Plus',
  callAudioSrc: 'call-41-0123456789abcdef.wav',
};

export const VERSION: Evaluation['formVersion'] = {
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
};

export function evaluation(extra: Partial<Evaluation> = {}): Evaluation {
  return {
    id: 90,
    call: CALL,
    evaluatorId: 3,
    evaluatorName: 'Marta Manager',
    formId: 7,
    formName: 'Llamada de venta',
    formVersion: VERSION,
    answers: [
      { questionId: '1.1', value: 0 },
      { questionId: '1.2', value: 3 },
    ],
    comments: [
      { atSeconds: 3.2, text: 'No confirmó la dirección' },
      { atSeconds: 61, text: 'Buen cierre' },
    ],
    score: 0,
    criticalFailed: true,
    status: 'submitted',
    agentComment: null,
    agentAnsweredAt: null,
    disputeAnswer: null,
    disputeOutcome: null,
    disputeAnsweredAt: null,
    createdAt: '2026-11-22T15:00:00.000Z',
    ...extra,
  };
}

export function summary(of: Evaluation): EvaluationSummary {
  return {
    id: of.id,
    callId: of.call.id,
    agentId: of.call.agentId,
    agentName: of.call.agentName,
    evaluatorId: of.evaluatorId,
    evaluatorName: of.evaluatorName,
    formName: of.formName,
    formVersionNumber: of.formVersion.number,
    score: of.score,
    criticalFailed: of.criticalFailed,
    status: of.status,
    createdAt: of.createdAt,
  };
}
