/**
 * The softphone without React: one JsSIP user agent registering through the gateway's relay,
 * at most one call at a time, and the state screens read (phone-state.ts). Beyond the
 * specification it caps ICE gathering, attaches the remote audio the moment a track arrives,
 * tells a missing microphone from a denied one, and keeps the relay's token fresh.
 */
import { SIP_HEADERS, SIP_RECONNECT_INTERVAL_S, SIP_REGISTER_EXPIRES } from '@umbrella/contract';
import { type CallQuality, readCallQuality } from './call-quality';
import type { CallRecorder, CallRecording } from './call-recorder';
import { isReportedRegistrationFailure, mapFailure, SIP_CAUSES } from './failure-causes';
import type { JsSipPort, SessionEventPayload, SessionPort, UaPort } from './jssip-port';
import { type MediaAccess, microphoneStateOf } from './media-access';
import { MediaWatchdog } from './media-watchdog';
import { INITIAL_PHONE_STATE, type PhoneEvent, type PhoneState, phoneReducer } from './phone-state';
import { TicketWebSocket } from './ticket-socket';
import type { CallData, CallLogAction, PhoneToast } from './types';

export type VoipSettings = {
  serverUrl: string;
  extensionId: string;
  password: string | null;
  testNumber: string;
  /** SIP domain; the serverUrl's host when absent. */
  domain?: string;
};

export type EngineDeps = {
  jssip: () => Promise<JsSipPort>;
  accessToken: () => Promise<string>;
  /** A single-use ticket that opens the relay's socket (asked anew at every connect). */
  socketTicket: () => Promise<string>;
  media: MediaAccess;
  /** Where the other side is heard; attached as soon as a remote track arrives. */
  remoteAudio: () => HTMLAudioElement;
  /** With a call's end, how the customer came through (the last reading), when audio arrived. */
  callLog?: (action: CallLogAction, data: CallData, quality?: CallQuality | null) => void;
  report?: (error: Error) => void;
  toast?: (toast: PhoneToast) => void;
  now?: () => number;
  /** ICE gathering stops this long after the call starts (browsers may take 10–40 s otherwise). */
  iceGatheringTimeoutMs?: number;
  openSocket?: (url: string) => WebSocket;
  /** Records lead calls from their answer to their end (decision 1441); no recording when absent. */
  recorder?: CallRecorder | null;
  /** A lead call's finished recording; its upload must not hold up the next call. */
  recorded?: (recording: Blob, data: CallData) => void;
  /** An answered call with no audio either way for this long is ended (decision 1801). */
  mediaSilenceMs?: number;
};

/** The media watchdog's default wait and how often it reads the statistics (decision 1801). */
export const MEDIA_SILENCE_MS = 15_000;
const MEDIA_CHECK_MS = 1_000;
/** How often an answered call's quality is read for the dialer (decision 1812). */
const QUALITY_CHECK_MS = 2_000;

export class SipRegistrationError extends Error {
  override readonly name = 'SipRegistrationError';
}

export class SipCallError extends Error {
  override readonly name = 'SipCallError';
}

/** A re-INVITE refused because another offer is pending is tried again this often, this many times. */
const RETARGET_RETRY_MS = 1_000;
const RETARGET_ATTEMPTS = 5;
/** An agent's hang-up during a socket drop waits this long for the new socket, then ends locally. */
export const BYE_WAIT_MS = 30_000;

const NO_ANSWER_CAUSES = new Set<string>([
  SIP_CAUSES.noAnswer,
  SIP_CAUSES.unavailable,
  SIP_CAUSES.requestTimeout,
  SIP_CAUSES.expires,
]);

