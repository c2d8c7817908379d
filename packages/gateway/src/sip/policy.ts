/**
 * Who may send what through the relay: an agent registers and calls only as their own extension
 * (the From user of every request outside a dialog the relay saw set up for them, and the To user
 * of a REGISTER), places calls only with voip:outbound, and dials only masked references and the
 * test number unless granted voip:dial-any-number. Anything else is answered by the relay and
 * never reaches the PBX.
 */
import { parseDialReference } from '@umbrella/contract';
import { tagOf, userOf } from './address.js';
import { headerValue, type SipRequest } from './message.js';

export type RelayIdentity = {
  extension: string;
  canDialOut: boolean;
  /** Numbers and extensions besides masked references and the test number. */
  canDialAnyNumber: boolean;
  testNumber: string | undefined;
};

export type Verdict = { forward: true } | { forward: false; status: number; reason: string };

const FORWARD: Verdict = { forward: true };

/** A request that names no dialog at all: no To tag. Having one proves nothing by itself. */
export function isOutOfDialog(request: SipRequest): boolean {
  return tagOf(headerValue(request, 'to') ?? '') === undefined;
}

function mayDial(target: string | undefined, identity: RelayIdentity): boolean {
  if (identity.canDialAnyNumber) return true;
  if (!target) return false;
  return parseDialReference(target) !== undefined || target === identity.testNumber;
}

/**
 * `inKnownDialog`: the request belongs to a dialog the relay saw set up for this agent
 * (AgentDialogs); only those pass unchecked. Any other request — whatever its To tag — is judged
 * as one outside a dialog.
 */
export function judgeRequest(request: SipRequest, identity: RelayIdentity, inKnownDialog: boolean): Verdict {
  if (inKnownDialog) return FORWARD;
  const from = userOf(headerValue(request, 'from') ?? '');
  if (from !== identity.extension) return { forward: false, status: 403, reason: 'Forbidden (not your extension)' };
  if (request.method === 'REGISTER' && userOf(headerValue(request, 'to') ?? '') !== identity.extension) {
    return { forward: false, status: 403, reason: 'Forbidden (not your extension)' };
  }
  if (request.method === 'INVITE') {
    if (!identity.canDialOut) return { forward: false, status: 403, reason: 'Forbidden (no outbound calls)' };
    if (!mayDial(userOf(request.uri), identity))
      return { forward: false, status: 403, reason: 'Forbidden (dial a lead or order, not a number)' };
  }
  return FORWARD;
}
