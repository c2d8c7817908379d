/**
 * The softphone's state as one value and the pure transitions between states: the dialer rules
 * (PHONE-22..26), the pill (PHONE-21) and the durations sent with the lead outcome. The engine
 * feeds it JsSIP's events and a clock tick; screens only read it.
 */
import type { CallQuality } from './call-quality';
import type { Failure } from './failure-causes';
import type {
  CallData,
  CallDurations,
  CallState,
  DialerState,
  MicrophoneState,
  PillState,
  RegistrationState,
} from './types';

export const BUTTONS_ENABLE_AFTER_MS = 5_000;
export const END_LOCK_MAX_MS = 10_000;

export type ActiveCall = {
  direction: 'outgoing' | 'incoming';
  state: CallState;
  test: boolean;
  startedAt: number;
  answeredAt: number | null;
  muted: boolean;
  held: boolean;
  /** Who is calling (incoming calls). */
  remote: string | null;
};

export type PhoneState = {
  registration: RegistrationState;
  microphone: MicrophoneState;
  call: ActiveCall | null;
  /** The number and ids the dialer works with (PHONE-19); cleared on wrong number or declined (PHONE-22). */
  callData: CallData | null;
  dialer: DialerState;
  /** The last call's final state, for the status label once the call is over. */
  lastCallState: CallState | null;
  /** Dialer buttons (outcome actions) usable: 5 s after dialing starts, not for test calls, or on answer. */
  buttonsEnabled: boolean;
  /** The end-call button is locked while dialing without a connection, at most 10 s. */
  endLocked: boolean;
  lastDurations: CallDurations | null;
  /** The current or last call's quality as last read (decision 1812); null before audio arrives. */
  quality: CallQuality | null;
};

export const INITIAL_PHONE_STATE: PhoneState = {
  registration: 'Unregistered',
  microphone: 'unknown',
  call: null,
  callData: null,
  dialer: 'INITIAL',
  lastCallState: null,
  buttonsEnabled: true,
  endLocked: false,
  lastDurations: null,
  quality: null,
};

export type PhoneEvent =
  | { type: 'registration'; state: RegistrationState }
  | { type: 'microphone'; state: MicrophoneState }
  /** The microphone could not be opened for a call: shown as "denied media" (PHONE-33). */
  | { type: 'noMicrophone'; state: MicrophoneState }
  | { type: 'dial'; data: CallData; test: boolean; at: number }
  | { type: 'incoming'; remote: string; at: number }
  | { type: 'accepted'; at: number }
  | { type: 'confirmed'; at: number }
  | { type: 'hold'; on: boolean }
  | { type: 'mute'; on: boolean }
  | { type: 'tick'; at: number }
  | { type: 'quality'; quality: CallQuality }
  | { type: 'failed'; failure: Failure; at: number }
  | { type: 'ended'; at: number }
  | { type: 'reset' };

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

function durations(call: ActiveCall, at: number): CallDurations {
  const answeredAt = call.answeredAt;
  return {
    dialDuration: seconds((answeredAt ?? at) - call.startedAt),
    callDuration: answeredAt === null ? 0 : seconds(at - answeredAt),
  };
}

export function phoneReducer(state: PhoneState, event: PhoneEvent): PhoneState {
  switch (event.type) {
    case 'registration':
      return { ...state, registration: event.state };
    case 'microphone':
      return { ...state, microphone: event.state };
    case 'noMicrophone':
      return { ...state, microphone: event.state, lastCallState: 'denied media' };
    case 'dial':
      if (state.call) return state;
      return {
        ...state,
        call: {
          direction: 'outgoing',
          state: 'connecting',
          test: event.test,
          startedAt: event.at,
          answeredAt: null,
          muted: false,
          held: false,
          remote: null,
        },
        callData: event.data,
        dialer: 'DIALING',
        lastCallState: null,
        quality: null,
        buttonsEnabled: false,
        endLocked: true,
        lastDurations: null,
      };
    case 'incoming':
      if (state.call) return state;
      return {
        ...state,
        call: {
          direction: 'incoming',
          state: 'incoming',
          test: false,
          startedAt: event.at,
          answeredAt: null,
          muted: false,
          held: false,
          remote: event.remote,
        },
        lastCallState: null,
        quality: null,
      };
    case 'accepted':
    case 'confirmed': {
      if (!state.call) return state;
      const answeredAt = state.call.answeredAt ?? event.at;
      return {
        ...state,
        call: { ...state.call, state: event.type, answeredAt },
        buttonsEnabled: true,
        endLocked: false,
      };
    }
    case 'hold':
      if (!state.call) return state;
      return { ...state, call: { ...state.call, held: event.on, state: event.on ? 'hold' : 'unhold' } };
    case 'mute':
      if (!state.call) return state;
      return { ...state, call: { ...state.call, muted: event.on, state: event.on ? 'mute' : 'unmute' } };
    case 'tick': {
      const call = state.call;
      if (!call || call.answeredAt !== null || call.direction !== 'outgoing') return state;
      const elapsed = event.at - call.startedAt;
      const buttonsEnabled = state.buttonsEnabled || (!call.test && elapsed >= BUTTONS_ENABLE_AFTER_MS);
      const endLocked = state.endLocked && elapsed < END_LOCK_MAX_MS;
      if (buttonsEnabled === state.buttonsEnabled && endLocked === state.endLocked) return state;
      return { ...state, buttonsEnabled, endLocked };
    }
    case 'failed':
      if (!state.call) return state;
      return {
        ...state,
        call: null,
        callData: event.failure.clearCallData ? null : state.callData,
        dialer: state.call.direction === 'outgoing' ? event.failure.dialerState : state.dialer,
        lastCallState: event.failure.callState,
        buttonsEnabled: true,
        endLocked: false,
        lastDurations: durations(state.call, event.at),
      };
    case 'ended':
      if (!state.call) return state;
      return {
        ...state,
        call: null,
        dialer: state.call.direction === 'outgoing' ? 'ENDED' : state.dialer,
        lastCallState: 'ended',
        buttonsEnabled: true,
        endLocked: false,
        lastDurations: durations(state.call, event.at),
      };
    case 'quality':
      return state.call ? { ...state, quality: event.quality } : state;
    case 'reset':
      if (
        state.dialer === 'INITIAL' &&
        !state.lastCallState &&
        !state.callData &&
        !state.lastDurations &&
        !state.quality
      )
        return state;
      return { ...state, dialer: 'INITIAL', lastCallState: null, callData: null, lastDurations: null, quality: null };
  }
}

/**
 * The header pill (PHONE-21). A call outlives its signalling socket (the audio flows browser to
 * PBX), so while one is up the pill shows the call, not the registration (decision 1801).
 */
export function pillState(state: PhoneState): PillState {
  const call = state.call;
  if (!call) return state.registration === 'Registered' ? 'on' : 'off';
  if (call.held) return 'hold';
  if (call.muted) return 'mute';
  if (call.answeredAt !== null) return 'connected';
  return 'dialing';
}

/** The relay socket is being opened again while a call goes on (the pill says so beside the call). */
export function isReconnecting(state: PhoneState): boolean {
  return state.call !== null && (state.registration === 'Disconnected' || state.registration === 'connecting');
}

/** The state the status label describes: the live call's, else the last call's. */
export function shownCallState(state: PhoneState): CallState | null {
  return state.call?.state ?? state.lastCallState;
}
