/**
 * Which back-office of a deployment runs the periodic background work (sweeps, the wallboard
 * watcher, message delivery, pruning, the demo generator): the one whose LISTEN session holds
 * the deployment's leadership lock (session-lock.ts). The others try again at every heartbeat of
 * that connection, so when the leader's session ends one of them takes over within a heartbeat.
 * Work answering a request (a commit's task announcement) stays with the instance that served it.
 * Two instances used to each run all of it: managers got every wallboard change twice and the
 * database's idle load doubled (decision 1798).
 */
import { createSessionLock, type SessionLock } from './session-lock.js';

/** One key for every instance of a deployment (any fixed number below 2^47 that no other lock uses). */
export const LEADERSHIP_KEY = 0x756d62_726c6c; // "umb" "rll"

export type Leadership = Pick<SessionLock, 'held'>;

export function createLeadership(): SessionLock {
  return createSessionLock(LEADERSHIP_KEY);
}

/** A process alone on its database (PGlite, the embedded default) always leads. */
export const soleLeader: Leadership = { held: () => true };
