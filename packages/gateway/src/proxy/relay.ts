import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { type AccessRules, needsToken, type Refusal, refusal } from '../auth/access.js';
import { requestIdOf } from '../request-id.js';
import { Exchange, type ExchangeOutcome, type ExchangeSettings } from './exchange.js';
import { upstreamRequestHeaders } from './forward-headers.js';
import { BodyTooLargeError, readBody } from './read-body.js';
import { mayRetry } from './retry-policy.js';
import { UpstreamPool } from './upstream-pool.js';

export type RelayOptions = ExchangeSettings & {
  upstreamUrl: string;
  access: AccessRules;
  log: Logger;
  /** Largest request body kept in memory so that it can be sent again (default 10 MiB). */
  retryBodyLimit?: number;
};

export type Relay = {
  /** Answers one request for the upstream's paths, from the raw Node request. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Answers new requests with 503 from now on (the gateway is shutting down). */
  stop(): void;
  /** Closes the upstream pool once in-flight requests have finished. */
  close(): Promise<void>;
};

function sendJson(res: ServerResponse, statusCode: number, body: object, headers: Record<string, string>): void {
  const text = JSON.stringify(body);
  res.writeHead(statusCode, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * The remote-mode hop to the back-office, written against node:http and its own upstream pool: the
 * proxied paths skip Fastify's routing, hooks and reply objects, which are most of a generic
 * proxy plugin's cost (see bench/README.md). One keep-alive pool, an allowlist of headers, no
 * body parsing; a body is buffered only when the request may be retried.
 */
export function createRelay(options: RelayOptions): Relay {
  const pool = new UpstreamPool(options.upstreamUrl, { dropResponseHeaders: ['x-request-id'] });
  const { access, log } = options;
  const settings: ExchangeSettings = {
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    retryDelayMs: options.retryDelayMs,
  };
  const retryBodyLimit = options.retryBodyLimit ?? 10 * 1024 * 1024;
  let closing = false;

  function logOutcome(req: IncomingMessage, reqId: string, startedAt: number, outcome: ExchangeOutcome): void {
    if (outcome.error) {
      log.warn(
        { reqId, method: req.method, url: req.url, ...outcome, ms: performance.now() - startedAt },
        'upstream failed',
      );
    } else if (log.isLevelEnabled('info')) {
      const ms = performance.now() - startedAt;
      log.info(
        { reqId, method: req.method, url: req.url, statusCode: outcome.statusCode, attempts: outcome.attempts, ms },
        'proxied',
      );
    }
  }

  /** Relays the request; returns a promise only while a body is being read for a possible retry. */
  function forward(
    req: IncomingMessage,
    res: ServerResponse,
    reqId: string,
    startedAt: number,
  ): Promise<void> | undefined {
    const retryable = mayRetry(req.method ?? 'GET', req.headers);
    if (!hasBody(req)) return dispatch(req, res, reqId, startedAt, null, retryable);
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    if (!retryable || declared > retryBodyLimit) return dispatch(req, res, reqId, startedAt, req, false);
    return readBody(req, retryBodyLimit).then((body) => dispatch(req, res, reqId, startedAt, body, true));
  }

  function dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    reqId: string,
    startedAt: number,
    body: Buffer | IncomingMessage | null,
    retryable: boolean,
  ): undefined {
    const headers = upstreamRequestHeaders(req.headers, {
      requestId: reqId,
      ip: req.socket.remoteAddress ?? '',
      protocol: 'encrypted' in req.socket ? 'https' : 'http',
      host: req.headers.host,
    });
    if (Buffer.isBuffer(body)) headers['content-length'] = String(body.length);
    else if (body && req.headers['content-length'] !== undefined) {
      headers['content-length'] = req.headers['content-length'];
    }
    const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers, body, retryable, requestId: reqId };
    new Exchange(pool, settings, request, res, (outcome) => logOutcome(req, reqId, startedAt, outcome)).start();
    return undefined;
  }

  function refuse(req: IncomingMessage, res: ServerResponse, reqId: string, refused: Refusal): void {
    if (refused.error) log.warn({ reqId, err: refused.error }, 'token keys unavailable');
    else if (log.isLevelEnabled('info')) {
      log.info({ reqId, method: req.method, url: req.url, statusCode: refused.statusCode }, 'refused');
    }
    sendJson(res, refused.statusCode, refused.body, { ...refused.headers, 'x-request-id': reqId });
  }

  function fail(res: ServerResponse, reqId: string, error: unknown): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof BodyTooLargeError) {
      sendJson(res, 413, { message: error.message, code: error.code }, { 'x-request-id': reqId });
      return;
    }
    log.error({ reqId, err: error }, 'relay failed');
    sendJson(
      res,
      500,
      { message: `Something went wrong (request ${reqId})`, code: 'INTERNAL' },
      { 'x-request-id': reqId },
    );
  }

  return {
    handle(req, res) {
      const reqId = requestIdOf(req);
      const startedAt = performance.now();
      if (closing) {
        sendJson(
          res,
          503,
          { message: 'The gateway is restarting', code: 'SHUTTING_DOWN' },
          { 'x-request-id': reqId, connection: 'close' },
        );
        return;
      }
      if (!needsToken(req.url ?? '/', access)) {
        try {
          forward(req, res, reqId, startedAt)?.catch((error: unknown) => fail(res, reqId, error));
        } catch (error) {
          fail(res, reqId, error);
        }
        return;
      }
      refusal(req.headers, access)
        .then((refused) => (refused ? refuse(req, res, reqId, refused) : forward(req, res, reqId, startedAt)))
        .catch((error: unknown) => fail(res, reqId, error));
    },
    stop() {
      closing = true;
    },
    async close() {
      closing = true;
      await pool.close();
    },
  };
}
