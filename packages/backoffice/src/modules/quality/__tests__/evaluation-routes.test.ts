import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { CALLS, EVALUATIONS, FORMS, peruForm, recordedCall } from './fixtures.js';

let t: TestBackoffice;
let manager: Record<string, string>;
let form: { id: number; versionId: number };
/** A version a later save replaced. */
let replacedVersionId: number;

beforeAll(async () => {
  t = await buildTestBackoffice();
  manager = await t.auth('manager');
  form = await peruForm(t);
});
afterAll(() => t.close());

const answers = (critical: number, scale: number | null = 4) => [
  { questionId: '1.1', value: 1 },
  { questionId: '1.2', value: scale },
  { questionId: '2.1', value: critical },
];

describe('evaluating a recorded call', () => {
  it('a supervisor opens a call with the forms of its product, submits; the server scores it and keeps the version', async () => {
    const callId = await recordedCall(t);
    const review = await t.app.inject({ url: `${CALLS}/${callId}`, headers: manager });
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({
      call: { id: callId, billSec: 42, productName: expect.any(String) },
      mine: null,
    });
    expect(review.json().forms.map((f: { id: number }) => f.id)).toContain(form.id);

    const submitted = await t.app.inject({
      method: 'POST',
      url: EVALUATIONS,
      headers: manager,
      payload: {
        callRecordId: callId,
        formVersionId: form.versionId,
        answers: answers(1, null),
        comments: [
          { atSeconds: 12.34, text: 'Cierra bien' },
          { atSeconds: 3, text: ' No saludó con el nombre ' },
        ],
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const evaluation = submitted.json();
    // N/A leaves the scale out: (1 + 3) / 4.
    expect(evaluation).toMatchObject({ score: 100, criticalFailed: false, status: 'submitted' });
    expect(evaluation.comments).toEqual([
      { atSeconds: 3, text: 'No saludó con el nombre' },
      { atSeconds: 12.3, text: 'Cierra bien' },
    ]);
    expect(evaluation.formVersion.id).toBe(form.versionId);

    // A later version of the form does not change the evaluation made with the first.
    await t.app.inject({
      method: 'PUT',
      url: `${FORMS}/${form.id}`,
      headers: await t.auth('admin'),
      payload: {
        name: 'Llamada de venta',
        sections: [
          { title: 'Solo', questions: [{ text: 'Q', kind: 'yesNo', weight: 1, allowNa: false, critical: false }] },
        ],
      },
    });
    const again = await t.app.inject({ url: `${EVALUATIONS}/${evaluation.id}`, headers: manager });
    expect(again.json().formVersion.sections).toHaveLength(2);
    expect((await t.app.inject({ url: `${CALLS}/${callId}`, headers: manager })).json().mine.id).toBe(evaluation.id);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'region_ids'])
      .where('target_type', '=', 'quality-evaluation')
      .where('target_id', '=', String(evaluation.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'QUALITY_EVALUATION_SUBMITTED', region_ids: ['pe-central'] });
    replacedVersionId = form.versionId;
    form = await peruForm(t);
  });

  it('a failed critical question scores 0; evaluating the same call twice is a conflict', async () => {
    const callId = await recordedCall(t);
    const payload = { callRecordId: callId, formVersionId: form.versionId, answers: answers(0), comments: [] };
    const first = await t.app.inject({ method: 'POST', url: EVALUATIONS, headers: manager, payload });
    expect(first.json()).toMatchObject({ score: 0, criticalFailed: true });
    const second = await t.app.inject({ method: 'POST', url: EVALUATIONS, headers: manager, payload });
    expect(second.statusCode).toBe(409);
  });

  it('refuses a missing answer naming the question, an old form version, and a call of another region', async () => {
    const callId = await recordedCall(t);
    const missing = await t.app.inject({
      method: 'POST',
      url: EVALUATIONS,
      headers: manager,
      payload: { callRecordId: callId, formVersionId: form.versionId, answers: answers(1).slice(1), comments: [] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty(['answers.1.1']);
    const old = await t.app.inject({
      method: 'POST',
      url: EVALUATIONS,
      headers: manager,
      payload: { callRecordId: callId, formVersionId: replacedVersionId, answers: answers(1), comments: [] },
    });
    expect(old.json().errors).toHaveProperty(['formVersionId']);
    const chile = await t.auth('manager', { regionIds: ['cl-central'] });
    expect((await t.app.inject({ url: `${CALLS}/${callId}`, headers: chile })).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: EVALUATIONS,
      headers: chile,
      payload: { callRecordId: callId, formVersionId: form.versionId, answers: answers(1), comments: [] },
    });
    expect(foreign.json().errors).toHaveProperty(['callRecordId']);
    const agent = await t.auth('agent');
    expect((await t.app.inject({ url: `${CALLS}/${callId}`, headers: agent })).statusCode).toBe(403);
  });

  it('is blind: another supervisor sees an evaluation of a call only after submitting its own', async () => {
    const callId = await recordedCall(t);
    const first = await t.app.inject({
      method: 'POST',
      url: EVALUATIONS,
      headers: manager,
      payload: { callRecordId: callId, formVersionId: form.versionId, answers: answers(1), comments: [] },
    });
    const other = await t.auth('admin');
    expect((await t.app.inject({ url: `${EVALUATIONS}/${first.json().id}`, headers: other })).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: EVALUATIONS,
      headers: other,
      payload: { callRecordId: callId, formVersionId: form.versionId, answers: answers(1, 2), comments: [] },
    });
    const seen = await t.app.inject({ url: `${EVALUATIONS}/${first.json().id}`, headers: other });
    expect(seen.statusCode).toBe(200);
  });
});
