// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lastCallDurations, setActiveSoftphone } from '../active-softphone';
import { INITIAL_PHONE_STATE, type PhoneState } from '../sip/phone-state';
import type { Softphone } from '../sip/softphone';

const softphoneWith = (state: PhoneState) => ({ getState: () => state }) as unknown as Softphone;

describe('the last call’s durations for an outcome', () => {
  it('LEAD-34 are given for the lead the last call was for, and only for it', () => {
    setActiveSoftphone(
      softphoneWith({
        ...INITIAL_PHONE_STATE,
        callData: { phone: '****', callId: '101', encryptedPhone: 'lead-101' },
        lastDurations: { callDuration: 95, dialDuration: 12 },
      }),
    );
    expect(lastCallDurations(101)).toEqual({ callDuration: 95, dialDuration: 12 });
    expect(lastCallDurations(202)).toBeNull();
    setActiveSoftphone(softphoneWith({ ...INITIAL_PHONE_STATE }));
    expect(lastCallDurations(101)).toBeNull();
    setActiveSoftphone(null);
    expect(lastCallDurations(101)).toBeNull();
  });
});
