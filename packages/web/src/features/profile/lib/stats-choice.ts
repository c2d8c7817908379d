import { DEFAULT_STATS_PERIOD, STATS_PERIODS, type StatsPeriod } from '@umbrella/contract';

/** What the stats header has chosen (PROFILE-22..24): a period and products (none = all). */
export type StatsChoice = { period: StatsPeriod; productIds: number[] };

/** PROFILE-23: one week unless the user picks another period. */
export const INITIAL_STATS_CHOICE: StatsChoice = { period: DEFAULT_STATS_PERIOD, productIds: [] };

export { STATS_PERIODS };
