/**
 * An agent's softphone in Node: JsSIP registering through the gateway's relay exactly as the web
 * app does (URL with the access token, subprotocol sip, expiry 360 s, its reconnect waits), with every frame it
 * receives recorded so that tests can prove what the browser side never saw.
 */
import { SIP_RECONNECT_INTERVAL_S, SIP_REGISTER_EXPIRES } from '@umbrella/contract';
import type { RTCSession } from 'jssip/lib/RTCSession.js';
import type { UA as JsSipUa } from 'jssip/lib/UA.js';
import WebSocket from 'ws';
import { installJsSipGlobals } from './jssip-node.js';
import { waitFor } from './ports.js';

type JsSipModule = typeof import('jssip');
let jssip: Promise<JsSipModule> | undefined;

/**
 * JsSIP needs browser globals (window, WebSocket) that would mislead other libraries (PGlite
 * takes `window` for a browser): they are installed only when the first softphone starts.
 */
function loadJsSip(): Promise<JsSipModule> {
  jssip ??= (async () => {
    installJsSipGlobals();
    (globalThis as unknown as { WebSocket: unknown }).WebSocket = RecordingWebSocket;
    return (await import('jssip')).default as unknown as JsSipModule;
  })();
  return jssip;
}

/** Frames received by every softphone socket, per URL. */
const received = new Map<string, string[]>();

class RecordingWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols);
    const frames = received.get(url) ?? [];
    received.set(url, frames);
    this.on('message', (data) => frames.push(String(data)));
  }
}

export type NodeSoftphone = {
  ua: JsSipUa;
  events: string[];
  /** Every SIP frame this softphone received from the relay. */
  framesReceived(): string[];
  waitFor(event: string, timeoutMs?: number): Promise<void>;
  call(target: string, extraHeaders?: string[]): RTCSession;
  incoming(timeoutMs?: number): Promise<RTCSession>;
  /** The relay socket goes away as on a network change (no close handshake); JsSIP reconnects. */
  dropSocket(): void;
  stop(): Promise<void>;
};

export type SoftphoneOptions = {
  relayUrl: string;
  token: string;
  extension: string;
  domain?: string;
  register?: boolean;
  /**
   * After a reconnect, re-INVITE the answered calls once registered again, as the web app's engine
   * does (packages/web/src/features/softphone/sip/engine.ts); on unless a test shows the PBX without it.
   */
  retargetAfterReconnect?: boolean;
};

export async function startNodeSoftphone(options: SoftphoneOptions): Promise<NodeSoftphone> {
  const JsSIP = await loadJsSip();
  const url = `${options.relayUrl}?access_token=${encodeURIComponent(options.token)}`;
  const domain = options.domain ?? 'umbrella.test';
  const ua = new JsSIP.UA({
    sockets: [new JsSIP.WebSocketInterface(url)],
    uri: `sip:${options.extension}@${domain}`,
    password: 'unused',
    register: options.register ?? true,
    register_expires: SIP_REGISTER_EXPIRES,
    session_timers: false,
    connection_recovery_min_interval: SIP_RECONNECT_INTERVAL_S.min,
    connection_recovery_max_interval: SIP_RECONNECT_INTERVAL_S.max,
    user_agent: 'umbrella-telephony-test',
  });
  const events: string[] = [];
  for (const name of [
    'connecting',
    'connected',
    'disconnected',
    'registered',
    'unregistered',
    'registrationFailed',
  ] as const) {
    ua.on(name, () => events.push(name));
  }
  const incoming: RTCSession[] = [];
  const sessions = new Set<RTCSession>();
  ua.on('newRTCSession', (event: { originator: string; session: RTCSession }) => {
    if (event.originator === 'remote') incoming.push(event.session);
    sessions.add(event.session);
    event.session.on('ended', () => sessions.delete(event.session));
    event.session.on('failed', () => sessions.delete(event.session));
  });
  let transportLost = false;
  ua.on('disconnected', () => {
    transportLost = true;
  });
  ua.on('registered', () => {
    if (!transportLost || options.retargetAfterReconnect === false) return;
    transportLost = false;
    for (const session of sessions) if (session.isEstablished()) session.renegotiate();
  });
  ua.start();
  return {
    ua,
    events,
    framesReceived: () => received.get(url) ?? [],
    async waitFor(event, timeoutMs = 5_000) {
      const from = events.length;
      await waitFor(() => events.slice(from).includes(event) || undefined, timeoutMs, `softphone event ${event}`);
    },
    call(target, extraHeaders = []) {
      return ua.call(target, {
        mediaConstraints: { audio: false, video: false },
        extraHeaders: [`X-Auth-Token: ${options.token}`, ...extraHeaders],
      });
    },
    incoming: (timeoutMs = 5_000) => waitFor(() => incoming.shift(), timeoutMs, 'an incoming call'),
    dropSocket() {
      const socket = (ua as unknown as { _transport: { socket: { _ws: WebSocket | null } } })._transport.socket._ws;
      socket?.terminate();
    },
    async stop() {
      if (!ua.isConnected() && events.at(-1) === 'disconnected') return;
      ua.stop();
      // JsSIP unregisters, ends its calls and only then closes the socket.
      await waitFor(() => !ua.isConnected() || undefined, 5_000, 'the softphone to stop').catch(() => undefined);
    },
  };
}

/** Resolves with the session's first of the given events (and its cause, for failures). */
export function sessionEvent(
  session: RTCSession,
  names: string[],
  timeoutMs = 8_000,
): Promise<{ name: string; cause?: string; status?: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${names.join('/')} within ${timeoutMs} ms`)), timeoutMs);
    for (const name of names) {
      session.once(name as 'confirmed', (event?: { cause?: string; message?: { status_code?: number } }) => {
        clearTimeout(timer);
        resolve({ name, cause: event?.cause, status: event?.message?.status_code });
      });
    }
  });
}
