/**
 * The weekly queue of calls to evaluate: a sample of each agent's answered, recorded calls, its
 * size per region (decision 1810).
 */
import Type, { type Static } from 'typebox';
import { addDays, isoWeekday } from '../zoned-time.js';

/** The Monday of the ISO week `date` (YYYY-MM-DD) falls in. */
export function weekMonday(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Calls per agent a region's weekly queue samples when an administrator has not set it (decision 1810). */
export const QUALITY_SAMPLE_DEFAULT = 3;
export const QUALITY_SAMPLE_MAX = 20;

export const QualitySampleSetting = Type.Object(
  {
    regionId: Type.String(),
    callsPerAgent: Type.Integer(),
    /** True while the region takes the default. */
    isDefault: Type.Boolean(),
  },
  { $id: 'QualitySampleSetting' },
);
export type QualitySampleSetting = Static<typeof QualitySampleSetting>;

export const QualitySampleSettingBody = Type.Object({
  callsPerAgent: Type.Integer({ minimum: 1, maximum: QUALITY_SAMPLE_MAX }),
});
export type QualitySampleSettingBody = Static<typeof QualitySampleSettingBody>;

/** One sampled call of the week's queue and whether it has been evaluated. */
export const QualityQueueItem = Type.Object(
  {
    callId: Type.Integer(),
    callDate: Type.String({ format: 'date-time' }),
    billSec: Type.Integer(),
    regionId: Type.String(),
    agentId: Type.Integer(),
    agentName: Type.String(),
    productId: Type.Integer(),
    productName: Type.String(),
    /** The agent's n-th pick of the week. */
    pick: Type.Integer(),
    evaluationCount: Type.Integer(),
    evaluatedByMe: Type.Boolean(),
  },
  { $id: 'QualityQueueItem' },
);
export type QualityQueueItem = Static<typeof QualityQueueItem>;

export const QUALITY_QUEUE_STATES = ['all', 'open'] as const;
export type QualityQueueState = (typeof QUALITY_QUEUE_STATES)[number];

export const QualityQueuePage = Type.Object(
  {
    /** The Monday the week starts on (each region's own midnight). */
    week: Type.String(),
    content: Type.Array(QualityQueueItem),
    totalSize: Type.Integer(),
    /** Over the whole sample, whatever the page and the state filter. */
    agentCount: Type.Integer(),
    sampledCount: Type.Integer(),
    evaluatedCount: Type.Integer(),
  },
  { $id: 'QualityQueuePage' },
);
export type QualityQueuePage = Static<typeof QualityQueuePage>;
