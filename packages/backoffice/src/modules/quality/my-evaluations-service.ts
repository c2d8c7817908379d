/**
 * An agent's own evaluations (decision 1808): the list and each evaluation with its answers and
 * comments, and the agent's acknowledgement or dispute, once, from `submitted`. Only ever the
 * caller's own: another agent's evaluation, or one of a region the caller does not work in,
 * answers as a missing one.
 */
import type { QualityEvaluation, QualityEvaluationPage } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { recordAudit } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { conflict, invalid, notFound } from '../../platform/http-error.js';
import type { PageRequest } from '../../platform/pagination.js';
import { canSeeRegion } from '../../platform/region-scope.js';
import { withTransaction } from '../../platform/transaction.js';
import { accountLookup } from '../accounts/index.js';
import * as evaluations from './evaluation-repo.js';
import type { EvaluationService } from './evaluation-service.js';
import { summaryDtos } from './evaluation-summary.js';

type AgentCaller = Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>;

export function createMyEvaluationsService(appDb: Kysely<Database>, service: EvaluationService) {
  const db = ownTables(appDb, 'quality');
  const accounts = accountLookup(appDb);
  async function own(caller: AgentCaller, id: number) {
    const row = await evaluations.findEvaluation(db, id);
    if (!row || row.agent_id !== caller.accountId || !canSeeRegion(caller, row.region_id)) {
      throw notFound({ key: 'notFoundEvaluation', values: { id } });
    }
    return row;
  }

  async function answer(
    caller: AgentCaller,
    id: number,
    status: 'acknowledged' | 'disputed',
    comment: string | null,
  ): Promise<QualityEvaluation> {
    const row = await own(caller, id);
    const updated = await withTransaction(db, async (trx) => {
      const changed = await evaluations.answerByAgent(trx, id, caller.accountId, status, comment);
      if (!changed) throw conflict('This evaluation has already been acknowledged or disputed');
      await recordAudit(trx, caller, {
        action: status === 'disputed' ? 'QUALITY_EVALUATION_DISPUTED' : 'QUALITY_EVALUATION_ACKNOWLEDGED',
        targetType: 'quality-evaluation',
        targetId: id,
        regionIds: [row.region_id],
        details: { callRecordId: row.call_record_id, evaluatorId: row.evaluator_id, score: row.score },
      });
      return changed;
    });
    return service.dto(updated);
  }

  return {
    async list(caller: AgentCaller, page: PageRequest): Promise<QualityEvaluationPage> {
      return summaryDtos(
        accounts,
        await evaluations.summaryPage(db, { agentId: caller.accountId, regionIds: caller.regionIds }, page),
      );
    },

    async get(caller: AgentCaller, id: number): Promise<QualityEvaluation> {
      return service.dto(await own(caller, id));
    },

    acknowledge(caller: AgentCaller, id: number, comment?: string) {
      return answer(caller, id, 'acknowledged', comment?.trim() || null);
    },

    dispute(caller: AgentCaller, id: number, comment: string) {
      if (!comment.trim()) throw invalid('comment', 'is required');
      return answer(caller, id, 'disputed', comment.trim());
    },
  };
}