export class SoftphoneEngine {
  private state: PhoneState = INITIAL_PHONE_STATE;
  private readonly listeners = new Set<() => void>();
  private ua: UaPort | null = null;
  private settings: VoipSettings | null = null;
  private session: SessionPort | null = null;
  private localStream: MediaStream | null = null;
  private remoteStream: MediaStream | null = null;
  private recording: { recording: CallRecording; data: CallData } | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private qualityReader: ReturnType<typeof setInterval> | null = null;
  private tokenRefresher: ReturnType<typeof setInterval> | null = null;
  private hangingUp = false;
  /** The softphone itself ended the call (no audio): logged as an automatic end, not the agent's. */
  private endedForSilence = false;
  private readonly watchdog: MediaWatchdog;
  /** The relay socket dropped since the last registration: the call's dialog points at the old one. */
  private transportLost = false;
  private retarget: ReturnType<typeof setTimeout> | null = null;
  /**
   * A re-INVITE after a reconnect awaits its answer. JsSIP ends the call when it fails: the PBX
   * no longer has the dialog (481, the customer hung up meanwhile) or the relay no longer knows it
   * (a restarted gateway, 403).
   */
  private retargeting = false;
  /** The agent hung up while the relay socket was down: the BYE waits for the new socket. */
  private pendingBye: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: EngineDeps) {
    // Read at each use, so that a faked clock (tests) applies.
    this.now = deps.now ?? (() => Date.now());
    this.watchdog = new MediaWatchdog({
      connection: () => this.session?.connection,
      silentForMs: deps.mediaSilenceMs ?? MEDIA_SILENCE_MS,
      checkEveryMs: MEDIA_CHECK_MS,
      now: this.now,
      paused: () => this.state.call?.held === true,
      onSilent: () => this.endSilentCall(),
    });
  }

  getState = (): PhoneState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private dispatch(event: PhoneEvent): void {
    const next = phoneReducer(this.state, event);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private domain(): string {
    const settings = this.settings as VoipSettings;
    return settings.domain ?? new URL(settings.serverUrl).hostname;
  }

  async start(settings: VoipSettings): Promise<void> {
    if (this.ua) return;
    this.settings = settings;
    const jssip = await this.deps.jssip();
    const socket = new TicketWebSocket(settings.serverUrl, this.deps.socketTicket, this.deps.openSocket);
    const ua = jssip.createUa({
      sockets: [socket],
      uri: `sip:${settings.extensionId}@${this.domain()}`,
      password: settings.password,
      register: true,
      register_expires: SIP_REGISTER_EXPIRES,
      // Session timers make some PBXs answer 422; the relay's pings keep the path alive instead.
      session_timers: false,
      connection_recovery_min_interval: SIP_RECONNECT_INTERVAL_S.min,
      connection_recovery_max_interval: SIP_RECONNECT_INTERVAL_S.max,
      user_agent: 'Umbrella softphone',
    });
    this.ua = ua;
    ua.on('connecting', () => this.dispatch({ type: 'registration', state: 'connecting' }));
    ua.on('registered', () => {
      this.dispatch({ type: 'registration', state: 'Registered' });
      if (this.transportLost) {
        this.transportLost = false;
        if (this.pendingBye) this.sendPendingBye();
        else this.retargetDialog(RETARGET_ATTEMPTS);
      }
    });
    ua.on('unregistered', () => this.dispatch({ type: 'registration', state: 'Unregistered' }));
    ua.on('disconnected', () => {
      this.transportLost = true;
      this.dispatch({ type: 'registration', state: 'Disconnected' });
    });
    ua.on('registrationFailed', (event) => {
      this.dispatch({ type: 'registration', state: 'RegistrationFailed' });
      if (isReportedRegistrationFailure(event.cause)) {
        this.deps.report?.(new SipRegistrationError(`SIP registration failed: ${event.cause ?? 'unknown cause'}`));
      }
    });
    ua.on('newRTCSession', (event) => {
      if (event.originator === 'remote' && event.session) this.onIncoming(event.session);
    });
    await this.refreshRegisterToken();
    this.tokenRefresher = setInterval(() => void this.refreshRegisterToken(), 60_000);
    ua.start();
  }

  /**
   * The PBX sends the call's requests (the customer's BYE among them) to the Contact it learnt on
   * the socket that set the call up; once that socket is gone they are lost. A re-INVITE on the new
   * socket makes the new connection the dialog's remote target. It is refused while another offer
   * is under way (a hold), hence the retries.
   */
  private retargetDialog(attempts: number): void {
    if (this.retarget) clearTimeout(this.retarget);
    this.retarget = null;
    const session = this.session;
    const call = this.state.call;
    if (!session || session.isEnded() || !call || call.answeredAt === null) return;
    const sent = session.renegotiate(undefined, () => {
      this.retargeting = false;
    });
    if (sent) this.retargeting = true;
    if (sent || attempts <= 1) return;
    this.retarget = setTimeout(() => this.retargetDialog(attempts - 1), RETARGET_RETRY_MS);
  }

  /** REGISTER refreshes carry a current X-Auth-Token (the relay checks it; tokens expire). */
  private async refreshRegisterToken(): Promise<void> {
    try {
      const token = await this.deps.accessToken();
      this.ua?.registrator().setExtraHeaders([`${SIP_HEADERS.authToken}: ${token}`]);
    } catch {
      // The session is ending; the socket will be refused and the state shows it.
    }
  }

  stop(): void {
    if (this.tokenRefresher) clearInterval(this.tokenRefresher);
    this.tokenRefresher = null;
    this.session?.terminate();
    this.releaseMedia();
    this.ua?.stop();
    this.ua = null;
    this.dispatch({ type: 'registration', state: 'Unregistered' });
  }

  /** Places a call (PHONE-26: refused while another is active). Resolves false when it did not start. */
  async call(data: CallData, options: { test?: boolean } = {}): Promise<boolean> {
    const ua = this.ua;
    if (!ua || this.state.call || !this.settings) return false;
    const test = options.test ?? false;
    if (!test) this.deps.callLog?.('CALL_BUTTON_PRESSED', data);
    const stream = await this.microphone();
    if (!stream) return false;
    const token = await this.deps.accessToken();
    const startedAt = this.now();
    this.dispatch({ type: 'dial', data, test, at: startedAt });
    const headers = [
      `${SIP_HEADERS.authToken}: ${token}`,
      `${SIP_HEADERS.diversion}: <sip:${data.callId}@${this.domain()}>`,
    ];
    // The number itself only when the agent may see it; a masked call is resolved by the relay.
    if (data.phone && !data.phone.includes('*')) {
      headers.push(`${SIP_HEADERS.clientPhoneNumber}: ${data.phone}`);
    }
    const session = ua.call(`sip:${data.encryptedPhone}@${this.domain()}`, {
      mediaStream: stream,
      extraHeaders: headers,
      pcConfig: { iceServers: [] },
      rtcOfferConstraints: { offerToReceiveAudio: true, offerToReceiveVideo: false },
    });
    this.track(session, data, startedAt);
    this.startTicker();
    return true;
  }

  async callTestNumber(): Promise<boolean> {
    const number = this.settings?.testNumber;
    if (!number) return false;
    return this.call({ phone: number, callId: 'test', encryptedPhone: number }, { test: true });
  }

  async answer(): Promise<void> {
    const session = this.session;
    if (!session || this.state.call?.state !== 'incoming') return;
    const stream = await this.microphone();
    if (!stream) {
      session.terminate({ status_code: 480, reason_phrase: 'Microphone unavailable' });
      return;
    }
    session.answer({ mediaStream: stream, pcConfig: { iceServers: [] } });
  }

  decline(): void {
    if (this.state.call?.state !== 'incoming') return;
    this.session?.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
  }

  /** Ends the call; refused while the end-call button is locked (PHONE-25). */
  hangup(): boolean {
    if (!this.session || this.state.endLocked) return false;
    this.hangingUp = true;
    if (this.transportLost && this.state.call?.answeredAt != null) {
      // JsSIP would end the call here and send its BYE into a closed socket: the customer would
      // stay on the line. The agent is silenced at once; the BYE goes out on the new socket.
      if (!this.pendingBye) {
        this.session.mute({ audio: true });
        this.pendingBye = setTimeout(() => this.sendPendingBye(), BYE_WAIT_MS);
      }
      return true;
    }
    this.session.terminate();
    return true;
  }

  private sendPendingBye(): void {
    if (this.pendingBye) clearTimeout(this.pendingBye);
    this.pendingBye = null;
    this.session?.terminate();
  }

  setMuted(on: boolean): void {
    if (!this.session || !this.state.call) return;
    if (on) this.session.mute({ audio: true });
    else this.session.unmute({ audio: true });
  }

  setHeld(on: boolean): void {
    const session = this.session;
    const call = this.state.call;
    if (!session || !call || call.answeredAt === null) return;
    if (on && this.state.callData && !call.test) this.deps.callLog?.('HOLD_MANUAL', this.state.callData);
    if (on) session.hold();
    else session.unhold();
  }

  /** The customer's hang-up may never have reached us: a call without audio either way is over. */
  private endSilentCall(): void {
    const session = this.session;
    if (!session || session.isEnded()) return;
    this.endedForSilence = true;
    this.deps.toast?.('mediaLost');
    session.terminate();
  }

  /** The dialer back to its first state for a new task. */
  reset(): void {
    if (!this.state.call) this.dispatch({ type: 'reset' });
  }

  private async microphone(): Promise<MediaStream | null> {
    try {
      const stream = await this.deps.media.getAudio();
      this.localStream = stream;
      this.dispatch({ type: 'microphone', state: 'ok' });
      return stream;
    } catch (error) {
      // Shown as "Sin acceso al micrófono" (PHONE-33) without placing the call.
      this.dispatch({ type: 'noMicrophone', state: microphoneStateOf(error) });
      return null;
    }
  }

  private onIncoming(session: SessionPort): void {
    if (this.state.call) {
      // One call at a time (PHONE-29).
      session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
      return;
    }
    const identity = session.remote_identity;
    const remote = identity?.display_name || identity?.uri?.user || '';
    this.dispatch({ type: 'incoming', remote, at: this.now() });
    this.track(session, null, this.now());
  }

  private track(session: SessionPort, data: CallData | null, startedAt: number): void {
    this.session = session;
    this.hangingUp = false;
    this.endedForSilence = false;
    this.retargeting = false;
    this.capIceGathering(session, startedAt);
    this.attachRemoteAudio(session);
    const log = (action: CallLogAction, quality?: CallQuality | null) => {
      if (data && !this.state.call?.test) this.deps.callLog?.(action, data, quality);
    };
    session.on('accepted', () => this.dispatch({ type: 'accepted', at: this.now() }));
    session.on('confirmed', () => {
      this.dispatch({ type: 'confirmed', at: this.now() });
      this.watchdog.start();
      this.startQualityReader();
      log('CALL_START');
      if (data && !this.state.call?.test) this.startRecording(data);
    });
    session.on('hold', (event) => {
      if (event.originator === 'remote') log('HOLD_AUTO');
      this.dispatch({ type: 'hold', on: true });
    });
    session.on('unhold', () => this.dispatch({ type: 'hold', on: false }));
    session.on('muted', () => this.dispatch({ type: 'mute', on: true }));
    session.on('unmuted', () => this.dispatch({ type: 'mute', on: false }));
    session.on('ended', (event) => {
      const lostOnReconnect = this.retargeting && event.originator === 'local' && !this.hangingUp;
      const byAgent = (event.originator === 'local' || this.hangingUp) && !this.endedForSilence && !lostOnReconnect;
      log(byAgent ? 'CALL_END_MANUAL' : 'CALL_END_AUTO', this.state.quality);
      if (lostOnReconnect) this.deps.toast?.('endedWhileReconnecting');
      log('CALL_ENDED');
      this.dispatch({ type: 'ended', at: this.now() });
      this.finish(session);
    });
    session.on('failed', (event) => this.onFailed(session, event, log));
  }

  private onFailed(session: SessionPort, event: SessionEventPayload, log: (action: CallLogAction) => void): void {
    const cause = event.cause ?? SIP_CAUSES.internalError;
    const status = event.message?.status_code ?? undefined;
    const failure = mapFailure(cause, status, event.originator ?? 'remote');
    if (event.originator === 'local' && cause === SIP_CAUSES.canceled) log('NO_ANSWER_MANUAL');
    else if (NO_ANSWER_CAUSES.has(cause)) log('NO_ANSWER_AUTO');
    log('CALL_ENDED');
    this.dispatch({ type: 'failed', failure, at: this.now() });
    if (failure.report) this.deps.report?.(new SipCallError(`Call failed: ${cause}${status ? ` (${status})` : ''}`));
    if (failure.toast) this.deps.toast?.(failure.toast);
    this.finish(session);
  }

  private finish(session: SessionPort): void {
    if (this.session !== session) return;
    this.session = null;
    if (this.retarget) clearTimeout(this.retarget);
    this.retarget = null;
    this.watchdog.stop();
    if (this.pendingBye) clearTimeout(this.pendingBye);
    this.pendingBye = null;
    this.stopQualityReader();
    this.stopTicker();
    this.stopRecording();
    this.releaseMedia();
  }

  /** From the answer on, the microphone and the customer into one recording (decision 1441). */
  private startRecording(data: CallData): void {
    const recorder = this.deps.recorder;
    if (!recorder || !this.localStream || this.recording) return;
    try {
      this.recording = { recording: recorder.start(this.localStream, this.remoteStream), data };
    } catch (error) {
      // A call without its recording still goes on.
      this.deps.report?.(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private stopRecording(): void {
    const current = this.recording;
    this.recording = null;
    if (!current) return;
    void current.recording
      .stop()
      .then((blob) => {
        if (blob.size > 0) this.deps.recorded?.(blob, current.data);
      })
      .catch((error: unknown) => this.deps.report?.(error instanceof Error ? error : new Error(String(error))));
  }

  private releaseMedia(): void {
    for (const track of this.localStream?.getTracks() ?? []) track.stop();
    this.localStream = null;
    this.remoteStream = null;
    const audio = this.deps.remoteAudio();
    audio.srcObject = null;
  }

  /** One-way audio comes from a remote track attached late: attach it when it arrives. */
  private attachRemoteAudio(session: SessionPort): void {
    const attach = (connection: RTCPeerConnection) => {
      connection.addEventListener('track', (event: RTCTrackEvent) => {
        const audio = this.deps.remoteAudio();
        const stream = event.streams[0] ?? new MediaStream([event.track]);
        audio.srcObject = stream;
        void audio.play().catch(() => undefined);
        this.remoteStream = stream;
        this.recording?.recording.setRemote(stream);
      });
      connection.addEventListener('iceconnectionstatechange', () => {
        if (connection.iceConnectionState === 'failed') {
          // "Cannot handle VoIP connection" ends the call (ERR-29).
          this.deps.toast?.('cannotHandleVoip');
          session.terminate();
        }
      });
    };
    if (session.connection) attach(session.connection);
    session.on('peerconnection', (event) => {
      if (event.peerconnection) attach(event.peerconnection);
    });
  }

  private capIceGathering(session: SessionPort, startedAt: number): void {
    const limit = this.deps.iceGatheringTimeoutMs ?? 2_000;
    let timer: ReturnType<typeof setTimeout> | null = null;
    session.on('icecandidate', (event) => {
      const ready = event.ready;
      if (!ready || timer) return;
      const left = startedAt + limit - this.now();
      if (left <= 0) ready();
      else timer = setTimeout(ready, left);
    });
  }

  /** The dialer shows the call's loss, jitter and MOS; the last reading stays once the call ends. */
  private startQualityReader(): void {
    this.stopQualityReader();
    this.qualityReader = setInterval(() => {
      const connection = this.session?.connection;
      if (!connection) return;
      readCallQuality(connection)
        .then((quality) => {
          if (quality && this.qualityReader) this.dispatch({ type: 'quality', quality });
        })
        .catch(() => undefined);
    }, QUALITY_CHECK_MS);
  }

  private stopQualityReader(): void {
    if (this.qualityReader) clearInterval(this.qualityReader);
    this.qualityReader = null;
  }

  private startTicker(): void {
    this.stopTicker();
    this.ticker = setInterval(() => this.dispatch({ type: 'tick', at: this.now() }), 250);
  }

  private stopTicker(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }
}
