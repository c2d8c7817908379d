import { randomBytes } from 'node:crypto';
import { tagOf } from './address.js';
import { headerValue, headerValues, type SipMessage, serializeSipMessage } from './message.js';

/**
 * A final response the relay gives itself, for a request it refuses to forward (RFC 3261
 * §8.2.6): Via, From, Call-ID and CSeq copied, a To tag added. Returns the frame and the tag,
 * which the relay remembers to swallow the ACK that follows a refused INVITE.
 */
export function replyTo(request: SipMessage, status: number, reason: string): { frame: string; toTag: string } {
  const to = headerValue(request, 'to') ?? '';
  const existing = tagOf(to);
  const toTag = existing ?? randomBytes(6).toString('hex');
  const response: SipMessage = {
    kind: 'response',
    status,
    reason,
    headers: [
      ...headerValues(request, 'via').map((value) => ({ name: 'Via', value })),
      { name: 'From', value: headerValue(request, 'from') ?? '' },
      { name: 'To', value: existing ? to : `${to};tag=${toTag}` },
      { name: 'Call-ID', value: headerValue(request, 'call-id') ?? '' },
      { name: 'CSeq', value: headerValue(request, 'cseq') ?? '' },
      { name: 'Server', value: 'umbrella-gateway' },
    ],
    body: '',
  };
  return { frame: serializeSipMessage(response), toTag };
}
