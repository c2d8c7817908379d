/**
 * A JsSIP stand-in for the engine and screen tests: user agents and sessions that record what the
 * engine asked and emit the events JsSIP would. The real JsSIP is exercised against Kamailio in
 * the gateway's telephony suite and in Chromium.
 */
import type {
  JsSipPort,
  SessionEventPayload,
  SessionPort,
  UaConfiguration,
  UaEventPayload,
  UaPort,
} from '../sip/jssip-port';

type Listener<T> = (event: T) => void;

class Emitter<T> {
  private readonly listeners = new Map<string, Listener<T>[]>();
  on(event: string, listener: Listener<T>): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, payload: T): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

export class FakeSession extends Emitter<SessionEventPayload> implements SessionPort {
  connection: RTCPeerConnection | null = null;
  answered = false;
  ended = false;
  answerOptions: Record<string, unknown> | null = null;
  terminatedWith: { status_code?: number; reason_phrase?: string } | undefined | null = null;

  constructor(
    readonly direction: 'outgoing' | 'incoming',
    readonly remote_identity?: { uri?: { user?: string }; display_name?: string },
  ) {
    super();
  }

  answer(options: Record<string, unknown>): void {
    this.answerOptions = options;
    this.accept();
  }
  /** The far end answers. */
  accept(): void {
    this.answered = true;
    this.emit('accepted', { originator: 'remote' });
    this.emit('confirmed', { originator: 'local' });
  }
  fail(cause: string, status?: number): void {
    this.ended = true;
    this.emit('failed', { originator: 'remote', cause, message: status ? { status_code: status } : null });
  }
  hangUpRemotely(): void {
    this.ended = true;
    this.emit('ended', { originator: 'remote', cause: 'Terminated' });
  }
  terminate(options?: { status_code?: number; reason_phrase?: string }): void {
    this.terminatedWith = options;
    if (this.ended) return;
    this.ended = true;
    if (this.answered) this.emit('ended', { originator: 'local', cause: 'Terminated' });
    else this.emit('failed', { originator: 'local', cause: this.direction === 'outgoing' ? 'Canceled' : 'Rejected' });
  }
  hold(): boolean {
    this.emit('hold', { originator: 'local' });
    return true;
  }
  unhold(): boolean {
    this.emit('unhold', { originator: 'local' });
    return true;
  }
  mute(): void {
    this.emit('muted', { originator: 'local' });
  }
  unmute(): void {
    this.emit('unmuted', { originator: 'local' });
  }
  isEnded(): boolean {
    return this.ended;
  }
  /** Re-INVITEs sent; `reofferable` false answers as JsSIP does while another offer is pending. */
  renegotiations = 0;
  reofferable = true;
  /** The answer to the last re-INVITE: its success, or the failure after which JsSIP ends the call. */
  private reoffered: (() => void) | null = null;
  renegotiate(_options?: unknown, done?: () => void): boolean {
    if (!this.reofferable || this.ended) return false;
    this.renegotiations++;
    this.reoffered = done ?? null;
    return true;
  }
  reofferSucceeds(): void {
    this.reoffered?.();
  }
  reofferFails(): void {
    this.ended = true;
    this.emit('ended', { originator: 'local', cause: 'Dialog Error' });
  }
}

export class FakeUa extends Emitter<UaEventPayload> implements UaPort {
  started = false;
  stopped = false;
  registerHeaders: string[] = [];
  readonly calls: { target: string; options: Record<string, unknown>; session: FakeSession }[] = [];

  constructor(readonly configuration: UaConfiguration) {
    super();
  }
  start(): void {
    this.started = true;
  }
  stop(): void {
    this.stopped = true;
  }
  call(target: string, options: Record<string, unknown>): FakeSession {
    const session = new FakeSession('outgoing');
    this.calls.push({ target, options, session });
    return session;
  }
  registrator() {
    return {
      setExtraHeaders: (headers: string[]) => {
        this.registerHeaders = headers;
      },
    };
  }
  isRegistered(): boolean {
    return false;
  }
  /** The PBX calls the agent. */
  ring(from: string): FakeSession {
    const session = new FakeSession('incoming', { uri: { user: from } });
    this.emit('newRTCSession', { originator: 'remote', session });
    return session;
  }
  register(): void {
    this.emit('connecting', {});
    this.emit('registered', {});
  }
  /** The relay socket drops and JsSIP reconnects and registers again. */
  reconnect(): void {
    this.emit('disconnected', {});
    this.register();
  }
}

export function fakeJsSip(): JsSipPort & { uas: FakeUa[]; last(): FakeUa } {
  const uas: FakeUa[] = [];
  return {
    uas,
    last: () => {
      const ua = uas.at(-1);
      if (!ua) throw new Error('no user agent was created');
      return ua;
    },
    createUa(configuration) {
      const ua = new FakeUa(configuration);
      uas.push(ua);
      return ua;
    },
  };
}

/** A microphone that works, is missing, or is denied. */
export function fakeMedia(outcome: 'ok' | 'NotFoundError' | 'NotAllowedError' = 'ok') {
  const stopped: string[] = [];
  return {
    stopped,
    getAudio: async () => {
      if (outcome !== 'ok') throw Object.assign(new Error(outcome), { name: outcome });
      const track = { kind: 'audio', stop: () => stopped.push('audio') };
      return { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
    },
  };
}
