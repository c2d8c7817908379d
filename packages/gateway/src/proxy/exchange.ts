import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { clientResponseHeaders } from './forward-headers.js';
import { isConnectionError, isRetryableStatus, isTimeout } from './retry-policy.js';

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
 * One client request relayed to the upstream: dispatched on the shared keep-alive pool, retried
 * within the time budget when the policy allows, and streamed back to the client with
 * backpressure. Answers 502/504 as JSON when no upstream answer can be relayed.
 */
export class Exchange {
  private attempts = 0;
  private readonly deadline: number;
  private controller: Dispatcher.DispatchController | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private clientGone = false;

  constructor(
    private readonly dispatcher: Dispatcher,
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
      this.controller?.abort(new Error('client closed the connection'));
    });
  }

  start(): void {
    this.attempts++;
    this.controller = null;
    const remaining = this.deadline - Date.now();
    const { method, path, headers, body } = this.request;
    this.dispatcher.dispatch(
      { method, path, headers, body, headersTimeout: remaining, bodyTimeout: this.settings.timeoutMs },
      new AttemptHandler(this),
    );
  }

  get closed(): boolean {
    return this.clientGone;
  }

  attach(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
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
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.clientGone) this.start();
    }, this.settings.retryDelayMs);
  }

  respond(statusCode: number, headers: IncomingHttpHeaders): void {
    this.res.writeHead(statusCode, clientResponseHeaders(headers, this.request.requestId));
  }

  write(chunk: Buffer, controller: Dispatcher.DispatchController): void {
    if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once('drain', () => controller.resume());
    }
  }

  finish(): void {
    this.res.end();
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

/** undici callbacks for one attempt; a retryable 502/503/504 is drained and dropped. */
class AttemptHandler implements Dispatcher.DispatchHandler {
  private discard = false;

  constructor(private readonly exchange: Exchange) {}

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.exchange.closed) controller.abort(new Error('client closed the connection'));
    else this.exchange.attach(controller);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    if (isRetryableStatus(statusCode) && this.exchange.canRetry()) this.discard = true;
    else this.exchange.respond(statusCode, headers);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.discard) this.exchange.write(chunk, controller);
  }

  onResponseEnd(): void {
    if (this.discard) this.exchange.retryLater();
    else this.exchange.finish();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.discard) this.exchange.retryLater();
    else this.exchange.fail(error);
  }
}
