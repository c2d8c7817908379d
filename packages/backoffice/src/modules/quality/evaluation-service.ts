/**
 * Evaluating recorded calls (decision 1807): a supervisor opens a call of its regions with the
 * forms of the call's product, and submits its answers and time-stamped comments once; the
 * server scores them against the form's current version, which the evaluation keeps. Evaluations
 * are blind: another evaluator's answers on a call show only to one who has submitted its own.
 */
import type {
  QualityCall,
  QualityCallReview,
  QualityComment,
  QualityEvaluation,
  QualityEvaluationBody,
  QualityForm,
} from '@umbrella/contract';
import { ownTables } from '../../db/owners.js';
import { recordAudit } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { conflict, invalid, notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { canSeeRegion, foundInRegions } from '../../platform/region-scope.js';
import { withTransaction } from '../../platform/transaction.js';
import { accountLookup } from '../accounts/index.js';
import { findRecordedCall, type RecordedCall } from '../telephony/index.js';
import * as evaluations from './evaluation-repo.js';
import * as forms from './form-repo.js';
import { versionDto } from './form-service.js';
import { scoreAnswers } from './score.js';

type EvaluationCaller = Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>;

const iso = (date: Date | string) => new Date(date).toISOString();

export function callDto(call: RecordedCall): QualityCall {
  return {
    id: call.id,
    callDate: iso(call.callDate),
    billSec: call.billSec,
    agentId: call.agentId,
    agentName: call.agentName,
    productId: call.productId,
    productName: call.productName,
    callAudioSrc: call.audioSrc,
  };
}

/** Comments stamped to a tenth of a second, blank ones dropped, in time order. */
export function timedComments(comments: readonly QualityComment[]): QualityComment[] {
  return comments
    .map((c) => ({ atSeconds: Math.round(c.atSeconds * 10) / 10, text: c.text.trim() }))
    .filter((c) => c.text)
    .sort((a, b) => a.atSeconds - b.atSeconds);
}

export function createEvaluationService({ db: appDb }: Pick<ModuleDeps, 'db'>) {
  const db = ownTables(appDb, 'quality');
  const accounts = accountLookup(appDb);
  async function callInRegions(caller: EvaluationCaller, callId: number) {
    return foundInRegions(caller, await findRecordedCall(appDb, callId), (c) => c.regionId, {
      key: 'notFoundRecordedCall',
      values: { id: callId },
    });
  }

  /** The live forms of the product, each with its current version. */
  async function formsOf(call: RecordedCall): Promise<QualityForm[]> {
    const rows = await forms.productForms(db, call.productId);
    const latest = await forms.latestVersions(
      db,
      rows.map((f) => f.id),
    );
    return rows.map((f) => ({
      id: f.id,
      name: f.name,
      productId: f.product_id,
      productName: call.productName,
      regionId: f.region_id,
      version: versionDto(latest.get(f.id) as forms.FormVersionRow),
    }));
  }

  /** The evaluation as the API answers it, with its call, form version and evaluator. */
  async function dto(row: evaluations.EvaluationRow, known?: RecordedCall): Promise<QualityEvaluation> {
    const version = (await forms.findVersion(db, row.form_version_id)) as forms.FormVersionRow;
    const [call, form, evaluatorName] = await Promise.all([
      known ?? findRecordedCall(appDb, row.call_record_id),
      forms.findAnyForm(db, version.form_id),
      accounts.displayName(row.evaluator_id),
    ]);
    if (!call) throw notFound({ key: 'notFoundEvaluation', values: { id: row.id } });
    return {
      id: row.id,
      call: callDto(call),
      evaluatorId: row.evaluator_id,
      evaluatorName: evaluatorName ?? '',
      formId: version.form_id,
      formName: form?.name ?? '',
      formVersion: versionDto(version),
      answers: row.answers,
      comments: row.comments,
      score: row.score,
      criticalFailed: row.critical_failed,
      status: row.status,
      agentComment: row.agent_comment,
      agentAnsweredAt: row.answered_at && iso(row.answered_at),
      disputeAnswer: row.dispute_answer,
      disputeOutcome: row.dispute_outcome,
      disputeAnsweredAt: row.dispute_answered_at && iso(row.dispute_answered_at),
      createdAt: iso(row.created_at),
    };
  }

  return {
    dto,

    async review(caller: EvaluationCaller, callId: number): Promise<QualityCallReview> {
      const call = await callInRegions(caller, callId);
      const [formList, mine] = await Promise.all([
        formsOf(call),
        evaluations.evaluationBy(db, callId, caller.accountId),
      ]);
      return { call: callDto(call), forms: formList, mine: mine ? await dto(mine, call) : null };
    },

    async submit(caller: EvaluationCaller, body: QualityEvaluationBody): Promise<QualityEvaluation> {
      const call = await findRecordedCall(appDb, body.callRecordId);
      if (!call || !canSeeRegion(caller, call.regionId)) {
        throw invalid('callRecordId', { key: 'notFoundRecordedCall', values: { id: body.callRecordId } });
      }
      const current = (await formsOf(call)).find((f) => f.version.id === body.formVersionId);
      if (!current) throw invalid('formVersionId', "is not the current version of a form of the call's product");
      const { score, criticalFailed, answers } = scoreAnswers(current.version.sections, body.answers);
      const comments = timedComments(body.comments);
      const row = await withTransaction(db, async (trx) => {
        const inserted = await evaluations.insertEvaluation(trx, {
          call_record_id: call.id,
          form_version_id: current.version.id,
          evaluator_id: caller.accountId,
          agent_id: call.agentId,
          region_id: call.regionId,
          product_id: call.productId,
          answers,
          comments,
          score,
          critical_failed: criticalFailed,
        });
        if (!inserted) throw conflict('You have already evaluated this call');
        await recordAudit(trx, caller, {
          action: 'QUALITY_EVALUATION_SUBMITTED',
          targetType: 'quality-evaluation',
          targetId: inserted.id,
          regionIds: [call.regionId],
          details: { callRecordId: call.id, agentId: call.agentId, score, criticalFailed },
        });
        return inserted;
      });
      return dto(row, call);
    },

    /** An evaluation of the caller's regions: its own, or another's once it has evaluated the call too. */
    async get(caller: EvaluationCaller, id: number): Promise<QualityEvaluation> {
      const row = foundInRegions(caller, await evaluations.findEvaluation(db, id), (e) => e.region_id, {
        key: 'notFoundEvaluation',
        values: { id },
      });
      if (
        row.evaluator_id !== caller.accountId &&
        !(await evaluations.evaluationBy(db, row.call_record_id, caller.accountId))
      ) {
        throw notFound({ key: 'notFoundEvaluation', values: { id } });
      }
      return dto(row);
    },
  };
}

export type EvaluationService = ReturnType<typeof createEvaluationService>;
