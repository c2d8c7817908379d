/**
 * Call-quality scorecards: the evaluation forms an administrator defines per product, in
 * sections of weighted questions (decision 1806). Saving a form's questions makes a new version;
 * an evaluation names the version it was scored against.
 */
import Type, { type Static } from 'typebox';

export const QUALITY_QUESTION_KINDS = ['yesNo', 'scale'] as const;
export type QualityQuestionKind = (typeof QUALITY_QUESTION_KINDS)[number];
/** The highest top of a 0–N scale question. */
export const QUALITY_SCALE_MAX = 10;
export const QUALITY_SECTIONS_MAX = 20;
export const QUALITY_QUESTIONS_MAX = 40;

export const QualityQuestionInput = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 300 }),
  kind: Type.Enum(QUALITY_QUESTION_KINDS),
  /** The top of a scale question (its answers are 0..scaleMax); a yes/no question has none. */
  scaleMax: Type.Optional(Type.Integer({ minimum: 1, maximum: QUALITY_SCALE_MAX })),
  /** The question's share of the score, relative to the other questions answered. */
  weight: Type.Integer({ minimum: 1, maximum: 100 }),
  /** Whether "not applicable" may be answered: such an answer leaves the question out of the score. */
  allowNa: Type.Boolean(),
  /** A failed critical question (no, or 0 on a scale) makes the whole score 0. */
  critical: Type.Boolean(),
});
export type QualityQuestionInput = Static<typeof QualityQuestionInput>;

export const QualitySectionInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120 }),
  questions: Type.Array(QualityQuestionInput, { minItems: 1, maxItems: QUALITY_QUESTIONS_MAX }),
});
export type QualitySectionInput = Static<typeof QualitySectionInput>;

/** A question as a version keeps it, with the id answers refer to (`<section>.<question>`, from 1). */
export const QualityQuestion = Type.Object({
  id: Type.String(),
  text: Type.String(),
  kind: Type.Enum(QUALITY_QUESTION_KINDS),
  scaleMax: Type.Union([Type.Integer(), Type.Null()]),
  weight: Type.Integer(),
  allowNa: Type.Boolean(),
  critical: Type.Boolean(),
});
export type QualityQuestion = Static<typeof QualityQuestion>;

export const QualitySection = Type.Object({ title: Type.String(), questions: Type.Array(QualityQuestion) });
export type QualitySection = Static<typeof QualitySection>;

export const QualityFormBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  productId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  sections: Type.Array(QualitySectionInput, { minItems: 1, maxItems: QUALITY_SECTIONS_MAX }),
});
export type QualityFormBody = Static<typeof QualityFormBody>;

/** A new version of a form: its name and the whole set of sections (the product stays). */
export const QualityFormVersionBody = Type.Omit(QualityFormBody, ['productId']);
export type QualityFormVersionBody = Static<typeof QualityFormVersionBody>;

export const QualityFormVersion = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  sections: Type.Array(QualitySection),
});
export type QualityFormVersion = Static<typeof QualityFormVersion>;

export const QualityFormSummary = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    productId: Type.Integer(),
    productName: Type.String(),
    regionId: Type.String(),
    versionId: Type.Integer(),
    versionNumber: Type.Integer(),
    questionCount: Type.Integer(),
    criticalCount: Type.Integer(),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'QualityFormSummary' },
);
export type QualityFormSummary = Static<typeof QualityFormSummary>;

export const QualityFormPage = Type.Object(
  { content: Type.Array(QualityFormSummary), totalSize: Type.Integer() },
  { $id: 'QualityFormPage' },
);
export type QualityFormPage = Static<typeof QualityFormPage>;

/** A form with its current (latest) version. */
export const QualityForm = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    productId: Type.Integer(),
    productName: Type.String(),
    regionId: Type.String(),
    version: QualityFormVersion,
  },
  { $id: 'QualityForm' },
);
export type QualityForm = Static<typeof QualityForm>;

