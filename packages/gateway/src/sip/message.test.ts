import { describe, expect, it } from 'vitest';
import { tagOf, userOf } from './address.js';
import { MaskedCalls, maskedReferenceOf } from './masking.js';
import {
  callIdOf,
  headerValue,
  methodOf,
  parseSipMessage,
  type SipRequest,
  serializeSipMessage,
  setHeader,
} from './message.js';
import { judgeRequest } from './policy.js';
import { replyTo } from './reply.js';

const invite = (lines: string[], body = '') =>
  `${lines.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

const INVITE = invite(
  [
    'INVITE sip:lead-12@umbrella.test SIP/2.0',
    'Via: SIP/2.0/WSS abc.invalid;branch=z9hG4bK1',
    'Max-Forwards: 69',
    'To: <sip:lead-12@umbrella.test>',
    'f: "Lucía" <sip:1001@umbrella.test>;tag=aa11',
    'i: call-1',
    'CSeq: 7 INVITE',
    'Diversion: <sip:12@umbrella.test>',
    'ClientPhoneNumber: ****',
    'Content-Type: application/sdp',
  ],
  'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n',
);

describe('SIP messages', () => {
  it('parses a request with compact headers and keeps the body', () => {
    const message = parseSipMessage(INVITE) as SipRequest;
    expect(message).toMatchObject({ kind: 'request', method: 'INVITE', uri: 'sip:lead-12@umbrella.test' });
    expect(headerValue(message, 'From')).toBe('"Lucía" <sip:1001@umbrella.test>;tag=aa11');
    expect(callIdOf(message)).toBe('call-1');
    expect(message.body).toBe('v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n');
  });

  it('parses a response and knows the method it answers', () => {
    const message = parseSipMessage('SIP/2.0 180 Ringing\r\nCSeq: 7 INVITE\r\nContent-Length: 0\r\n\r\n');
    expect(message).toMatchObject({ kind: 'response', status: 180, reason: 'Ringing' });
    expect(message && methodOf(message)).toBe('INVITE');
  });

  it('refuses what is not SIP', () => {
    expect(parseSipMessage('GET / HTTP/1.1\r\nHost: x\r\n\r\n')).toBeUndefined();
    expect(parseSipMessage('{"json":true}')).toBeUndefined();
  });

  it('serialises with the body length in bytes (UTF-8 names count twice)', () => {
    const message = parseSipMessage(INVITE) as SipRequest;
    message.body = 'ñ';
    expect(serializeSipMessage(message)).toMatch(/Content-Length: 2\r\n\r\nñ$/);
  });

  it('setHeader replaces a header in place', () => {
    const message = parseSipMessage(INVITE) as SipRequest;
    setHeader(message, 'X-Auth-Token', 'one');
    setHeader(message, 'X-Auth-Token', 'two');
    expect(message.headers.filter((h) => h.name === 'X-Auth-Token')).toEqual([{ name: 'X-Auth-Token', value: 'two' }]);
  });
});

describe('addresses', () => {
  it('reads users and tags from name-addr, addr-spec, escaped and tel URIs', () => {
    expect(userOf('"Ana" <sip:1001@x.test;transport=ws>;tag=9')).toBe('1001');
    expect(userOf('sip:%2B51987654321@x.test')).toBe('+51987654321');
    expect(userOf('sip:x.test')).toBeUndefined();
    expect(userOf('tel:+51987654321')).toBe('+51987654321');
    expect(tagOf('"Ana" <sip:1001@x.test;tag=no>;tag=9')).toBe('9');
    expect(tagOf('<sip:1001@x.test>')).toBeUndefined();
  });
});

describe('own extension only', () => {
  const me = { extension: '1001', canDialOut: true, canDialAnyNumber: false, testNumber: '*43' };
  const request = (start: string, from: string, to: string) =>
    parseSipMessage(`${start} SIP/2.0\r\nFrom: ${from}\r\nTo: ${to}\r\nCall-ID: c\r\nCSeq: 1 X\r\n\r\n`) as SipRequest;

  it('lets the own extension register and call', () => {
    expect(
      judgeRequest(request('REGISTER sip:x.test', '<sip:1001@x.test>;tag=1', '<sip:1001@x.test>'), me, false),
    ).toEqual({
      forward: true,
    });
    expect(
      judgeRequest(request('INVITE sip:*43@x.test', '<sip:1001@x.test>;tag=1', '<sip:*43@x.test>'), me, false),
    ).toEqual({
      forward: true,
    });
  });

  it('refuses registering or calling as another extension, also with compact headers', () => {
    expect(
      judgeRequest(request('REGISTER sip:x.test', '<sip:1002@x.test>;tag=1', '<sip:1002@x.test>'), me, false),
    ).toMatchObject({ forward: false, status: 403 });
    expect(
      judgeRequest(request('REGISTER sip:x.test', '<sip:1001@x.test>;tag=1', '<sip:1002@x.test>'), me, false),
    ).toMatchObject({ forward: false, status: 403 });
    const compact = parseSipMessage(
      'INVITE sip:5@x.test SIP/2.0\r\nf: <sip:1002@x.test>;tag=1\r\nt: <sip:5@x.test>\r\ni: c\r\n\r\n',
    ) as SipRequest;
    expect(judgeRequest(compact, me, false)).toMatchObject({ forward: false, status: 403 });
  });

  it('refuses a call without voip:outbound but lets requests of a known dialog pass', () => {
    const noOutbound = { ...me, canDialOut: false };
    expect(
      judgeRequest(request('INVITE sip:5@x.test', '<sip:1001@x.test>;tag=1', '<sip:5@x.test>'), noOutbound, false),
    ).toMatchObject({ status: 403 });
    const bye = request('BYE sip:5@10.0.0.2', '<sip:+51987654321@x.test>;tag=1', '<sip:1001@x.test>;tag=2');
    expect(judgeRequest(bye, me, true)).toEqual({ forward: true });
    // A To tag alone is no dialog: judged as outside one, From another user is refused.
    expect(judgeRequest(bye, me, false)).toMatchObject({ forward: false, status: 403 });
  });

  it('dials masked leads and orders and the test number; other numbers only with voip:dial-any-number', () => {
    const invite = (target: string) =>
      request(`INVITE sip:${target}@x.test`, '<sip:1001@x.test>;tag=1', `<sip:${target}@x.test>`);
    for (const target of ['lead-12', 'order-7', '*43'])
      expect(judgeRequest(invite(target), me, false)).toEqual({ forward: true });
    for (const target of ['+51987654321', '1002'])
      expect(judgeRequest(invite(target), me, false)).toMatchObject({ forward: false, status: 403 });
    expect(judgeRequest(invite('+51987654321'), { ...me, canDialAnyNumber: true }, false)).toEqual({ forward: true });
  });

  it("answers a refused request itself with the request's Via, From, Call-ID and CSeq", () => {
    const refused = parseSipMessage(INVITE) as SipRequest;
    const { frame, toTag } = replyTo(refused, 403, 'Forbidden');
    const reply = parseSipMessage(frame);
    expect(reply).toMatchObject({ kind: 'response', status: 403 });
    expect(reply && headerValue(reply, 'via')).toBe('SIP/2.0/WSS abc.invalid;branch=z9hG4bK1');
    expect(reply && headerValue(reply, 'to')).toBe(`<sip:lead-12@umbrella.test>;tag=${toTag}`);
    expect(reply && headerValue(reply, 'cseq')).toBe('7 INVITE');
  });
});

describe('masked calls', () => {
  it('finds the dial reference of an INVITE', () => {
    expect(maskedReferenceOf(parseSipMessage(INVITE) as SipRequest)).toBe('lead-12');
  });

  it('rewrites the reference into the number towards the PBX, and every spelling of the number back', () => {
    const calls = new MaskedCalls();
    calls.remember('call-1', 'lead-12', '+51987654321');
    const out = parseSipMessage(INVITE) as SipRequest;
    calls.toPbx(out);
    expect(out.uri).toBe('sip:+51987654321@umbrella.test');
    expect(headerValue(out, 'to')).toBe('<sip:+51987654321@umbrella.test>');
    expect(headerValue(out, 'diversion')).toBe('<sip:12@umbrella.test>');

    const back = parseSipMessage(
      'SIP/2.0 200 OK\r\nTo: <sip:+51987654321@umbrella.test>;tag=b\r\nContact: <sip:51987654321@10.0.0.2:5060>\r\n' +
        'P-Asserted-Identity: <sip:%2B51987654321@pbx>\r\nX-Other: 519876543210\r\nCall-ID: call-1\r\nCSeq: 7 INVITE\r\n\r\n',
    );
    if (!back) throw new Error('unparsed');
    calls.toBrowser(back);
    const frame = serializeSipMessage(back);
    expect(frame).not.toMatch(/51987654321(?!0)/);
    expect(headerValue(back, 'to')).toBe('<sip:lead-12@umbrella.test>;tag=b');
    expect(headerValue(back, 'contact')).toBe('<sip:lead-12@10.0.0.2:5060>');
    expect(headerValue(back, 'x-other')).toBe('519876543210');
  });

  it('leaves other calls alone and does not confuse lead-12 with lead-123', () => {
    const calls = new MaskedCalls();
    calls.remember('call-1', 'lead-12', '+51987654321');
    const other = parseSipMessage(INVITE.replace('i: call-1', 'i: call-2')) as SipRequest;
    calls.toPbx(other);
    expect(other.uri).toBe('sip:lead-12@umbrella.test');
    const longer = parseSipMessage(INVITE.replaceAll('lead-12', 'lead-123')) as SipRequest;
    calls.toPbx(longer);
    expect(longer.uri).toBe('sip:lead-123@umbrella.test');
  });

  it('PHONE-07 a customer calling in reaches the browser as "****" and the answer goes back with the number', () => {
    const calls = new MaskedCalls();
    const incoming = parseSipMessage(
      invite([
        'INVITE sip:1001@10.0.0.9:50000;transport=ws SIP/2.0',
        'Via: SIP/2.0/WS 10.0.0.1;branch=z9hG4bK9',
        'From: "+51987654321" <sip:+51987654321@pbx>;tag=c1',
        'To: <sip:1001@umbrella.test>',
        'Contact: <sip:+51987654321@10.0.0.2:5060>',
        'Call-ID: in-1',
        'CSeq: 1 INVITE',
      ]),
    ) as SipRequest;
    calls.rememberInbound(incoming);
    calls.toBrowser(incoming);
    expect(serializeSipMessage(incoming)).not.toContain('51987654321');
    expect(userOf(headerValue(incoming, 'from') ?? '')).toBe('****');

    const answer = parseSipMessage(
      'SIP/2.0 200 OK\r\nFrom: "****" <sip:****@pbx>;tag=c1\r\nTo: <sip:1001@umbrella.test>;tag=d2\r\n' +
        'Call-ID: in-1\r\nCSeq: 1 INVITE\r\n\r\n',
    );
    if (!answer) throw new Error('unparsed');
    calls.toPbx(answer);
    expect(headerValue(answer, 'from')).toBe('"+51987654321" <sip:+51987654321@pbx>;tag=c1');
  });

  it('an extension calling in is not masked', () => {
    const calls = new MaskedCalls();
    const internal = parseSipMessage(INVITE.replace('i: call-1', 'i: in-2')) as SipRequest;
    calls.rememberInbound(internal);
    expect(calls.has('in-2')).toBe(false);
  });
});
