/** The quality_evaluations table: one evaluator's scoring of one recorded call. */
import type { QualityAnswer, QualityComment, QualityEvaluationStatus } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

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

export type NewEvaluation = Omit<EvaluationRow, 'id' | 'status' | 'agent_comment' | 'created_at'>;

/** Inserts the evaluation; undefined when the evaluator already evaluated this call. */
export async function insertEvaluation(db: Db, row: NewEvaluation): Promise<EvaluationRow | undefined> {
  return (await db
    .insertInto('quality_evaluations')
    .values({ ...row, answers: JSON.stringify(row.answers), comments: JSON.stringify(row.comments) })
    .onConflict((oc) => oc.columns(['call_record_id', 'evaluator_id']).doNothing())
    .returning(evaluationColumns)
    .executeTakeFirst()) as EvaluationRow | undefined;
}
