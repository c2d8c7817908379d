/**
 * How a failed call is shown (PHONE-30..37, ERR-26, ERR-27, ERR-29). JsSIP
 * names its causes with the strings below (JsSIP.C.causes); the status code is the final SIP
 * response, when there was one.
 */
import type { CallState, DialerState, PhoneToast } from './types';

export const SIP_CAUSES = {
  connectionError: 'Connection Error',
  requestTimeout: 'Request Timeout',
  sipFailureCode: 'SIP Failure Code',
  internalError: 'Internal Error',
  busy: 'Busy',
  rejected: 'Rejected',
  redirected: 'Redirected',
  unavailable: 'Unavailable',
  notFound: 'Not Found',
  addressIncomplete: 'Address Incomplete',
  incompatibleSdp: 'Incompatible SDP',
  missingSdp: 'Missing SDP',
  authenticationError: 'Authentication Error',
  bye: 'Terminated',
  webrtcError: 'WebRTC Error',
  canceled: 'Canceled',
  noAnswer: 'No Answer',
  expires: 'Expires',
  noAck: 'No ACK',
  dialogError: 'Dialog Error',
  userDeniedMediaAccess: 'User Denied Media Access',
  badMediaDescription: 'Bad Media Description',
  rtpTimeout: 'RTP Timeout',
} as const;

export type Failure = {
  callState: CallState;
  dialerState: DialerState;
  /** Sent to the error-reporting service (PHONE-37). */
  report: boolean;
  toast?: PhoneToast;
  /** The call data is cleared (PHONE-22). */
  clearCallData: boolean;
};

/** Media could not be set up: the call cannot go on ("Cannot handle VoIP connection", ERR-29). */
const MEDIA_FAILURES: ReadonlySet<string> = new Set([
  SIP_CAUSES.webrtcError,
  SIP_CAUSES.incompatibleSdp,
  SIP_CAUSES.missingSdp,
  SIP_CAUSES.badMediaDescription,
  SIP_CAUSES.rtpTimeout,
]);

export function mapFailure(
  cause: string,
  statusCode?: number,
  originator: 'local' | 'remote' | 'system' = 'remote',
): Failure {
  const base = { report: false, clearCallData: false };
  if (statusCode === 500 || statusCode === 501) {
    return { ...base, callState: 'busy', dialerState: 'ENDED' };
  }
  switch (cause) {
    case SIP_CAUSES.authenticationError:
      return { ...base, callState: 'unauthorized', dialerState: 'ENDED' };
    case SIP_CAUSES.busy:
      return { ...base, callState: 'busy', dialerState: 'ENDED' };
    case SIP_CAUSES.unavailable:
      return {
        ...base,
        callState: 'unavailable',
        dialerState: 'UNAVAILABLE',
        toast: 'unavailable',
      };
    case SIP_CAUSES.userDeniedMediaAccess:
      return { ...base, callState: 'denied media', dialerState: 'ENDED' };
    case SIP_CAUSES.notFound:
    case SIP_CAUSES.addressIncomplete:
      return {
        ...base,
        callState: 'not found',
        dialerState: 'WRONG_NUMBER',
        toast: 'wrongNumber',
        clearCallData: true,
      };
    case SIP_CAUSES.canceled:
      return { ...base, callState: 'cancelled', dialerState: 'CANCELED' };
    case SIP_CAUSES.rejected:
      return {
        ...base,
        callState: 'cancelled',
        dialerState: originator === 'local' ? 'CANCELED' : 'DECLINED',
        clearCallData: originator !== 'local',
      };
    default:
      return {
        ...base,
        callState: 'failed',
        dialerState: 'ENDED',
        report: statusCode !== 404,
        toast: MEDIA_FAILURES.has(cause) ? 'cannotHandleVoip' : undefined,
      };
  }
}

/** SIP registration failures are reported unless they are a timeout or a connection error (ERR-16). */
export function isReportedRegistrationFailure(cause: string | undefined): boolean {
  return cause !== SIP_CAUSES.requestTimeout && cause !== SIP_CAUSES.connectionError;
}
