import { LEAD_OUTCOMES, type LeadOutcome } from '@umbrella/contract';
import { useCallback } from 'react';
import { changeLeadStatus } from '../api/change-lead-status';
import type { Outcome } from './use-outcome';

export type LeadOutcomeInput = {
  outcome: LeadOutcome;
  callAt?: string | null;
  comment?: string | null;
  callDuration?: number;
  dialDuration?: number;
};

/**
 * The lead outcomes with the spec's status codes and comments (LEAD-27..34): the body always
 * carries leadId, status, callAt, comment, callDuration and dialDuration — the durations of the
 * last call to this lead when the softphone made one, unless the caller gives them.
 */
export function useLeadOutcomes(
  leadId: number,
  outcome: Outcome,
  callDurations?: (leadId: number) => { callDuration: number; dialDuration: number } | null,
) {
  const { run } = outcome;
  return useCallback(
    (input: LeadOutcomeInput) => {
      const rule: { status: number; comment?: string } = LEAD_OUTCOMES[input.outcome];
      const lastCall = callDurations?.(leadId) ?? null;
      const body = {
        leadId,
        status: rule.status as 1 | 2 | 3 | 4 | 6 | 20 | 21,
        callAt: input.callAt ?? null,
        comment: rule.comment ?? input.comment ?? null,
        callDuration: input.callDuration ?? lastCall?.callDuration ?? 0,
        dialDuration: input.dialDuration ?? lastCall?.dialDuration ?? 0,
      };
      return run({
        action: input.outcome,
        kind: 'lead',
        payload: body,
        send: (key) => changeLeadStatus(body, key),
      });
    },
    [leadId, run, callDurations],
  );
}
