import type { Caller } from '../../../platform/caller.js';

/** What the task queue needs to know of the agent acting on it. */
export type TaskCaller = Pick<Caller, 'accountId' | 'position' | 'regionIds' | 'features'>;
