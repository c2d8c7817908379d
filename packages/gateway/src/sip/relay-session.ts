/**
 * One browser's SIP connection through the relay: frames from the browser are checked
 * (own extension and allowed targets outside the agent's known dialogs, fresh token), completed
 * (X-Auth-Token) and unmasked before they reach the PBX; frames from the PBX are masked again
 * before they reach the browser. Dialogs and masked numbers are the agent's (AgentDialogs), shared
 * with the agent's other and later sockets. Both sockets are
 * pinged; when either side goes away the other is closed, so JsSIP reconnects and registers anew.
 */

import { SIP_HEADERS } from '@umbrella/contract';
import type { Caller, TokenVerifier } from '@umbrella/edge';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import { tagOf } from './address.js';
import type { AgentDialogs } from './agent-dialogs.js';
import { maskedReferenceOf } from './masking.js';
import {
  callIdOf,
  headerValue,
  parseSipMessage,
  type SipMessage,
  type SipRequest,
  serializeSipMessage,
  setHeader,
} from './message.js';
import { isOutOfDialog, judgeRequest } from './policy.js';
import { replyTo } from './reply.js';
import type { VoipLookup } from './voip-lookup.js';

export type RelaySessionOptions = {
  browser: WebSocket;
  pbx: WebSocket;
  caller: Caller;
  token: string;
  extension: string;
  /** The configured test call's number, which every agent may dial. */
  testNumber: string | undefined;
  dialogs: AgentDialogs;
  verifyToken: TokenVerifier;
  lookup: VoipLookup;
  log: FastifyBaseLogger;
  pingIntervalMs: number;
  maxFrameBytes: number;
  onClose: () => void;
};

const RESOLVE_FAILURES: Record<number, string> = { 403: 'Forbidden (number not yours to dial)', 404: 'Not Found' };

