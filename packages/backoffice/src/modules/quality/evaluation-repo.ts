/** The quality_evaluations table: one evaluator's scoring of one recorded call, and what followed it. */
import type { QualityAnswer, QualityComment, QualityDisputeOutcome, QualityEvaluationStatus } from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';
import { fetchPage, type PageRequest } from '../../platform/pagination.js';

type Db = ModuleDb<'quality'>;

export type EvaluationRow = {
  id: number;
  call_record_id: number;
  form_version_id: number;
  evaluator_id: number;
  agent_id: number;
  region_id: string;
  product_id: number;
  answers: QualityAnswer[];
  comments: QualityComment[];
  score: number;
  critical_failed: boolean;
  status: QualityEvaluationStatus;
  agent_comment: string | null;
  answered_at: Date | null;
  dispute_answer: string | null;
  dispute_outcome: QualityDisputeOutcome | null;
  dispute_answered_at: Date | null;
  created_at: Date;
};

export const evaluationColumns = [
  'id',
  'call_record_id',
  'form_version_id',
  'evaluator_id',
  'agent_id',
  'region_id',
  'product_id',
  'answers',
  'comments',
  'score',
  'critical_failed',
  'status',
  'agent_comment',
  'answered_at',
  'dispute_answer',
  'dispute_outcome',
  'dispute_answered_at',
  'created_at',
] as const;

export async function findEvaluation(db: Db, id: number): Promise<EvaluationRow | undefined> {
  return (await db
    .selectFrom('quality_evaluations')
    .select(evaluationColumns)
    .where('id', '=', id)
    .executeTakeFirst()) as EvaluationRow | undefined;
}

/** The evaluator's evaluation of the call, if it made one. */
export async function evaluationBy(db: Db, callRecordId: number, evaluatorId: number) {
  return (await db
    .selectFrom('quality_evaluations')
    .select(evaluationColumns)
    .where('call_record_id', '=', callRecordId)
    .where('evaluator_id', '=', evaluatorId)
    .executeTakeFirst()) as EvaluationRow | undefined;
}

/** Every evaluation of the call, oldest first. */
export async function callEvaluations(db: Db, callRecordId: number): Promise<EvaluationRow[]> {
  return (await db
    .selectFrom('quality_evaluations')
    .select(evaluationColumns)
    .where('call_record_id', '=', callRecordId)
    .orderBy('id')
    .execute()) as EvaluationRow[];
}

export type NewEvaluation = Omit<
  EvaluationRow,
  | 'id'
  | 'status'
  | 'agent_comment'
  | 'answered_at'
  | 'dispute_answer'
  | 'dispute_outcome'
  | 'dispute_answered_at'
  | 'created_at'
>;

/** Inserts the evaluation; undefined when the evaluator already evaluated this call. */
export async function insertEvaluation(db: Db, row: NewEvaluation): Promise<EvaluationRow | undefined> {
  return (await db
    .insertInto('quality_evaluations')
    .values({ ...row, answers: JSON.stringify(row.answers), comments: JSON.stringify(row.comments) })
    .onConflict((oc) => oc.columns(['call_record_id', 'evaluator_id']).doNothing())
    .returning(evaluationColumns)
    .executeTakeFirst()) as EvaluationRow | undefined;
}

export type SummaryRow = Pick<
  EvaluationRow,
  'id' | 'call_record_id' | 'agent_id' | 'evaluator_id' | 'score' | 'critical_failed' | 'status' | 'created_at'
> & { form_name: string; version: number };

/** A page of the evaluations of an agent or by an evaluator (in one status when given), newest first. */
export async function summaryPage(
  db: Db,
  filter: { agentId?: number; evaluatorId?: number; status?: QualityEvaluationStatus; regionIds: readonly string[] },
  page: PageRequest,
) {
  let matching = db
    .selectFrom('quality_evaluations as e')
    .where('e.region_id', 'in', filter.regionIds.length ? [...filter.regionIds] : [''])
    .$if(filter.agentId !== undefined, (q) => q.where('e.agent_id', '=', filter.agentId as number))
    .$if(filter.evaluatorId !== undefined, (q) => q.where('e.evaluator_id', '=', filter.evaluatorId as number));
  if (filter.status) matching = matching.where('e.status', '=', filter.status);
  const rows = matching
    .innerJoin('quality_form_versions as v', 'v.id', 'e.form_version_id')
    .innerJoin('quality_forms as f', 'f.id', 'v.form_id')
    .select([
      'e.id',
      'e.call_record_id',
      'e.agent_id',
      'e.evaluator_id',
      'e.score',
      'e.critical_failed',
      'e.status',
      'e.created_at',
      'f.name as form_name',
      'v.version',
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc');
  const result = await fetchPage(rows, matching, page);
  return { totalSize: result.totalSize, content: result.content as SummaryRow[] };
}

/**
 * The agent acknowledges or disputes its evaluation: only from `submitted`, once. Undefined when
 * the evaluation is not the agent's or was already answered.
 */
export async function answerByAgent(
  db: Db,
  id: number,
  agentId: number,
  status: 'acknowledged' | 'disputed',
  comment: string | null,
): Promise<EvaluationRow | undefined> {
  return (await db
    .updateTable('quality_evaluations')
    .set({ status, agent_comment: comment, answered_at: new Date() })
    .where('id', '=', id)
    .where('agent_id', '=', agentId)
    .where('status', '=', 'submitted')
    .returning(evaluationColumns)
    .executeTakeFirst()) as EvaluationRow | undefined;
}

export type DisputeAnswer = {
  answer: string;
  outcome: QualityDisputeOutcome;
  revision?: Pick<EvaluationRow, 'answers' | 'comments' | 'score' | 'critical_failed'>;
};

/** The evaluator answers the dispute of its evaluation; undefined when there is no open dispute. */
export async function answerDispute(
  db: Db,
  id: number,
  evaluatorId: number,
  { answer, outcome, revision }: DisputeAnswer,
): Promise<EvaluationRow | undefined> {
  return (await db
    .updateTable('quality_evaluations')
    .set({
      status: 'resolved',
      dispute_answer: answer,
      dispute_outcome: outcome,
      dispute_answered_at: new Date(),
      ...(revision
        ? {
            answers: JSON.stringify(revision.answers),
            comments: JSON.stringify(revision.comments),
            score: revision.score,
            critical_failed: revision.critical_failed,
          }
        : {}),
    })
    .where('id', '=', id)
    .where('evaluator_id', '=', evaluatorId)
    .where('status', '=', 'disputed')
    .returning(evaluationColumns)
    .executeTakeFirst()) as EvaluationRow | undefined;
}
