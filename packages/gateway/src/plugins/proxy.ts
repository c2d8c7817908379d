import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import { Exchange, type ExchangeSettings } from '../proxy/exchange.js';
import { upstreamRequestHeaders } from '../proxy/forward-headers.js';
import { readBody } from '../proxy/read-body.js';
import { mayRetry } from '../proxy/retry-policy.js';

export type ProxyOptions = ExchangeSettings & {
  upstreamUrl: string;
  /** Path prefixes relayed to the upstream, e.g. /module and /oidc. */
  prefixes: string[];
  /** Largest request body kept in memory so that it can be sent again. */
  retryBodyLimit?: number;
};

const ONE_MIB = 1024 * 1024;

/**
 * Relays the back-office's paths (remote mode) over one keep-alive undici pool. The hop is kept
 * lean on purpose: no body parsing, an allowlist of headers, the answer streamed straight to the
 * socket. Bodies are buffered only when the request may be retried.
 */
export const proxyPlugin: FastifyPluginAsync<ProxyOptions> = async (fastify, options) => {
  const pool = new Pool(options.upstreamUrl, { connections: 128, keepAliveTimeout: 30_000 });
  const settings: ExchangeSettings = {
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    retryDelayMs: options.retryDelayMs,
  };
  const retryBodyLimit = options.retryBodyLimit ?? 10 * ONE_MIB;

  // Leave request bodies unread: the handler streams or buffers them itself.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null));

  async function relay(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const raw = request.raw;
    const method = raw.method ?? 'GET';
    const retryable = mayRetry(method, raw.headers);
    let body: Buffer | IncomingMessage | null = null;
    if (hasBody(raw)) {
      const declared = Number(raw.headers['content-length'] ?? Number.NaN);
      body = retryable && !(declared > retryBodyLimit) ? await readBody(raw, retryBodyLimit) : raw;
    }
    const headers = upstreamRequestHeaders(raw.headers, {
      requestId: request.id,
      ip: request.ip,
      protocol: request.protocol,
      host: raw.headers.host,
    });
    if (Buffer.isBuffer(body)) headers['content-length'] = String(body.length);
    else if (body) copyLength(raw, headers);
    reply.hijack();
    const startedAt = performance.now();
    const exchange = new Exchange(
      pool,
      settings,
      { method, path: raw.url ?? '/', headers, body, retryable: retryable && body !== raw, requestId: request.id },
      reply.raw,
      (outcome) => {
        const fields = {
          statusCode: outcome.statusCode,
          attempts: outcome.attempts,
          ms: performance.now() - startedAt,
        };
        if (outcome.error) request.log.warn({ ...fields, err: outcome.error }, 'upstream failed');
        else request.log.info(fields, 'proxied');
      },
    );
    exchange.start();
  }

  for (const prefix of options.prefixes) {
    fastify.all(prefix, relay);
    fastify.all(`${prefix}/*`, relay);
  }

  fastify.addHook('onClose', async () => {
    await pool.close();
  });
};

function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
}

function copyLength(raw: IncomingMessage, headers: Record<string, string>): void {
  const length = raw.headers['content-length'];
  if (length !== undefined) headers['content-length'] = length;
}