function text(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

export class RelaySession {
  private caller: Caller;
  private token: string;
  /** To tags of the relay's own final answers to INVITEs: the browser's ACK for them stops here. */
  private readonly refusedTags = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private readonly alive = new Map<WebSocket, boolean>();
  private readonly pinger: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: RelaySessionOptions) {
    this.caller = options.caller;
    this.token = options.token;
    const { browser, pbx } = options;
    for (const socket of [browser, pbx]) {
      this.alive.set(socket, true);
      socket.on('pong', () => this.alive.set(socket, true));
      socket.on('error', (error) => options.log.warn({ err: error }, 'sip relay socket error'));
    }
    browser.on('message', (data) => {
      const frame = text(data);
      this.chain = this.chain
        .then(() => this.fromBrowser(frame))
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'sip relay failed on a browser frame');
        });
    });
    pbx.on('message', (data) => this.fromPbx(text(data)));
    browser.on('close', (code) => this.close('browser', code));
    pbx.on('close', (code) => this.close('pbx', code));
    this.pinger = setInterval(() => this.ping(), options.pingIntervalMs);
    this.pinger.unref();
  }

  private ping(): void {
    for (const socket of [this.options.browser, this.options.pbx]) {
      if (!this.alive.get(socket)) {
        this.options.log.warn(
          { side: socket === this.options.pbx ? 'pbx' : 'browser' },
          'sip relay peer stopped answering pings',
        );
        socket.terminate();
        continue;
      }
      this.alive.set(socket, false);
      if (socket.readyState === WebSocket.OPEN) socket.ping();
    }
  }

  private send(socket: WebSocket, frame: string): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (Buffer.byteLength(frame) > this.options.maxFrameBytes) {
      this.options.log.warn({ bytes: Buffer.byteLength(frame) }, 'sip frame over the size limit dropped');
      return;
    }
    socket.send(frame);
  }

  private refuse(request: SipRequest, status: number, reason: string): void {
    this.options.log.warn(
      { method: request.method, status, reason, extension: this.options.extension, accountId: this.caller.accountId },
      'sip request refused by the relay',
    );
    if (request.method === 'ACK') return;
    const { frame, toTag } = replyTo(request, status, reason);
    if (request.method === 'INVITE') this.refusedTags.add(toTag);
    this.send(this.options.browser, frame);
  }

  private async fromBrowser(frame: string): Promise<void> {
    if (frame.trim() === '') {
      this.send(this.options.pbx, frame);
      return;
    }
    const message = parseSipMessage(frame);
    if (!message) {
      this.options.log.warn('a browser frame that is not SIP was dropped');
      return;
    }
    if (message.kind === 'request' && !(await this.admit(message))) return;
    this.options.dialogs.fromBrowser(message);
    this.options.dialogs.masked.toPbx(message);
    this.send(this.options.pbx, serializeSipMessage(message));
  }

  /** Checks and completes a request from the browser; false when the relay answered it itself. */
  private async admit(request: SipRequest): Promise<boolean> {
    if (request.method === 'ACK') {
      const tag = tagOf(headerValue(request, 'to') ?? '');
      if (tag && this.refusedTags.delete(tag)) return false;
    }
    const inKnownDialog = this.options.dialogs.knows(request);
    if (!inKnownDialog && request.method !== 'ACK' && this.options.dialogs.hasEnded(request)) {
      this.refuse(request, 481, 'Call/Transaction Does Not Exist');
      return false;
    }
    const verdict = judgeRequest(
      request,
      {
        extension: this.options.extension,
        canDialOut: this.caller.permissions.includes('voip:outbound'),
        canDialAnyNumber: this.caller.permissions.includes('voip:dial-any-number'),
        testNumber: this.options.testNumber,
      },
      inKnownDialog,
    );
    if (!verdict.forward) {
      this.refuse(request, verdict.status, verdict.reason);
      return false;
    }
    if (!inKnownDialog && request.method !== 'ACK' && request.method !== 'CANCEL') {
      const fresh = await this.freshToken(request);
      if (!fresh.ok) {
        this.refuse(request, 403, fresh.reason);
        return false;
      }
      setHeader(request, SIP_HEADERS.authToken, this.token);
    }
    if (request.method === 'INVITE' && !inKnownDialog) return this.unmask(request);
    return true;
  }

  /** Takes a newer token the browser sends in X-Auth-Token; refuses a foreign or expired one. */
  private async freshToken(request: SipRequest): Promise<{ ok: true } | { ok: false; reason: string }> {
    const given = headerValue(request, SIP_HEADERS.authToken);
    if (given && given !== this.token) {
      try {
        const caller = await this.options.verifyToken(given);
        if (caller.accountId !== this.caller.accountId)
          return { ok: false, reason: 'Forbidden (token of another account)' };
        this.caller = caller;
        this.token = given;
      } catch {
        return { ok: false, reason: 'Forbidden (invalid X-Auth-Token)' };
      }
    }
    if (this.caller.expiresAt * 1000 <= Date.now()) return { ok: false, reason: 'Forbidden (session expired)' };
    return { ok: true };
  }

  private async unmask(invite: SipRequest): Promise<boolean> {
    const reference = maskedReferenceOf(invite);
    const callId = callIdOf(invite);
    if (!reference || !callId) return true;
    const result = await this.options.lookup.resolve(this.token, reference);
    if (!result.ok) {
      const reason = RESOLVE_FAILURES[result.status];
      this.refuse(invite, reason ? result.status : 503, reason ?? 'Service Unavailable');
      return false;
    }
    this.options.dialogs.masked.remember(callId, reference, result.phone);
    return true;
  }

  private fromPbx(frame: string): void {
    if (frame.trim() === '') {
      this.send(this.options.browser, frame);
      return;
    }
    const message: SipMessage | undefined = parseSipMessage(frame);
    if (!message) {
      this.options.log.warn('a PBX frame that is not SIP was dropped');
      return;
    }
    if (message.kind === 'request' && message.method === 'INVITE' && isOutOfDialog(message)) {
      this.options.dialogs.masked.rememberInbound(message);
    }
    this.options.dialogs.fromPbx(message);
    this.options.dialogs.masked.toBrowser(message);
    this.send(this.options.browser, serializeSipMessage(message));
  }

  close(side: 'browser' | 'pbx' | 'gateway', code?: number): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.pinger);
    this.options.log.info(
      { side, code, extension: this.options.extension, accountId: this.caller.accountId },
      'sip relay connection closed',
    );
    const { browser, pbx } = this.options;
    if (pbx.readyState === WebSocket.OPEN) pbx.close(1000);
    else if (pbx.readyState === WebSocket.CONNECTING) pbx.terminate();
    // 1011 tells JsSIP the transport failed: it reconnects and registers again.
    if (browser.readyState === WebSocket.OPEN)
      browser.close(side === 'pbx' ? 1011 : 1000, side === 'pbx' ? 'PBX connection lost' : '');
    this.options.onClose();
  }
}
