/**
 * Who may send what through the relay: an agent registers and calls only as their own extension
 * (the From user of every request outside a dialog, and the To user of a REGISTER), and places
 * calls only with voip:outbound. Anything else is answered by the relay and never reaches the PBX.
 */
import { tagOf, userOf } from './address.js';
import { headerValue, type SipRequest } from './message.js';

export type RelayIdentity = { extension: string; canDialOut: boolean };

export type Verdict = { forward: true } | { forward: false; status: number; reason: string };

const FORWARD: Verdict = { forward: true };

/** A request outside any dialog: no To tag (ACK always carries one). */
export function isOutOfDialog(request: SipRequest): boolean {
  return tagOf(headerValue(request, 'to') ?? '') === undefined;
}

export function judgeRequest(request: SipRequest, identity: RelayIdentity): Verdict {
  if (!isOutOfDialog(request) || request.method === 'ACK') return FORWARD;
  const from = userOf(headerValue(request, 'from') ?? '');
  if (from !== identity.extension) return { forward: false, status: 403, reason: 'Forbidden (not your extension)' };
  if (request.method === 'REGISTER' && userOf(headerValue(request, 'to') ?? '') !== identity.extension) {
    return { forward: false, status: 403, reason: 'Forbidden (not your extension)' };
  }
  if (request.method === 'INVITE' && !identity.canDialOut) {
    return { forward: false, status: 403, reason: 'Forbidden (no outbound calls)' };
  }
  return FORWARD;
}
