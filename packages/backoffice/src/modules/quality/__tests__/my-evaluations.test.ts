import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { EVALUATIONS, peruForm, recordedCall } from './fixtures.js';

const MINE = '/module/quality/api/v1/my-evaluations';
const CDR_AUDIO = '/module/resources/api/v1/cdr/audio';

let t: TestBackoffice;
let manager: Record<string, string>;
let agent: Record<string, string>;
let form: { id: number; versionId: number };
const dataDir = mkdtempSync(join(tmpdir(), 'umbrella-quality-'));

beforeAll(async () => {
  t = await buildTestBackoffice({ config: { dataDir } });
  manager = await t.auth('manager');
  agent = await t.auth('agent');
  form = await peruForm(t);
});
afterAll(() => t.close());

const answers = [
  { questionId: '1.1', value: 1 },
  { questionId: '1.2', value: 2 },
  { questionId: '2.1', value: 0 },
];

/** A call of `username` the manager evaluates, with a comment at 0:03; answers the evaluation id. */
async function evaluated(username = 'agent', headers = manager): Promise<number> {
  const callId = await recordedCall(t, username);
  const res = await t.app.inject({
    method: 'POST',
    url: EVALUATIONS,
    headers,
    payload: {
      callRecordId: callId,
      formVersionId: form.versionId,
      answers,
      comments: [{ atSeconds: 3, text: 'Sin saludo' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const audit = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_login', 'region_ids'])
    .where('target_type', '=', 'quality-evaluation')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

describe("an agent's own evaluations", () => {
  it('lists only the caller’s own, with the evaluator, the form and its version, the score and a critical fail', async () => {
    const own = await evaluated('agent');
    const others = await evaluated('agent2');
    const list = await t.app.inject({ url: MINE, headers: agent });
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().content.map((e: { id: number }) => e.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(others);
    expect(list.json().content.find((e: { id: number }) => e.id === own)).toMatchObject({
      evaluatorName: expect.stringMatching(/\S/),
      formName: 'Llamada de venta',
      formVersionNumber: 1,
      score: 0,
      criticalFailed: true,
      status: 'submitted',
    });
    const mine = await t.app.inject({ url: `${MINE}/${own}`, headers: agent });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ answers, comments: [{ atSeconds: 3, text: 'Sin saludo' }] });
    // Another agent's evaluation answers as a missing one.
    const theirs = await t.app.inject({ url: `${MINE}/${others}`, headers: agent });
    const missing = await t.app.inject({ url: `${MINE}/999999`, headers: agent });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message.replace(String(others), '<id>')).toBe(
      missing.json().message.replace('999999', '<id>'),
    );
    // In a region the caller does not work in, the own evaluation is missing too.
    const chile = await t.auth('agent', { regionIds: ['cl-central'] });
    expect((await t.app.inject({ url: `${MINE}/${own}`, headers: chile })).statusCode).toBe(404);
    expect((await t.app.inject({ url: MINE, headers: chile })).json().content).toEqual([]);
  });

  it('the agent hears the recording of its own evaluated call, not another agent’s', async () => {
    const own = (await t.app.inject({ url: `${MINE}/${await evaluated('agent')}`, headers: agent })).json();
    const theirs = await recordedCall(t, 'agent2');
    const src = async (id: number) =>
      (await t.db.selectFrom('call_records').select('audio_src').where('id', '=', id).executeTakeFirstOrThrow())
        .audio_src as string;
    const bytes = Buffer.from([1, 2, 3, 4]);
    mkdirSync(join(dataDir, 'recordings'), { recursive: true });
    for (const key of [own.call.callAudioSrc, await src(theirs)])
      writeFileSync(join(dataDir, 'recordings', key), bytes);
    const ownAudio = await t.app.inject({ url: `${CDR_AUDIO}/${own.call.callAudioSrc}`, headers: agent });
    expect(ownAudio.statusCode).toBe(200);
    expect(ownAudio.rawPayload).toEqual(bytes);
    const theirAudio = await t.app.inject({ url: `${CDR_AUDIO}/${await src(theirs)}`, headers: agent });
    expect(theirAudio.statusCode).toBe(404);
    // The supervisor still hears every call of its regions.
    expect((await t.app.inject({ url: `${CDR_AUDIO}/${await src(theirs)}`, headers: manager })).statusCode).toBe(200);
  });
});

describe('acknowledging or disputing', () => {
  it('the agent acknowledges once; a second answer is a conflict; audited', async () => {
    const id = await evaluated();
    const ack = await t.app.inject({ method: 'POST', url: `${MINE}/${id}/acknowledge`, headers: agent, payload: {} });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json()).toMatchObject({
      status: 'acknowledged',
      agentComment: null,
      agentAnsweredAt: expect.any(String),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `${MINE}/${id}/dispute`,
      headers: agent,
      payload: { comment: 'Sí saludé' },
    });
    expect(again.statusCode).toBe(409);
    expect((await audit(id)).map((a) => a.action)).toEqual([
      'QUALITY_EVALUATION_SUBMITTED',
      'QUALITY_EVALUATION_ACKNOWLEDGED',
    ]);
  });

  it('a dispute needs a comment of at most 1000 characters; only the evaluated agent disputes', async () => {
    const id = await evaluated();
    const blank = await t.app.inject({
      method: 'POST',
      url: `${MINE}/${id}/dispute`,
      headers: agent,
      payload: { comment: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('comment');
    const long = await t.app.inject({
      method: 'POST',
      url: `${MINE}/${id}/dispute`,
      headers: agent,
      payload: { comment: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('comment');
    const other = await t.app.inject({
      method: 'POST',
      url: `${MINE}/${id}/dispute`,
      headers: await t.auth('agent2'),
      payload: { comment: 'No es mía' },
    });
    expect(other.statusCode).toBe(404);
    const evaluator = await t.app.inject({
      method: 'POST',
      url: `${MINE}/${id}/acknowledge`,
      headers: manager,
      payload: {},
    });
    expect(evaluator.statusCode).toBe(404);
    const disputed = await t.app.inject({
      method: 'POST',
      url: `${MINE}/${id}/dispute`,
      headers: agent,
      payload: { comment: ' Sí confirmé la dirección al minuto 1 ' },
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json()).toMatchObject({ status: 'disputed', agentComment: 'Sí confirmé la dirección al minuto 1' });
    expect((await audit(id)).at(-1)).toMatchObject({
      action: 'QUALITY_EVALUATION_DISPUTED',
      region_ids: ['pe-central'],
    });
  });
});

describe("the evaluator's answer to a dispute", () => {
  async function disputedEvaluation() {
    const id = await evaluated();
    await t.app.inject({
      method: 'POST',
      url: `${MINE}/${id}/dispute`,
      headers: agent,
      payload: { comment: 'Revise' },
    });
    return id;
  }

  it('the dispute reaches the evaluator’s disputed queue; a revision is scored again and the agent sees the answer', async () => {
    const id = await disputedEvaluation();
    const queue = await t.app.inject({ url: `${EVALUATIONS}?status=disputed`, headers: manager });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().content.map((e: { id: number }) => e.id)).toContain(id);
    expect(queue.json().content.every((e: { status: string }) => e.status === 'disputed')).toBe(true);
    // Another evaluator's queue does not hold it.
    const adminQueue = await t.app.inject({ url: `${EVALUATIONS}?status=disputed`, headers: await t.auth('admin') });
    expect(adminQueue.json().content.map((e: { id: number }) => e.id)).not.toContain(id);

    const revised = await t.app.inject({
      method: 'POST',
      url: `${EVALUATIONS}/${id}/dispute-answer`,
      headers: manager,
      payload: {
        answer: 'Tienes razón, confirmaste la dirección',
        outcome: 'revised',
        answers: [
          { questionId: '1.1', value: 1 },
          { questionId: '1.2', value: 2 },
          { questionId: '2.1', value: 1 },
        ],
      },
    });
    expect(revised.statusCode, revised.body).toBe(200);
    // (1 + 2·2/4 + 3) / 6 = 5/6.
    expect(revised.json()).toMatchObject({
      status: 'resolved',
      score: 83.3,
      criticalFailed: false,
      disputeOutcome: 'revised',
      comments: [{ atSeconds: 3, text: 'Sin saludo' }],
    });
    const seen = await t.app.inject({ url: `${MINE}/${id}`, headers: agent });
    expect(seen.json()).toMatchObject({
      status: 'resolved',
      score: 83.3,
      disputeAnswer: 'Tienes razón, confirmaste la dirección',
    });
    const entry = (await audit(id)).at(-1);
    expect(entry).toMatchObject({ action: 'QUALITY_DISPUTE_ANSWERED', region_ids: ['pe-central'] });
    const again = await t.app.inject({
      method: 'POST',
      url: `${EVALUATIONS}/${id}/dispute-answer`,
      headers: manager,
      payload: { answer: 'Otra vez', outcome: 'kept' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps the scoring; refuses a blank answer, a revision without answers, an undisputed one, and another evaluator', async () => {
    const undisputed = await evaluated();
    const notOpen = await t.app.inject({
      method: 'POST',
      url: `${EVALUATIONS}/${undisputed}/dispute-answer`,
      headers: manager,
      payload: { answer: 'Nada que responder', outcome: 'kept' },
    });
    expect(notOpen.statusCode).toBe(409);

    const id = await disputedEvaluation();
    const send = (payload: object, headers = manager) =>
      t.app.inject({ method: 'POST', url: `${EVALUATIONS}/${id}/dispute-answer`, headers, payload });
    expect((await send({ answer: ' ', outcome: 'kept' })).json().errors).toHaveProperty('answer');
    expect((await send({ answer: 'Reviso', outcome: 'revised' })).json().errors).toHaveProperty('answers');
    expect(
      (await send({ answer: 'Reviso', outcome: 'revised', answers: answers.slice(1) })).json().errors,
    ).toHaveProperty(['answers.1.1']);
    expect((await send({ answer: 'x'.repeat(1001), outcome: 'kept' })).json().errors).toHaveProperty('answer');
    expect((await send({ answer: 'No soy yo', outcome: 'kept' }, await t.auth('admin'))).statusCode).toBe(404);
    const chile = await t.auth('manager', { regionIds: ['cl-central'] });
    expect((await send({ answer: 'Desde Chile', outcome: 'kept' }, chile)).statusCode).toBe(404);
    expect((await send({ answer: 'Reviso', outcome: 'kept' }, agent)).statusCode).toBe(403);

    const kept = await send({ answer: 'Se mantiene: no confirmó la dirección', outcome: 'kept' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ status: 'resolved', score: 0, criticalFailed: true, disputeOutcome: 'kept' });
  });
});
