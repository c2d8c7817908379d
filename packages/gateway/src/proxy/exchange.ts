import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { isConnectionError, isRetryableStatus, isTimeout } from './retry-policy.js';
import type { PendingRequest, ResponseHandler, UpstreamPool } from './upstream-pool.js';

export type ExchangeSettings = {
  /** Budget for the whole exchange, retries included; also the longest silence inside a body. */
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
};

export type UpstreamRequest = {
  method: string;
  /** Path and query string, as the client sent them. */
  path: string;
  headers: Record<string, string>;
  /** A buffer can be sent again; a stream only once. */
  body: Buffer | Readable | null;
  retryable: boolean;
  requestId: string;
};

export type ExchangeOutcome = { statusCode: number; attempts: number; error?: Error };

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * One client request relayed to the upstream: sent on the shared keep-alive pool, retried within
 * the time budget when the policy allows, and streamed back to the client with backpressure.
 * Answers 502/504 as JSON when no upstream answer can be relayed.
 */
export class Exchange {
  private attempts = 0;
  private readonly deadline: number;
  private pending: PendingRequest | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private clientGone = false;
  private ended = false;

  constructor(
    private readonly pool: UpstreamPool,
    private readonly settings: ExchangeSettings,
    private readonly request: UpstreamRequest,
    private readonly res: ServerResponse,
    private readonly onDone: (outcome: ExchangeOutcome) => void,
  ) {
    this.deadline = Date.now() + settings.timeoutMs;
    res.once('close', () => {
      if (res.writableFinished) return;
      this.clientGone = true;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.pending?.abort();
    });
  }

  start(): void {
    this.attempts++;
    const { method, path, headers, body } = this.request;
    this.pending = this.pool.request(
      {
        method,
        path,
        headers,
        body,
        headersTimeoutMs: this.deadline - Date.now(),
        bodyTimeoutMs: this.settings.timeoutMs,
      },
      new AttemptHandler(this),
    );
  }

  /** Whether another attempt fits the policy and the remaining budget. */
  canRetry(): boolean {
    return (
      this.request.retryable &&
      !this.clientGone &&
      this.attempts <= this.settings.retries &&
      Date.now() + this.settings.retryDelayMs < this.deadline
    );
  }

  retryLater(): void {
    if (this.clientGone) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.clientGone) this.start();
    }, this.settings.retryDelayMs);
  }

  respond(statusCode: number, headers: string[]): void {
    headers.push('x-request-id', this.request.requestId);
    this.res.writeHead(statusCode, headers);
  }

  /**
   * Returns false when the client cannot take more now; the upstream is resumed on 'drain'. The
   * last piece of a body of known length goes out with the end: one write for a small answer.
   */
  write(chunk: Buffer, last: boolean): boolean {
    if (last) {
      this.ended = true;
      this.res.end(chunk);
      return true;
    }
    if (this.res.write(chunk)) return true;
    this.res.once('drain', () => this.pending?.resume());
    return false;
  }

  finish(): void {
    if (!this.ended) this.res.end();
    this.onDone({ statusCode: this.res.statusCode, attempts: this.attempts });
  }

  fail(error: Error): void {
    if (this.clientGone) return;
    if (this.res.headersSent) {
      this.res.destroy(error);
      this.onDone({ statusCode: this.res.statusCode, attempts: this.attempts, error });
      return;
    }
    if (isConnectionError(error) && this.canRetry()) {
      this.retryLater();
      return;
    }
    if (isTimeout(error)) {
      this.sendError(504, 'The back-office did not answer in time', 'UPSTREAM_TIMEOUT', error);
    } else {
      this.sendError(502, 'The back-office is unavailable, please try again', 'UPSTREAM_UNAVAILABLE', error);
    }
  }

  private sendError(statusCode: number, message: string, code: string, error: Error): void {
    const body = JSON.stringify({ message, code });
    this.res.writeHead(statusCode, {
      'content-type': JSON_TYPE,
      'content-length': Buffer.byteLength(body),
      'x-request-id': this.request.requestId,
    });
    this.res.end(body);
    this.onDone({ statusCode, attempts: this.attempts, error });
  }
}

/** Callbacks for one attempt; a retryable 502/503/504 is drained and dropped. */
class AttemptHandler implements ResponseHandler {
  private discard = false;

  constructor(private readonly exchange: Exchange) {}

  onHead(statusCode: number, headers: string[]): void {
    if (isRetryableStatus(statusCode) && this.exchange.canRetry()) this.discard = true;
    else this.exchange.respond(statusCode, headers);
  }

  onData(chunk: Buffer, last: boolean): boolean {
    return this.discard || this.exchange.write(chunk, last);
  }

  onEnd(): void {
    if (this.discard) this.exchange.retryLater();
    else this.exchange.finish();
  }

  onError(error: Error): void {
    if (this.discard) this.exchange.retryLater();
    else this.exchange.fail(error);
  }
}
