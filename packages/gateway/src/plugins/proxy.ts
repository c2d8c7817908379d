import type { IncomingMessage } from 'node:http';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import { upstreamRequestHeaders } from '../proxy/forward-headers.js';
import { readBody } from '../proxy/read-body.js';
import { relayAnswer, type UpstreamAnswer } from '../proxy/relay-answer.js';
import { isTimeout, mayRetry, type RetrySchedule, retrySchedule } from '../proxy/retry-policy.js';

export type ProxyOptions = {
  upstreamUrl: string;
  /** Path prefixes answered by the upstream (`/module`, `/oidc`). */
  prefixes: string[];
  /** Budget of one proxied request, retries included; also the longest silence inside an answer. */
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  /** Largest request body kept in memory so that it can be sent again (default 10 MiB). */
  retryBodyLimit?: number;
  /** The undici pool's settings (see bench/proxy/README.md for how they were chosen). */
  pool?: Pool.Options;
};

/**
 * The keep-alive pool to the back-office. Idle connections are closed after 30 s, before the
 * back-office's own 72 s keep-alive, so a request never lands on a connection being closed.
 */
export const DEFAULT_POOL: Pool.Options = { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 };

type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;
type Hook<K extends keyof ReplyOptions> = NonNullable<ReplyOptions[K]>;

/** Response headers that describe the upstream connection, not the answer; ours says the request id. */
const DROPPED_RESPONSE_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'x-request-id'];

const upstreamAnswerHeaders: Hook<'rewriteHeaders'> = (headers) => {
  const kept = { ...headers };
  for (const name of DROPPED_RESPONSE_HEADERS) delete kept[name];
  return kept;
};

const forwardedHeaders: Hook<'rewriteRequestHeaders'> = (request, prepared) => {
  const headers = upstreamRequestHeaders(request.headers, {
    requestId: request.id,
    ip: request.ip,
    protocol: request.protocol,
    host: request.headers.host,
  });
  // Set by reply-from from the body it sends (a buffered copy, or the client's stream).
  const length = prepared['content-length'];
  if (length !== undefined) headers['content-length'] = String(length);
  return headers;
};

/** No answer of the upstream can be relayed: 504 when it was too slow, else 502 (house error shape). */
const upstreamFailed: Hook<'onError'> = (reply, { error }) => {
  const cause = (error.cause as Error | undefined) ?? error;
  if ((error as { statusCode?: number }).statusCode === 504 || isTimeout(cause)) {
    void reply.code(504).send({ message: 'The back-office did not answer in time', code: 'UPSTREAM_TIMEOUT' });
  } else {
    void reply
      .code(502)
      .send({ message: 'The back-office is unavailable, please try again', code: 'UPSTREAM_UNAVAILABLE' });
  }
};

function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
}

/**
 * Remote mode: `/module/**` and `/oidc/**` are relayed to the back-office by @fastify/http-proxy
 * (reply-from on an undici pool), inside the gateway's one Fastify pipeline — the same hooks
 * (token checks, request ids, security headers), error handler and request log as every other
 * route. Only an allowlist of request headers crosses the hop; small answers of known length are
 * sent back whole, the others streamed (`relayAnswer`).
 * Retries follow decision 0301: idempotent or keyed requests only, within the time budget.
 */
export const proxyPlugin: FastifyPluginAsync<ProxyOptions> = async (fastify, options) => {
  const pool = new Pool(options.upstreamUrl, { ...DEFAULT_POOL, ...options.pool });
  const retryBodyLimit = options.retryBodyLimit ?? 10 * 1024 * 1024;
  const schedule: RetrySchedule = {
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    retryDelayMs: options.retryDelayMs,
  };

  async function forward(request: FastifyRequest, reply: FastifyReply, dest: string, replyOptions: object) {
    const retryable = mayRetry(request.method, request.headers);
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    // A body that may have to be sent again is read first; any other is streamed through once.
    const buffered =
      retryable && hasBody(request.raw) && !(declared > retryBodyLimit)
        ? await readBody(request.raw, retryBodyLimit)
        : undefined;
    return reply.from(dest, {
      ...replyOptions,
      timeout: schedule.timeoutMs,
      retryDelay: retrySchedule(schedule, retryable && (buffered !== undefined || !hasBody(request.raw)), request.raw),
      ...(buffered
        ? { body: buffered, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
        : {}),
    });
  }

  for (const prefix of options.prefixes) {
    await fastify.register(httpProxy, {
      upstream: options.upstreamUrl,
      prefix,
      rewritePrefix: prefix,
      undici: pool,
      disableRequestLogging: true,
      internalRewriteLocationHeader: false,
      // Nothing under /module or /oidc is a WebSocket; /gateway/** has its own.
      websocket: false,
      replyOptions: {
        rewriteRequestHeaders: forwardedHeaders,
        rewriteHeaders: upstreamAnswerHeaders,
        onError: upstreamFailed,
        onResponse: (_request, reply, answer) =>
          relayAnswer(reply, answer as unknown as UpstreamAnswer, upstreamFailed),
      },
      handler: forward,
    });
  }
  fastify.addHook('onClose', async () => {
    await pool.close();
  });
};