export const QualityFormVersionPage = Type.Object(
  { content: Type.Array(QualityFormVersion), totalSize: Type.Integer() },
  { $id: 'QualityFormVersionPage' },
);
export type QualityFormVersionPage = Static<typeof QualityFormVersionPage>;

/** One answer: 1 yes / 0 no, 0..scaleMax on a scale, null for "not applicable". */
export const QualityAnswer = Type.Object({
  questionId: Type.String({ minLength: 1, maxLength: 10 }),
  value: Type.Union([Type.Integer({ minimum: 0, maximum: QUALITY_SCALE_MAX }), Type.Null()]),
});
export type QualityAnswer = Static<typeof QualityAnswer>;

/** A comment at a moment of the recording, in seconds from its start. */
export const QualityComment = Type.Object({
  atSeconds: Type.Number({ minimum: 0, maximum: 86_400 }),
  text: Type.String({ minLength: 1, maxLength: 500 }),
});
export type QualityComment = Static<typeof QualityComment>;

export const QualityEvaluationBody = Type.Object({
  callRecordId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  formVersionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  answers: Type.Array(QualityAnswer, { maxItems: QUALITY_SECTIONS_MAX * QUALITY_QUESTIONS_MAX }),
  comments: Type.Array(QualityComment, { maxItems: 100 }),
});
export type QualityEvaluationBody = Static<typeof QualityEvaluationBody>;

/** Submitted, then acknowledged or disputed by the agent once; a dispute is resolved by the evaluator's answer (decision 1808). */
export const QUALITY_EVALUATION_STATUSES = ['submitted', 'acknowledged', 'disputed', 'resolved'] as const;
export type QualityEvaluationStatus = (typeof QUALITY_EVALUATION_STATUSES)[number];
export const QUALITY_DISPUTE_OUTCOMES = ['kept', 'revised'] as const;
export type QualityDisputeOutcome = (typeof QUALITY_DISPUTE_OUTCOMES)[number];

/** The recorded call an evaluation is about. */
export const QualityCall = Type.Object({
  id: Type.Integer(),
  callDate: Type.String({ format: 'date-time' }),
  billSec: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  productId: Type.Integer(),
  productName: Type.String(),
  callAudioSrc: Type.String(),
});
export type QualityCall = Static<typeof QualityCall>;

export const QualityEvaluation = Type.Object(
  {
    id: Type.Integer(),
    call: QualityCall,
    evaluatorId: Type.Integer(),
    evaluatorName: Type.String(),
    formId: Type.Integer(),
    formName: Type.String(),
    formVersion: QualityFormVersion,
    answers: Type.Array(QualityAnswer),
    comments: Type.Array(QualityComment),
    /** 0–100, one decimal; 0 when a critical question failed. */
    score: Type.Number(),
    criticalFailed: Type.Boolean(),
    status: Type.Enum(QUALITY_EVALUATION_STATUSES),
    agentComment: Type.Union([Type.String(), Type.Null()]),
    /** When the agent acknowledged or disputed. */
    agentAnsweredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    /** The evaluator's answer to a dispute, whether it kept or revised the scoring, and when. */
    disputeAnswer: Type.Union([Type.String(), Type.Null()]),
    disputeOutcome: Type.Union([Type.Enum(QUALITY_DISPUTE_OUTCOMES), Type.Null()]),
    disputeAnsweredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'QualityEvaluation' },
);
export type QualityEvaluation = Static<typeof QualityEvaluation>;

/** What an evaluator opens a call with: the call, the forms of its product, and its own evaluation if any. */
export const QualityCallReview = Type.Object(
  {
    call: QualityCall,
    forms: Type.Array(QualityForm),
    mine: Type.Union([QualityEvaluation, Type.Null()]),
  },
  { $id: 'QualityCallReview' },
);
export type QualityCallReview = Static<typeof QualityCallReview>;
