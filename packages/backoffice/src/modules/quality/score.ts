/**
 * The score of an evaluation (decision 1807): each answered question counts its weight times its
 * share (yes 1, no 0; n of a 0..N scale n/N); "not applicable" leaves the question out; the score
 * is that sum over the counted weights, 0–100 with one decimal. A failed critical question (no, or
 * 0 on a scale) makes the score 0.
 */
import type { QualityAnswer, QualitySection } from '@umbrella/contract';
import { invalidField, type Refusal } from '../../platform/http-error.js';
import { questionsOf } from './form-sections.js';

export type Scored = { score: number; criticalFailed: boolean; answers: QualityAnswer[] };

/** Checks the answers against the version's questions (400 naming `answers.<questionId>`) and scores them. */
export function scoreAnswers(sections: readonly QualitySection[], given: readonly QualityAnswer[]): Scored {
  const byId = new Map(given.map((a) => [a.questionId, a.value]));
  const questions = questionsOf(sections);
  const errors: Record<string, Refusal> = {};
  for (const id of byId.keys()) {
    if (!questions.some((q) => q.id === id)) errors[`answers.${id}`] = 'is not a question of this form';
  }
  let weighted = 0;
  let weights = 0;
  let criticalFailed = false;
  const answers: QualityAnswer[] = [];
  for (const q of questions) {
    const field = `answers.${q.id}`;
    if (!byId.has(q.id)) {
      errors[field] = 'must be answered';
      continue;
    }
    const value = byId.get(q.id) ?? null;
    answers.push({ questionId: q.id, value });
    if (value === null) {
      if (!q.allowNa) errors[field] = 'may not be "not applicable"';
      continue;
    }
    const top = q.kind === 'scale' ? (q.scaleMax ?? 1) : 1;
    if (value > top) {
      errors[field] = { key: 'betweenZeroAnd', values: { limit: top } };
      continue;
    }
    if (q.critical && value === 0) criticalFailed = true;
    weighted += (q.weight * value) / top;
    weights += q.weight;
  }
  if (!Object.keys(errors).length && weights === 0) errors.answers = 'at least one question must be answered';
  if (Object.keys(errors).length) throw invalidField(errors);
  const score = criticalFailed ? 0 : Math.round((1000 * weighted) / weights) / 10;
  return { score, criticalFailed, answers };
}
