/**
 * Telephony: the softphone configuration of a voip user and call records. Its routes live under
 * /module/resources, the path the specification gives the voip configuration.
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { telephonyRoutes } from './routes.js';

export { CALL_END_ACTIONS, type CallFilter, recordCallEvent } from './call-records.js';
export { callsByBucket, callsByBucketQuery } from './calls-by-bucket.js';
export { type AgentCalls, agentCalls, type CallCounts, callsSince } from './floor.js';
export { recordedAnsweredCalls, telephonyExtensions } from './joinable.js';
export { findRecordedCall, type RecordedCall } from './recorded-call.js';
export {
  createTelephonyService,
  type TelephonyService,
  type TelephonyServiceDeps,
} from './service.js';
export { type TalkTime, talkTimeByAccount, talkTimeByDay, talkTimeByDayQuery, talkTimeQuery } from './stats.js';

export const telephonyModule: BackofficeModule = {
  name: 'telephony',
  prefixes: ['/module/resources'],
  routes: telephonyRoutes,
};
