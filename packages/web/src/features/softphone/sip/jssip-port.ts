/**
 * The part of JsSIP the engine uses, as small interfaces: the engine is tested against a fake,
 * and JsSIP itself (about 100 KB) is loaded only when a voip user's softphone starts.
 */

export type SipResponseLike = { status_code?: number; reason_phrase?: string };

export type SessionEventPayload = {
  originator?: 'local' | 'remote' | 'system';
  cause?: string;
  message?: SipResponseLike | null;
  peerconnection?: RTCPeerConnection;
  ready?: () => void;
};

export interface SessionPort {
  readonly connection: RTCPeerConnection | null | undefined;
  readonly remote_identity?: { uri?: { user?: string }; display_name?: string };
  on(event: string, listener: (event: SessionEventPayload) => void): unknown;
  answer(options: Record<string, unknown>): void;
  terminate(options?: { status_code?: number; reason_phrase?: string }): void;
  hold(): boolean;
  unhold(): boolean;
  mute(options?: { audio?: boolean }): void;
  unmute(options?: { audio?: boolean }): void;
  isEnded(): boolean;
  /** A re-INVITE (or UPDATE) with the session's Contact; false when the session cannot re-offer now. */
  renegotiate(options?: { useUpdate?: boolean }, done?: () => void): boolean;
}

export type UaEventPayload = {
  cause?: string;
  originator?: 'local' | 'remote';
  session?: SessionPort;
};

export interface UaPort {
  on(event: string, listener: (event: UaEventPayload) => void): unknown;
  start(): void;
  stop(): void;
  call(target: string, options: Record<string, unknown>): SessionPort;
  registrator(): { setExtraHeaders(headers: string[]): void };
  isRegistered(): boolean;
}

export interface SocketPort {
  via_transport: string;
  url: string;
  sip_uri: string;
  connect(): void;
  disconnect(): void;
  send(message: string | ArrayBuffer): boolean;
  onconnect: () => void;
  ondisconnect: (error: boolean, code?: number, reason?: string) => void;
  ondata: (data: string | ArrayBuffer) => void;
}

export type UaConfiguration = {
  sockets: SocketPort[];
  uri: string;
  password: string | null;
  register: boolean;
  register_expires: number;
  session_timers: boolean;
  connection_recovery_min_interval: number;
  connection_recovery_max_interval: number;
  user_agent: string;
  display_name?: string;
};

export type JsSipPort = { createUa(configuration: UaConfiguration): UaPort };

/** JsSIP itself, imported on first use. */
export async function loadJsSip(): Promise<JsSipPort> {
  const module = await import('jssip');
  const JsSIP = module.default;
  return {
    createUa: (configuration) => new JsSIP.UA(configuration as never) as unknown as UaPort,
  };
}
