import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { CALLS, EVALUATIONS, peruForm, recordedCall } from './fixtures.js';

let t: TestBackoffice;
let form: { id: number; versionId: number };

beforeAll(async () => {
  t = await buildTestBackoffice();
  form = await peruForm(t);
});
afterAll(() => t.close());

const evaluate = async (headers: Record<string, string>, callId: number, values: (number | null)[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: EVALUATIONS,
    headers,
    payload: {
      callRecordId: callId,
      formVersionId: form.versionId,
      answers: ['1.1', '1.2', '2.1'].map((questionId, i) => ({ questionId, value: values[i] })),
      comments: [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('calibrating a call several supervisors scored', () => {
  it('shows per question each evaluator’s answer and the spread as a share of the scale, and the score spread', async () => {
    const callId = await recordedCall(t);
    const manager = await t.auth('manager');
    const admin = await t.auth('admin');
    const first = await evaluate(manager, callId, [1, 4, 1]);
    // Blind: before submitting its own, the second supervisor sees no calibration.
    const blind = await t.app.inject({ url: `${CALLS}/${callId}/calibration`, headers: admin });
    expect(blind.statusCode).toBe(404);
    const second = await evaluate(admin, callId, [1, 1, 1]);

    const res = await t.app.inject({ url: `${CALLS}/${callId}/calibration`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const calibration = res.json();
    expect(calibration.evaluators.map((e: { evaluationId: number }) => e.evaluationId)).toEqual([first.id, second.id]);
    expect(calibration).toMatchObject({ formName: 'Llamada de venta', formVersionNumber: 1, otherVersions: 0 });
    // Scores: (1 + 2·4/4 + 3)/6 = 100 and (1 + 2·1/4 + 3)/6 = 75.
    expect(calibration.scoreSpread).toBe(25);
    expect(
      calibration.questions.map(
        (q: { question: { id: string }; values: unknown[]; spread: number; differs: boolean }) => [
          q.question.id,
          q.values,
          q.spread,
          q.differs,
        ],
      ),
    ).toEqual([
      ['1.1', [1, 1], 0, false],
      ['1.2', [4, 1], 0.75, true],
      ['2.1', [1, 1], 0, false],
    ]);
    // The first supervisor sees the same comparison.
    expect((await t.app.inject({ url: `${CALLS}/${callId}/calibration`, headers: manager })).json().scoreSpread).toBe(
      25,
    );
  });

  it('N/A against a value differs; a call of another region answers as a missing one; agents have no calibration', async () => {
    const callId = await recordedCall(t);
    await evaluate(await t.auth('manager'), callId, [1, null, 1]);
    await evaluate(await t.auth('admin'), callId, [1, 2, 1]);
    const res = await t.app.inject({ url: `${CALLS}/${callId}/calibration`, headers: await t.auth('manager') });
    expect(res.json().questions[1]).toMatchObject({ values: [null, 2], spread: 0, differs: true });

    const chile = await t.auth('manager', { regionIds: ['cl-central'] });
    const foreign = await t.app.inject({ url: `${CALLS}/${callId}/calibration`, headers: chile });
    const missing = await t.app.inject({ url: `${CALLS}/999999/calibration`, headers: chile });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message.replace(String(callId), '<id>')).toBe(
      missing.json().message.replace('999999', '<id>'),
    );
    expect(
      (await t.app.inject({ url: `${CALLS}/${callId}/calibration`, headers: await t.auth('agent') })).statusCode,
    ).toBe(403);
  });
});
