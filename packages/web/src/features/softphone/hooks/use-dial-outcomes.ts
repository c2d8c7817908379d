import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getActiveSoftphone, subscribeActiveSoftphone } from '../active-softphone';
import type { PhoneState } from '../sip/phone-state';

/** Unanswered dial attempts on one task before the dialing limit is reached (ERR-28). */
export const MAX_DIAL_ATTEMPTS = 3;

export type DialOutcomeHandlers = {
  /** The number is unavailable (480 and the like). */
  onUnavailable(): void;
  /** The dialing limit was reached without an answer. */
  onAttemptsExceeded(durations: { dialDuration: number }): void;
  /** The line was busy; without this handler a busy call counts as one more unanswered attempt. */
  onBusy?(): void;
};

/** Per task, so that a remount of the phone widget does not forget the attempts; per softphone (session). */
const unansweredByTask = new Map<number, number>();
let countedFor: unknown = null;

/**
 * Watches the agent's calls on one task and reports the outcomes the task must record: an
 * unavailable number, and the dialing limit (MAX_DIAL_ATTEMPTS unanswered calls in a row).
 */
export function useDialOutcomes(taskId: number, handlers: DialOutcomeHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const softphone = useSyncExternalStore(subscribeActiveSoftphone, getActiveSoftphone);
  useEffect(() => {
    if (!softphone || !taskId) return;
    let previous: PhoneState = softphone.getState();
    if (countedFor !== softphone) unansweredByTask.clear();
    countedFor = softphone;
    for (const id of unansweredByTask.keys()) if (id !== taskId) unansweredByTask.delete(id);
    return softphone.subscribe(() => {
      const state = softphone.getState();
      const ended = previous.call && !state.call && previous.call.direction === 'outgoing' && !previous.call.test;
      const answered = previous.call?.answeredAt != null;
      previous = state;
      if (!ended) return;
      if (answered) {
        unansweredByTask.delete(taskId);
        return;
      }
      if (state.lastCallState === 'unavailable') {
        latest.current.onUnavailable();
        return;
      }
      if (state.lastCallState === 'denied media') return;
      if (state.lastCallState === 'busy' && latest.current.onBusy) {
        unansweredByTask.delete(taskId);
        latest.current.onBusy();
        return;
      }
      const unanswered = (unansweredByTask.get(taskId) ?? 0) + 1;
      unansweredByTask.set(taskId, unanswered);
      if (unanswered >= MAX_DIAL_ATTEMPTS) {
        unansweredByTask.delete(taskId);
        latest.current.onAttemptsExceeded({ dialDuration: state.lastDurations?.dialDuration ?? 0 });
      }
    });
  }, [softphone, taskId]);
}
