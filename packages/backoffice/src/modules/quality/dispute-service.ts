/**
 * Disputes, the evaluator's side (decision 1808): its evaluations in a status (`disputed` is its
 * queue of disputes to answer), and its answer to a dispute, keeping its scoring or revising it.
 * A revision is scored again, against the version the evaluation was made with; the agent sees
 * the answer on its evaluation. Only the evaluator who made the evaluation answers it.
 */
import type {
  QualityDisputeAnswerBody,
  QualityEvaluation,
  QualityEvaluationPage,
  QualityEvaluationQuery,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { recordAudit } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { conflict, invalid, notFound } from '../../platform/http-error.js';
import { canSeeRegion } from '../../platform/region-scope.js';
import { withTransaction } from '../../platform/transaction.js';
import { accountLookup } from '../accounts/index.js';
import * as evaluations from './evaluation-repo.js';
import { type EvaluationService, timedComments } from './evaluation-service.js';
import { summaryDtos } from './evaluation-summary.js';
import * as forms from './form-repo.js';
import { scoreAnswers } from './score.js';

type EvaluatorCaller = Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>;

export function createDisputeService(appDb: Kysely<Database>, service: EvaluationService) {
  const db = ownTables(appDb, 'quality');
  const accounts = accountLookup(appDb);
  /** The revision of a disputed evaluation, scored with its own form version. */
  async function revision(row: evaluations.EvaluationRow, body: QualityDisputeAnswerBody) {
    if (!body.answers) throw invalid('answers', 'is required');
    const version = (await forms.findVersion(db, row.form_version_id)) as forms.FormVersionRow;
    const scored = scoreAnswers(version.sections, body.answers);
    return {
      answers: scored.answers,
      comments: timedComments(body.comments ?? row.comments),
      score: scored.score,
      critical_failed: scored.criticalFailed,
    };
  }

  return {
    async list(
      caller: EvaluatorCaller,
      query: QualityEvaluationQuery & { page: number; size: number },
    ): Promise<QualityEvaluationPage> {
      const page = await evaluations.summaryPage(
        db,
        { evaluatorId: caller.accountId, status: query.status, regionIds: caller.regionIds },
        query,
      );
      return summaryDtos(accounts, page);
    },

    async answer(caller: EvaluatorCaller, id: number, body: QualityDisputeAnswerBody): Promise<QualityEvaluation> {
      const row = await evaluations.findEvaluation(db, id);
      if (!row || row.evaluator_id !== caller.accountId || !canSeeRegion(caller, row.region_id)) {
        throw notFound({ key: 'notFoundEvaluation', values: { id } });
      }
      const answer = body.answer.trim();
      if (!answer) throw invalid('answer', 'is required');
      const revised = body.outcome === 'revised' ? await revision(row, body) : undefined;
      const updated = await withTransaction(db, async (trx) => {
        const changed = await evaluations.answerDispute(trx, id, caller.accountId, {
          answer,
          outcome: body.outcome,
          revision: revised,
        });
        if (!changed) throw conflict('This evaluation has no open dispute to answer');
        await recordAudit(trx, caller, {
          action: 'QUALITY_DISPUTE_ANSWERED',
          targetType: 'quality-evaluation',
          targetId: id,
          regionIds: [row.region_id],
          details: { agentId: row.agent_id, outcome: body.outcome, previousScore: row.score, score: changed.score },
        });
        return changed;
      });
      return service.dto(updated);
    },
  };
}
