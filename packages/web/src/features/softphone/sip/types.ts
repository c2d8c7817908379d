/**
 * The softphone's states exactly as the specification names them (spec 1 §4 "Softphone"):
 * registration (PHONE-12), call (PHONE-18), dialer (PHONE-20) and header pill (PHONE-21).
 */

export const REGISTRATION_STATES = [
  'Registered',
  'connecting',
  'Disconnected',
  'RegistrationFailed',
  'Unregistered',
] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const CALL_STATES = [
  'connecting',
  'accepted',
  'confirmed',
  'hold',
  'unhold',
  'mute',
  'unmute',
  'failed',
  'busy',
  'not found',
  'cancelled',
  'denied media',
  'ended',
  'incoming',
  'unauthorized',
  'unavailable',
] as const;
export type CallState = (typeof CALL_STATES)[number];

export const DIALER_STATES = [
  'INITIAL',
  'DIALING',
  'ENDED',
  'CANCELED',
  'DECLINED',
  'WRONG_NUMBER',
  'UNAVAILABLE',
] as const;
export type DialerState = (typeof DIALER_STATES)[number];

export const PILL_STATES = ['off', 'on', 'dialing', 'connected', 'mute', 'hold'] as const;
export type PillState = (typeof PILL_STATES)[number];

/** What a call is about (PHONE-19): the number shown, the business id and the masked dial target. */
export type CallData = {
  /** The phone as the agent sees it ("****" for voip users, PHONE-07). */
  phone: string;
  /** The lead (or order) the call is for; travels in the Diversion header (PHONE-15). */
  callId: string;
  /** What is dialled: a masked reference (lead-123) the gateway's relay resolves, or a number. */
  encryptedPhone: string;
};

/** SIP settings (PHONE-06), derived from the voip configuration. */
/** What the settings dialog shows; the extension's password stays in memory, for JsSIP only (decision 1796). */
export type SipSettings = { host: string; login: string; enabled: boolean };

/** Whether the microphone can be used: missing (NotFoundError) and denied (NotAllowedError) differ. */
export type MicrophoneState = 'unknown' | 'ok' | 'missing' | 'denied' | 'error';

/** The call-log actions of PHONE-39 written through writeLog. */
export const CALL_LOG_ACTIONS = [
  'GOOGLE_MAP_CLICK_GOT_FILTERED_SUCCESSFULLY',
  'CALL_BUTTON_PRESSED',
  'CALL_START',
  'CALL_END_MANUAL',
  'CALL_END_AUTO',
  'NO_ANSWER_AUTO',
  'NO_ANSWER_MANUAL',
  'HOLD_AUTO',
  'HOLD_MANUAL',
  'CALL_ENDED',
] as const;
export type CallLogAction = (typeof CALL_LOG_ACTIONS)[number];

/** Error toasts of the phone (ERR-26..29, and calls the softphone lost), each shown 7 s. */
export type PhoneToast =
  | 'wrongNumber'
  | 'unavailable'
  | 'attemptsExceeded'
  | 'cannotHandleVoip'
  | 'mediaLost'
  | 'endedWhileReconnecting';

/** Durations of the last call, sent with the lead outcome (callDuration, dialDuration). */
export type CallDurations = { callDuration: number; dialDuration: number };
