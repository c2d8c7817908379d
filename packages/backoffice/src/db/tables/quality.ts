import type { Generated } from 'kysely';
import type { CreatedAt, Json, NullableTimestamp } from './columns.js';

/** The quality module's evaluation forms (0063-quality-forms). */
export interface QualityFormsTable {
  id: Generated<number>;
  product_id: number;
  region_id: string;
  name: string;
  created_at: CreatedAt;
  archived_at: NullableTimestamp;
}

/** One saved set of a form's sections and questions; `sections` is the contract's QualityFormSection[]. */
export interface QualityFormVersionsTable {
  id: Generated<number>;
  form_id: number;
  version: number;
  sections: Json<unknown>;
  created_by: number;
  created_at: CreatedAt;
}

/** One evaluator's scoring of one recorded call (0064-quality-evaluations). */
export interface QualityEvaluationsTable {
  id: Generated<number>;
  call_record_id: number;
  form_version_id: number;
  evaluator_id: number;
  agent_id: number;
  region_id: string;
  product_id: number;
  /** The contract's QualityAnswer[]. */
  answers: Json<unknown>;
  /** The contract's QualityComment[]. */
  comments: Json<unknown>;
  score: number;
  critical_failed: boolean;
  status: Generated<'submitted' | 'acknowledged' | 'disputed' | 'resolved'>;
  agent_comment: string | null;
  /** When the agent acknowledged or disputed. */
  answered_at: NullableTimestamp;
  /** The evaluator's answer to a dispute (0067-quality-disputes). */
  dispute_answer: string | null;
  dispute_outcome: 'kept' | 'revised' | null;
  dispute_answered_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** The quality tables, by table name; db/types.ts composes Database from these. */
export interface QualityTables {
  quality_forms: QualityFormsTable;
  quality_form_versions: QualityFormVersionsTable;
  quality_evaluations: QualityEvaluationsTable;
}
