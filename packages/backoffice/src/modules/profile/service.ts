/**
 * The profile service (PROFILE-01..25): a profile by id for anyone who shares a region with it,
 * edits of one's own, and the statistics of an agent, a team and the leaderboard — always counted
 * over the caller's regions only.
 */
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import { createProfileDetails } from './profile-details.js';
import { createProfileStatistics } from './profile-statistics.js';

export function createProfileService({ db, clock = systemClock }: { db: Kysely<Database>; clock?: Clock }) {
  return { ...createProfileDetails({ db, clock }), ...createProfileStatistics({ db, clock }) };
}

export type ProfileService = ReturnType<typeof createProfileService>;
