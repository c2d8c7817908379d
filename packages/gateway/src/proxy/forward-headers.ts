import type { IncomingHttpHeaders } from 'node:http';

/**
 * The request headers the back-office and its issuer need; everything else stays at the gateway.
 * An allowlist keeps the hop cheap and keeps gateway-only secrets (e.g. X-Internal-Token) from
 * being relayed.
 */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'cache-control',
  'content-type',
  'cookie',
  'idempotency-key',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'last-event-id',
  'origin',
  'referer',
  'user-agent',
  // A webmaster's server sends leads with only its intake key (decision 1503).
  'x-api-key',
] as const;

export type ClientInfo = { requestId: string; ip: string; protocol: string; host: string | undefined };

export function upstreamRequestHeaders(headers: IncomingHttpHeaders, client: ClientInfo): Record<string, string> {
  const forwarded: Record<string, string> = { 'x-request-id': client.requestId };
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const chain = headers['x-forwarded-for'];
  forwarded['x-forwarded-for'] = typeof chain === 'string' ? `${chain}, ${client.ip}` : client.ip;
  forwarded['x-forwarded-proto'] = client.protocol;
  if (client.host) forwarded['x-forwarded-host'] = client.host;
  return forwarded;
}
