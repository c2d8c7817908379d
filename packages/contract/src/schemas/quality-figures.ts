/**
 * Quality figures (decision 1814): average evaluation scores per agent, team and product, week by
 * week, and the evaluations a critical question zeroed.
 */
import Type, { type Static } from 'typebox';

/** Weeks a figures request may span. */
export const QUALITY_FIGURES_MAX_WEEKS = 53;

export const QualityWeekFigure = Type.Object({
  /** The week's Monday. */
  week: Type.String(),
  average: Type.Number(),
  count: Type.Integer(),
});
export type QualityWeekFigure = Static<typeof QualityWeekFigure>;

/** One agent's, team's or product's figures over the period. */
export const QualitySeries = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    average: Type.Number(),
    count: Type.Integer(),
    criticalFails: Type.Integer(),
    /** Only the weeks with evaluations. */
    weeks: Type.Array(QualityWeekFigure),
  },
  { $id: 'QualitySeries' },
);
export type QualitySeries = Static<typeof QualitySeries>;

export const QualityFigures = Type.Object(
  {
    /** Mondays of the first and last week. */
    from: Type.String(),
    to: Type.String(),
    weeks: Type.Array(Type.String()),
    agents: Type.Array(QualitySeries),
    teams: Type.Array(QualitySeries),
    products: Type.Array(QualitySeries),
  },
  { $id: 'QualityFigures' },
);
export type QualityFigures = Static<typeof QualityFigures>;

export const QualityCriticalFail = Type.Object(
  {
    evaluationId: Type.Integer(),
    callId: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    regionId: Type.String(),
    agentId: Type.Integer(),
    agentName: Type.String(),
    productId: Type.Integer(),
    productName: Type.String(),
    evaluatorName: Type.String(),
    score: Type.Number(),
  },
  { $id: 'QualityCriticalFail' },
);
export type QualityCriticalFail = Static<typeof QualityCriticalFail>;

export const QualityCriticalFailPage = Type.Object(
  { content: Type.Array(QualityCriticalFail), totalSize: Type.Integer() },
  { $id: 'QualityCriticalFailPage' },
);
export type QualityCriticalFailPage = Static<typeof QualityCriticalFailPage>;
