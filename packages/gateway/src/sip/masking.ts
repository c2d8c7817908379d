/**
 * Masked calls: the browser dials a reference (sip:lead-123@…) and never holds the customer's
 * number. Once the relay has resolved it, every frame of that call (by Call-ID) is rewritten —
 * the reference becomes the number on the way to the PBX, and the number (with or without "+",
 * or escaped) becomes the reference again on the way back.
 * A customer calling in is masked the same way: the caller's number becomes "****" towards the
 * browser and "****" becomes the number again towards the PBX.
 */
import { MASKED_PHONE, parseDialReference } from '@umbrella/contract';
import { userOf } from './address.js';
import { callIdOf, headerValue, type SipMessage, type SipRequest } from './message.js';

/** A caller that is a telephone number, not an extension or a name (E.164 is at most 15 digits). */
const PHONE_NUMBER = /^\+?\d{7,15}$/;

type MaskedCall = { reference: string; phone: string; toPbx: RegExp; toBrowser: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The dial reference an INVITE's Request-URI names, if any. */
export function maskedReferenceOf(invite: SipRequest): string | undefined {
  const user = userOf(invite.uri);
  return user && parseDialReference(user) ? user : undefined;
}

/** The caller's telephone number of an INVITE coming in from the PBX, if the caller is one. */
export function inboundNumberOf(invite: SipRequest): string | undefined {
  const user = userOf(headerValue(invite, 'from') ?? '');
  return user && PHONE_NUMBER.test(user) ? user : undefined;
}

function rewrite(message: SipMessage, pattern: RegExp, replacement: string): void {
  if (message.kind === 'request') message.uri = message.uri.replace(pattern, replacement);
  for (const header of message.headers) header.value = header.value.replace(pattern, replacement);
  message.body = message.body.replace(pattern, replacement);
}

export class MaskedCalls {
  private readonly calls = new Map<string, MaskedCall>();

  constructor(private readonly limit = 64) {}

  remember(callId: string, reference: string, phone: string): void {
    const digits = phone.replace(/^\+/, '');
    this.calls.delete(callId);
    this.calls.set(callId, {
      reference,
      phone,
      toPbx: new RegExp(`(?<![\\w-])${escapeRegExp(reference)}(?!\\d)`, 'g'),
      toBrowser: new RegExp(`(?:\\+|%2B)?(?<!\\d)${escapeRegExp(digits)}(?!\\d)`, 'gi'),
    });
    // A socket lives for hours: keep only the latest calls.
    while (this.calls.size > this.limit) this.calls.delete(this.calls.keys().next().value as string);
  }

  /** Hides the number of a customer calling in (an INVITE from the PBX) for the rest of the call. */
  rememberInbound(invite: SipRequest): void {
    const callId = callIdOf(invite);
    const phone = inboundNumberOf(invite);
    if (callId && phone && !this.calls.has(callId)) this.remember(callId, MASKED_PHONE, phone);
  }

  has(callId: string): boolean {
    return this.calls.has(callId);
  }

  toPbx(message: SipMessage): void {
    const call = this.calls.get(callIdOf(message) ?? '');
    if (call) rewrite(message, call.toPbx, call.phone);
  }

  toBrowser(message: SipMessage): void {
    const call = this.calls.get(callIdOf(message) ?? '');
    if (call) rewrite(message, call.toBrowser, call.reference);
  }
}
