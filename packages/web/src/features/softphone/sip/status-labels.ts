import type { CallState } from './types';

/**
 * The i18n key of the phone status label for a call state (PHONE-27, A-21). The specification
 * lists seven Spanish labels without saying which state each belongs to; this is the mapping
 * (docs/decisions/0603-phone-status-labels.md). States it does not label get our own words.
 */
const LABELS: Record<CallState, string> = {
  unauthorized: 'softphone.status.unauthorized',
  connecting: 'softphone.status.dialing',
  busy: 'softphone.status.busy',
  accepted: 'softphone.status.answered',
  confirmed: 'softphone.status.answered',
  hold: 'softphone.status.onHold',
  unhold: 'softphone.status.answered',
  mute: 'softphone.status.muted',
  unmute: 'softphone.status.answered',
  'denied media': 'softphone.status.noMicrophone',
  'not found': 'softphone.status.wrongNumber',
  ended: 'softphone.status.ended',
  failed: 'softphone.status.failed',
  cancelled: 'softphone.status.cancelled',
  incoming: 'softphone.status.incoming',
  unavailable: 'softphone.status.unavailable',
};

export function statusLabelKey(state: CallState): string {
  return LABELS[state];
}
