/**
 * What follows an evaluation (decisions 1808, 1809): the agent's list of its own evaluations, its
 * acknowledgement or dispute, the evaluator's answer to a dispute, and the calibration of a call
 * several evaluators scored.
 */
import Type, { type Static } from 'typebox';
import {
  QUALITY_DISPUTE_OUTCOMES,
  QUALITY_EVALUATION_STATUSES,
  QUALITY_QUESTIONS_MAX,
  QUALITY_SECTIONS_MAX,
  QualityAnswer,
  QualityCall,
  QualityComment,
  QualityQuestion,
} from './quality.js';

/** The longest comment an agent or an evaluator writes on a dispute. */
export const QUALITY_REPLY_MAX = 1000;

/** One evaluation in a list: enough to pick it, without its answers. */
export const QualityEvaluationSummary = Type.Object(
  {
    id: Type.Integer(),
    callId: Type.Integer(),
    agentId: Type.Integer(),
    agentName: Type.String(),
    evaluatorId: Type.Integer(),
    evaluatorName: Type.String(),
    formName: Type.String(),
    formVersionNumber: Type.Integer(),
    score: Type.Number(),
    criticalFailed: Type.Boolean(),
    status: Type.Enum(QUALITY_EVALUATION_STATUSES),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'QualityEvaluationSummary' },
);
export type QualityEvaluationSummary = Static<typeof QualityEvaluationSummary>;

export const QualityEvaluationPage = Type.Object(
  { content: Type.Array(QualityEvaluationSummary), totalSize: Type.Integer() },
  { $id: 'QualityEvaluationPage' },
);
export type QualityEvaluationPage = Static<typeof QualityEvaluationPage>;

/** The evaluator's queue: its evaluations, or those in one status (`disputed`: the disputes to answer). */
export const QualityEvaluationQuery = Type.Object({
  status: Type.Optional(Type.Enum(QUALITY_EVALUATION_STATUSES)),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'from 0' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '20 when not given' })),
});
export type QualityEvaluationQuery = Static<typeof QualityEvaluationQuery>;

/** The agent acknowledges an evaluation, with an optional comment. */
export const QualityAcknowledgeBody = Type.Object({
  comment: Type.Optional(Type.String({ maxLength: QUALITY_REPLY_MAX })),
});
export type QualityAcknowledgeBody = Static<typeof QualityAcknowledgeBody>;

/** The agent disputes an evaluation: the comment says why and is required. */
export const QualityDisputeBody = Type.Object({
  comment: Type.String({ maxLength: QUALITY_REPLY_MAX }),
});
export type QualityDisputeBody = Static<typeof QualityDisputeBody>;

/**
 * The evaluator answers a dispute: its words, and either keeps its scoring or revises it with new
 * answers and comments (scored again by the server against the same form version).
 */
export const QualityDisputeAnswerBody = Type.Object({
  answer: Type.String({ maxLength: QUALITY_REPLY_MAX }),
  outcome: Type.Enum(QUALITY_DISPUTE_OUTCOMES),
  answers: Type.Optional(Type.Array(QualityAnswer, { maxItems: QUALITY_SECTIONS_MAX * QUALITY_QUESTIONS_MAX })),
  comments: Type.Optional(Type.Array(QualityComment, { maxItems: 100 })),
});
export type QualityDisputeAnswerBody = Static<typeof QualityDisputeAnswerBody>;

/** One evaluator's scoring in a calibration. */
export const QualityCalibrationEvaluator = Type.Object({
  evaluationId: Type.Integer(),
  evaluatorId: Type.Integer(),
  evaluatorName: Type.String(),
  score: Type.Number(),
  criticalFailed: Type.Boolean(),
});

/** A question with each evaluator's answer (in the order of `evaluators`; null is N/A). */
export const QualityCalibrationQuestion = Type.Object({
  section: Type.String(),
  question: QualityQuestion,
  values: Type.Array(Type.Union([Type.Integer(), Type.Null()])),
  /** max − min of the answers other than N/A, as a share (0–1) of the question's scale. */
  spread: Type.Number(),
  /** Whether the evaluators answered differently (N/A against a value counts). */
  differs: Type.Boolean(),
});

/** How the evaluators of one call, with one form version, scored it apart. */
export const QualityCalibration = Type.Object(
  {
    call: QualityCall,
    formName: Type.String(),
    formVersionNumber: Type.Integer(),
    evaluators: Type.Array(QualityCalibrationEvaluator),
    questions: Type.Array(QualityCalibrationQuestion),
    /** max − min of the evaluators' scores, in points of 100. */
    scoreSpread: Type.Number(),
    /** Evaluations of the call made with another form or version, left out of the comparison. */
    otherVersions: Type.Integer(),
  },
  { $id: 'QualityCalibration' },
);
export type QualityCalibration = Static<typeof QualityCalibration>;
