// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mapFailure, SIP_CAUSES } from '../sip/failure-causes';
import {
  INITIAL_PHONE_STATE,
  isReconnecting,
  type PhoneEvent,
  type PhoneState,
  phoneReducer,
  pillState,
  shownCallState,
} from '../sip/phone-state';
import { statusLabelKey } from '../sip/status-labels';
import { CALL_STATES } from '../sip/types';

const DATA = { phone: '****', callId: '42', encryptedPhone: 'lead-42' };
const run = (events: PhoneEvent[], from: PhoneState = INITIAL_PHONE_STATE) => events.reduce(phoneReducer, from);
const registered = run([{ type: 'registration', state: 'Registered' }]);

describe('phone states', () => {
  // PHONE-12's registration states are the engine's (engine.test); PHONE-20's dialer states are
  // shown by the dialing and failure tests here and in failure-causes.test; PHONE-21's by the pill test.
  it('PHONE-18 a call’s states are the specification’s, from connecting to ended', () => {
    const seen = new Set<string>();
    const note = (state: PhoneState) => {
      const shown = shownCallState(state);
      if (shown) seen.add(shown);
      return state;
    };
    let state = note(run([{ type: 'dial', data: DATA, test: false, at: 0 }], registered));
    for (const event of [
      { type: 'accepted', at: 1 },
      { type: 'confirmed', at: 2 },
      { type: 'hold', on: true },
      { type: 'hold', on: false },
      { type: 'mute', on: true },
      { type: 'mute', on: false },
      { type: 'ended', at: 3 },
      { type: 'incoming', remote: '+51999', at: 4 },
    ] as PhoneEvent[]) {
      state = note(phoneReducer(state, event));
    }
    const failures: [string, number | undefined][] = [
      [SIP_CAUSES.sipFailureCode, 503],
      [SIP_CAUSES.busy, 486],
      [SIP_CAUSES.notFound, 404],
      [SIP_CAUSES.canceled, undefined],
      [SIP_CAUSES.userDeniedMediaAccess, undefined],
      [SIP_CAUSES.authenticationError, 401],
      [SIP_CAUSES.unavailable, 480],
    ];
    for (const [cause, status] of failures) {
      const dialing = run([{ type: 'dial', data: DATA, test: false, at: 0 }], registered);
      note(run([{ type: 'failed', failure: mapFailure(cause, status), at: 1 }], dialing));
    }
    expect([...seen].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('PHONE-21 the pill goes off → on → dialing → connected → mute → hold', () => {
    expect(pillState(INITIAL_PHONE_STATE)).toBe('off');
    expect(pillState(registered)).toBe('on');
    const dialing = run([{ type: 'dial', data: DATA, test: false, at: 0 }], registered);
    expect(pillState(dialing)).toBe('dialing');
    const connected = run(
      [
        { type: 'accepted', at: 1000 },
        { type: 'confirmed', at: 1001 },
      ],
      dialing,
    );
    expect(pillState(connected)).toBe('connected');
    const muted = run([{ type: 'mute', on: true }], connected);
    expect(pillState(muted)).toBe('mute');
    expect(pillState(run([{ type: 'hold', on: true }], muted))).toBe('hold');
    expect(pillState(run([{ type: 'registration', state: 'Disconnected' }], registered))).toBe('off');
  });

  it('PHONE-21 a socket drop during a call shows the call and that the phone is reconnecting, not "off"', () => {
    const connected = run(
      [
        { type: 'dial', data: DATA, test: false, at: 0 },
        { type: 'confirmed', at: 1000 },
      ],
      registered,
    );
    expect(isReconnecting(connected)).toBe(false);
    const dropped = run([{ type: 'registration', state: 'Disconnected' }], connected);
    expect([pillState(dropped), isReconnecting(dropped)]).toEqual(['connected', true]);
    const connecting = run([{ type: 'registration', state: 'connecting' }], dropped);
    expect([pillState(connecting), isReconnecting(connecting)]).toEqual(['connected', true]);
    const held = run([{ type: 'hold', on: true }], connecting);
    expect(pillState(held)).toBe('hold');
    const back = run([{ type: 'registration', state: 'Registered' }], connecting);
    expect([pillState(back), isReconnecting(back)]).toEqual(['connected', false]);
    const idle = run(
      [
        { type: 'ended', at: 5000 },
        { type: 'registration', state: 'Disconnected' },
      ],
      back,
    );
    expect([pillState(idle), isReconnecting(idle)]).toEqual(['off', false]);
  });

  it('PHONE-19 PHONE-20 dialing keeps the call data and moves INITIAL → DIALING → ENDED', () => {
    expect(registered.dialer).toBe('INITIAL');
    const dialing = run([{ type: 'dial', data: DATA, test: false, at: 0 }], registered);
    expect(dialing).toMatchObject({ dialer: 'DIALING', callData: DATA });
    const ended = run(
      [
        { type: 'accepted', at: 1000 },
        { type: 'ended', at: 61_000 },
      ],
      dialing,
    );
    expect(ended).toMatchObject({ dialer: 'ENDED', callData: DATA, lastCallState: 'ended', call: null });
  });

  it('PHONE-22 a wrong number or a declined call clears the call data', () => {
    const dialing = run([{ type: 'dial', data: DATA, test: false, at: 0 }], registered);
    expect(run([{ type: 'failed', failure: mapFailure(SIP_CAUSES.notFound, 404), at: 500 }], dialing)).toMatchObject({
      dialer: 'WRONG_NUMBER',
      callData: null,
    });
    expect(run([{ type: 'failed', failure: mapFailure(SIP_CAUSES.rejected, 603), at: 500 }], dialing)).toMatchObject({
      dialer: 'DECLINED',
      callData: null,
    });
    expect(run([{ type: 'failed', failure: mapFailure(SIP_CAUSES.busy, 486), at: 500 }], dialing).callData).toEqual(
      DATA,
    );
  });

  it('PHONE-25 A-19 the end-call button is locked while dialing, until 10 s or the answer', () => {
    const dialing = run([{ type: 'dial', data: DATA, test: false, at: 0 }], registered);
    expect(dialing.endLocked).toBe(true);
    expect(run([{ type: 'tick', at: 9_999 }], dialing).endLocked).toBe(true);
    expect(run([{ type: 'tick', at: 10_000 }], dialing).endLocked).toBe(false);
    expect(run([{ type: 'accepted', at: 3_000 }], dialing).endLocked).toBe(false);
  });

  it('PHONE-26 only one call at a time: a second dial or an incoming call changes nothing', () => {
    const dialing = run([{ type: 'dial', data: DATA, test: false, at: 0 }], registered);
    expect(phoneReducer(dialing, { type: 'dial', data: { ...DATA, callId: '43' }, test: false, at: 1 })).toBe(dialing);
    expect(phoneReducer(dialing, { type: 'incoming', remote: '+51999', at: 1 })).toBe(dialing);
  });

  it('durations of the last call go with the lead outcome (callDuration, dialDuration)', () => {
    const ended = run(
      [
        { type: 'dial', data: DATA, test: false, at: 0 },
        { type: 'accepted', at: 7_400 },
        { type: 'ended', at: 67_400 },
      ],
      registered,
    );
    expect(ended.lastDurations).toEqual({ dialDuration: 7, callDuration: 60 });
    const unanswered = run(
      [
        { type: 'dial', data: DATA, test: false, at: 0 },
        { type: 'failed', failure: mapFailure(SIP_CAUSES.busy, 486), at: 12_000 },
      ],
      registered,
    );
    expect(unanswered.lastDurations).toEqual({ dialDuration: 12, callDuration: 0 });
  });

  it('PHONE-27 A-21 every call state has a status label', () => {
    for (const state of CALL_STATES) expect(statusLabelKey(state)).toMatch(/^softphone\.status\./);
    expect(statusLabelKey('connecting')).toBe('softphone.status.dialing');
    expect(statusLabelKey('not found')).toBe('softphone.status.wrongNumber');
  });
});
