/**
 * A SIP message as the relay needs it (RFC 3261 §7): the start line, the header fields in their
 * original order and spelling, and the body. Parsing is lenient about what it does not use and
 * strict about what it decides on (From, To, Call-ID, CSeq).
 */

export type SipHeader = { name: string; value: string };

type SipParts = { headers: SipHeader[]; body: string };
export type SipRequest = SipParts & { kind: 'request'; method: string; uri: string };
export type SipResponse = SipParts & { kind: 'response'; status: number; reason: string };
export type SipMessage = SipRequest | SipResponse;

/** Compact header forms (RFC 3261 §7.3.3 and extensions) mapped to their full names. */
const COMPACT: Record<string, string> = {
  f: 'from',
  t: 'to',
  i: 'call-id',
  v: 'via',
  l: 'content-length',
  m: 'contact',
  c: 'content-type',
  e: 'content-encoding',
  k: 'supported',
  s: 'subject',
  o: 'event',
  u: 'allow-events',
  r: 'refer-to',
  b: 'referred-by',
  x: 'session-expires',
};

/** The canonical lower-case name of a header field, compact forms expanded. */
export function canonicalName(name: string): string {
  const lower = name.toLowerCase();
  return COMPACT[lower] ?? lower;
}

const REQUEST_LINE = /^([A-Za-z]+) (\S+) SIP\/2\.0$/;
const STATUS_LINE = /^SIP\/2\.0 ([1-6]\d\d) ?(.*)$/;

/** Parses one SIP message (one WebSocket frame, RFC 7118 §5); undefined when it is not one. */
export function parseSipMessage(text: string): SipMessage | undefined {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const body = split === -1 ? '' : text.slice(split + 4);
  const lines = head.split('\r\n');
  const first = lines.shift() ?? '';
  const request = REQUEST_LINE.exec(first);
  const status = STATUS_LINE.exec(first);
  if (!request && !status) return undefined;
  const headers: SipHeader[] = [];
  for (const line of lines) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && headers.length) {
      const last = headers[headers.length - 1] as SipHeader;
      last.value = `${last.value} ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  if (request)
    return { kind: 'request', method: (request[1] as string).toUpperCase(), uri: request[2] as string, headers, body };
  return { kind: 'response', status: Number(status?.[1]), reason: status?.[2] ?? '', headers, body };
}

export function headerValues(message: SipMessage, name: string): string[] {
  const wanted = canonicalName(name);
  return message.headers.filter((h) => canonicalName(h.name) === wanted).map((h) => h.value);
}

export function headerValue(message: SipMessage, name: string): string | undefined {
  return headerValues(message, name)[0];
}

export function removeHeader(message: SipMessage, name: string): void {
  const wanted = canonicalName(name);
  message.headers = message.headers.filter((h) => canonicalName(h.name) !== wanted);
}

/** Replaces every field of that name by one (added at the end when absent). */
export function setHeader(message: SipMessage, name: string, value: string): void {
  const wanted = canonicalName(name);
  const index = message.headers.findIndex((h) => canonicalName(h.name) === wanted);
  removeHeader(message, name);
  const field = { name, value };
  if (index === -1) message.headers.push(field);
  else message.headers.splice(index, 0, field);
}

/** The message as a frame; Content-Length always states the body's real length in bytes. */
export function serializeSipMessage(message: SipMessage): string {
  const first =
    message.kind === 'request'
      ? `${message.method} ${message.uri} SIP/2.0`
      : `SIP/2.0 ${message.status} ${message.reason}`.trimEnd();
  const headers = message.headers.filter((h) => canonicalName(h.name) !== 'content-length');
  headers.push({ name: 'Content-Length', value: String(Buffer.byteLength(message.body, 'utf8')) });
  return `${first}\r\n${headers.map((h) => `${h.name}: ${h.value}`).join('\r\n')}\r\n\r\n${message.body}`;
}

/** Call-ID, the key of every dialog and transaction the relay remembers. */
export function callIdOf(message: SipMessage): string | undefined {
  return headerValue(message, 'call-id');
}

/** The method a response answers (from CSeq), or the request's own method. */
export function methodOf(message: SipMessage): string | undefined {
  if (message.kind === 'request') return message.method;
  const cseq = headerValue(message, 'cseq');
  return cseq?.split(/\s+/)[1]?.toUpperCase();
}
