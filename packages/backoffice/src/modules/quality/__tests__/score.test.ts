import type { QualitySection } from '@umbrella/contract';
import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../../platform/http-error.js';
import { scoreAnswers } from '../score.js';

const q = (id: string, extra: Partial<QualitySection['questions'][number]> = {}) => ({
  id,
  text: id,
  kind: 'yesNo' as const,
  scaleMax: null,
  weight: 1,
  allowNa: false,
  critical: false,
  ...extra,
});
const sections: QualitySection[] = [
  {
    title: 'A',
    questions: [q('1.1'), q('1.2', { kind: 'scale', scaleMax: 4, weight: 2, allowNa: true })],
  },
  { title: 'B', questions: [q('2.1', { weight: 3, critical: true })] },
];

function errorsOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    return (error as HttpError).errors ?? {};
  }
  throw new Error('expected a refusal');
}

describe('the evaluation score', () => {
  it('weighs each answer, a scale by its share of the top', () => {
    const scored = scoreAnswers(sections, [
      { questionId: '1.1', value: 0 },
      { questionId: '1.2', value: 3 },
      { questionId: '2.1', value: 1 },
    ]);
    // (1·0 + 2·3/4 + 3·1) / 6 = 4.5 / 6
    expect(scored).toMatchObject({ score: 75, criticalFailed: false });
  });

  it('leaves a "not applicable" answer out of the weights', () => {
    const scored = scoreAnswers(sections, [
      { questionId: '1.1', value: 1 },
      { questionId: '1.2', value: null },
      { questionId: '2.1', value: 1 },
    ]);
    expect(scored.score).toBe(100);
  });

  it('a failed critical question makes the score 0 whatever the rest', () => {
    const scored = scoreAnswers(sections, [
      { questionId: '1.1', value: 1 },
      { questionId: '1.2', value: 4 },
      { questionId: '2.1', value: 0 },
    ]);
    expect(scored).toMatchObject({ score: 0, criticalFailed: true });
  });

  it('refuses a missing answer, N/A where it is not allowed and a value past the top, naming each question', () => {
    const errors = errorsOf(() =>
      scoreAnswers(sections, [
        { questionId: '1.1', value: null },
        { questionId: '1.2', value: 5 },
        { questionId: '9.9', value: 1 },
      ]),
    );
    expect(Object.keys(errors).sort()).toEqual(['answers.1.1', 'answers.1.2', 'answers.2.1', 'answers.9.9']);
  });
});
