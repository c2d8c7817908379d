import type { Softphone } from './sip/softphone';
import type { CallDurations } from './sip/types';

/**
 * The softphone of the signed-in agent, started by SoftphoneRuntime in the header. Screens that
 * dial (the lead's phone widget) reach it here instead of starting their own: one user agent per
 * agent and tab.
 */
let active: Softphone | null = null;
const listeners = new Set<() => void>();

export function setActiveSoftphone(softphone: Softphone | null): void {
  active = softphone;
  for (const listener of listeners) listener();
}

export function getActiveSoftphone(): Softphone | null {
  return active;
}

export function subscribeActiveSoftphone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isOnCall(): boolean {
  return active?.getState().call != null;
}

/**
 * How long the last finished call for this lead rang and lasted, in seconds (sent with the
 * lead's outcome, LEAD-34); null when the last call was for another lead or there was none.
 */
export function lastCallDurations(leadId: number): CallDurations | null {
  const state = active?.getState();
  if (!state?.lastDurations || state.callData?.callId !== String(leadId)) return null;
  return state.lastDurations;
}
