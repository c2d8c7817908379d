// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isReportedRegistrationFailure, mapFailure, SIP_CAUSES } from '../sip/failure-causes';

describe('failure causes', () => {
  it('PHONE-30 an authentication error maps to unauthorized', () => {
    expect(mapFailure(SIP_CAUSES.authenticationError, 401)).toMatchObject({ callState: 'unauthorized', report: false });
  });

  it('PHONE-31 a busy cause maps to busy', () => {
    expect(mapFailure(SIP_CAUSES.busy, 486)).toMatchObject({ callState: 'busy', dialerState: 'ENDED' });
  });

  it('PHONE-32 ERR-27 an unavailable cause maps to unavailable, with the unavailable toast', () => {
    expect(mapFailure(SIP_CAUSES.unavailable, 480)).toMatchObject({
      callState: 'unavailable',
      dialerState: 'UNAVAILABLE',
      toast: 'unavailable',
    });
  });

  it('PHONE-33 a denied-media cause maps to denied media', () => {
    expect(mapFailure(SIP_CAUSES.userDeniedMediaAccess)).toMatchObject({ callState: 'denied media' });
  });

  it('PHONE-34 ERR-26 PHONE-22 not found and incomplete address map to not found: wrong number, toast, call data cleared', () => {
    for (const cause of [SIP_CAUSES.notFound, SIP_CAUSES.addressIncomplete]) {
      expect(mapFailure(cause, 404)).toMatchObject({
        callState: 'not found',
        dialerState: 'WRONG_NUMBER',
        toast: 'wrongNumber',
        clearCallData: true,
      });
    }
  });

  it('PHONE-35 canceled or rejected map to cancelled; a remote rejection is DECLINED and clears the call data (PHONE-22)', () => {
    expect(mapFailure(SIP_CAUSES.canceled, undefined, 'local')).toMatchObject({
      callState: 'cancelled',
      dialerState: 'CANCELED',
    });
    expect(mapFailure(SIP_CAUSES.rejected, 603, 'remote')).toMatchObject({
      callState: 'cancelled',
      dialerState: 'DECLINED',
      clearCallData: true,
    });
    expect(mapFailure(SIP_CAUSES.rejected, undefined, 'local')).toMatchObject({
      dialerState: 'CANCELED',
      clearCallData: false,
    });
  });

  it('PHONE-36 a failure with status 500 or 501 is treated as busy', () => {
    expect(mapFailure(SIP_CAUSES.sipFailureCode, 500)).toMatchObject({ callState: 'busy', report: false });
    expect(mapFailure(SIP_CAUSES.sipFailureCode, 501)).toMatchObject({ callState: 'busy', report: false });
  });

  it('PHONE-37 other failures are reported unless the status is 404', () => {
    expect(mapFailure(SIP_CAUSES.sipFailureCode, 503)).toMatchObject({ callState: 'failed', report: true });
    expect(mapFailure(SIP_CAUSES.redirected, 302)).toMatchObject({ report: true });
    expect(mapFailure(SIP_CAUSES.sipFailureCode, 404)).toMatchObject({ report: false });
  });

  it('ERR-29 media failures bring "Cannot handle VoIP connection"', () => {
    expect(mapFailure(SIP_CAUSES.webrtcError).toast).toBe('cannotHandleVoip');
    expect(mapFailure(SIP_CAUSES.incompatibleSdp, 488).toast).toBe('cannotHandleVoip');
  });

  it('ERR-16 registration failures are reported unless timeout or connection error', () => {
    expect(isReportedRegistrationFailure(SIP_CAUSES.requestTimeout)).toBe(false);
    expect(isReportedRegistrationFailure(SIP_CAUSES.connectionError)).toBe(false);
    expect(isReportedRegistrationFailure(SIP_CAUSES.authenticationError)).toBe(true);
    expect(isReportedRegistrationFailure(SIP_CAUSES.rejected)).toBe(true);
  });
});
