import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallRecorder } from '../sip/call-recorder';
import { type EngineDeps, SoftphoneEngine, type VoipSettings } from '../sip/engine';
import type { CallLogAction, PhoneToast } from '../sip/types';
import { type FakeSession, fakeJsSip, fakeMedia } from './fake-jssip';

const SETTINGS: VoipSettings = {
  serverUrl: 'wss://umbrella.test/gateway/sip',
  extensionId: '1001',
  password: 'secret',
  testNumber: '*43',
};
const LEAD = { phone: '****', callId: '42', encryptedPhone: 'lead-42' };

let clock = 0;
let jssip: ReturnType<typeof fakeJsSip>;
let log: [CallLogAction, string][];
let toasts: PhoneToast[];
let reports: Error[];
let audio: HTMLAudioElement;

function engine(media = fakeMedia(), extra: Partial<EngineDeps> = {}) {
  return new SoftphoneEngine({
    ...extra,
    jssip: async () => jssip,
    accessToken: async () => 'token-1',
    socketTicket: async () => 'ticket-1',
    media,
    remoteAudio: () => audio,
    callLog: (action, data) => log.push([action, data.callId]),
    report: (error) => reports.push(error),
    toast: (toast) => toasts.push(toast),
    now: () => clock,
  });
}

async function registeredEngine(media = fakeMedia(), extra: Partial<EngineDeps> = {}) {
  const phone = engine(media, extra);
  await phone.start(SETTINGS);
  jssip.last().register();
  return phone;
}

async function dial(phone: SoftphoneEngine, data = LEAD): Promise<FakeSession> {
  expect(await phone.call(data)).toBe(true);
  const session = jssip.last().calls.at(-1)?.session;
  if (!session) throw new Error('no call placed');
  return session;
}

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  jssip = fakeJsSip();
  log = [];
  toasts = [];
  reports = [];
  audio = document.createElement('audio');
});
afterEach(() => vi.useRealTimers());

describe('softphone engine', () => {
  it('PHONE-13 PHONE-14 registers through the relay URL as its own extension with expiry 360 and the token on REGISTER', async () => {
    await engine().start(SETTINGS);
    const ua = jssip.last();
    expect(ua.configuration).toMatchObject({
      uri: 'sip:1001@umbrella.test',
      password: 'secret',
      register: true,
      register_expires: 360,
    });
    expect(ua.configuration.sockets[0]?.url).toBe('wss://umbrella.test/gateway/sip');
    expect(ua.configuration.sockets[0]?.via_transport).toBe('WSS');
    expect(ua.registerHeaders).toEqual(['X-Auth-Token: token-1']);
    expect(ua.started).toBe(true);
  });

  it('reconnects after a lost relay socket within 2–5 s, the waits the gateway-restart test runs with (decision 1743)', async () => {
    await engine().start(SETTINGS);
    expect(jssip.last().configuration).toMatchObject({
      connection_recovery_min_interval: 2,
      connection_recovery_max_interval: 5,
    });
  });

  it('PHONE-12 follows the registration states', async () => {
    const phone = engine();
    await phone.start(SETTINGS);
    const ua = jssip.last();
    expect(phone.getState().registration).toBe('Unregistered');
    ua.emit('connecting', {});
    expect(phone.getState().registration).toBe('connecting');
    ua.emit('registered', {});
    expect(phone.getState().registration).toBe('Registered');
    ua.emit('disconnected', {});
    expect(phone.getState().registration).toBe('Disconnected');
    ua.emit('registrationFailed', { cause: 'Rejected' });
    expect(phone.getState().registration).toBe('RegistrationFailed');
    ua.emit('unregistered', {});
    expect(phone.getState().registration).toBe('Unregistered');
  });

  it('ERR-16 reports registration failures except timeouts and connection errors', async () => {
    await engine().start(SETTINGS);
    const ua = jssip.last();
    ua.emit('registrationFailed', { cause: 'Request Timeout' });
    ua.emit('registrationFailed', { cause: 'Connection Error' });
    expect(reports).toEqual([]);
    ua.emit('registrationFailed', { cause: 'Authentication Error' });
    expect(reports.map((r) => r.message)).toEqual(['SIP registration failed: Authentication Error']);
  });

  it('PHONE-15 PHONE-16 PHONE-17 a call dials the masked reference with Diversion and X-Auth-Token', async () => {
    const phone = await registeredEngine();
    await dial(phone);
    const placed = jssip.last().calls[0];
    expect(placed?.target).toBe('sip:lead-42@umbrella.test');
    expect(placed?.options.extraHeaders).toEqual(['X-Auth-Token: token-1', 'Diversion: <sip:42@umbrella.test>']);
  });

  it('PHONE-17 ClientPhoneNumber is sent when the agent may see the number', async () => {
    const phone = await registeredEngine();
    await dial(phone, { phone: '+51987654321', callId: '7', encryptedPhone: '+51987654321' });
    expect(jssip.last().calls[0]?.options.extraHeaders).toEqual([
      'X-Auth-Token: token-1',
      'Diversion: <sip:7@umbrella.test>',
      'ClientPhoneNumber: +51987654321',
    ]);
  });

  it('PHONE-40 A-20 the test call dials the testNumber of the configuration', async () => {
    const phone = await registeredEngine();
    expect(await phone.callTestNumber()).toBe(true);
    expect(jssip.last().calls[0]?.target).toBe('sip:*43@umbrella.test');
    expect(log).toEqual([]);
  });

  it('PHONE-39 a call writes CALL_BUTTON_PRESSED, CALL_START, CALL_END_MANUAL and CALL_ENDED', async () => {
    const phone = await registeredEngine();
    const session = await dial(phone);
    clock = 4_000;
    session.accept();
    clock = 64_000;
    expect(phone.hangup()).toBe(true);
    expect(log).toEqual([
      ['CALL_BUTTON_PRESSED', '42'],
      ['CALL_START', '42'],
      ['CALL_END_MANUAL', '42'],
      ['CALL_ENDED', '42'],
    ]);
    expect(phone.getState().lastDurations).toEqual({ dialDuration: 4, callDuration: 60 });
  });

  it('PHONE-39 the customer hanging up is CALL_END_AUTO; remote hold is HOLD_AUTO, the agent’s HOLD_MANUAL', async () => {
    const phone = await registeredEngine();
    const session = await dial(phone);
    session.accept();
    phone.setHeld(true);
    session.emit('hold', { originator: 'remote' });
    session.hangUpRemotely();
    expect(log.map(([action]) => action)).toEqual([
      'CALL_BUTTON_PRESSED',
      'CALL_START',
      'HOLD_MANUAL',
      'HOLD_AUTO',
      'CALL_END_AUTO',
      'CALL_ENDED',
    ]);
  });

  it('PHONE-39 no answer: NO_ANSWER_AUTO when it times out, NO_ANSWER_MANUAL when the agent gives up', async () => {
    const phone = await registeredEngine();
    const first = await dial(phone);
    first.fail('No Answer', 408);
    clock = 20_000;
    const second = await dial(phone);
    clock = 31_000;
    vi.advanceTimersByTime(11_000);
    expect(phone.hangup()).toBe(true);
    expect(second.terminatedWith).toBeUndefined();
    expect(log.map(([action]) => action)).toEqual([
      'CALL_BUTTON_PRESSED',
      'NO_ANSWER_AUTO',
      'CALL_ENDED',
      'CALL_BUTTON_PRESSED',
      'NO_ANSWER_MANUAL',
      'CALL_ENDED',
    ]);
  });

  it('PHONE-25 hanging up is refused while dialing without a connection, until 10 s', async () => {
    const phone = await registeredEngine();
    const session = await dial(phone);
    clock = 3_000;
    vi.advanceTimersByTime(3_000);
    expect(phone.hangup()).toBe(false);
    expect(session.terminatedWith).toBeNull();
    clock = 10_000;
    vi.advanceTimersByTime(7_000);
    expect(phone.getState().endLocked).toBe(false);
    expect(phone.hangup()).toBe(true);
  });

  it('PHONE-26 refuses a second call while one is active', async () => {
    const phone = await registeredEngine();
    await dial(phone);
    expect(await phone.call({ ...LEAD, callId: '43' })).toBe(false);
    expect(jssip.last().calls).toHaveLength(1);
  });

  it('PHONE-28 PHONE-29 an incoming call is offered; a second one while busy is terminated', async () => {
    const phone = await registeredEngine();
    const first = jssip.last().ring('+51911222333');
    expect(phone.getState().call).toMatchObject({ state: 'incoming', remote: '+51911222333' });
    const second = jssip.last().ring('+51944555666');
    expect(second.terminatedWith).toEqual({ status_code: 486, reason_phrase: 'Busy Here' });
    await phone.answer();
    expect(first.answerOptions).toMatchObject({ mediaStream: expect.anything() });
    expect(phone.getState().call?.state).toBe('confirmed');
  });

  it('PHONE-28 declining an incoming call answers 486', async () => {
    const phone = await registeredEngine();
    const session = jssip.last().ring('+51911222333');
    phone.decline();
    expect(session.terminatedWith).toEqual({ status_code: 486, reason_phrase: 'Busy Here' });
    expect(phone.getState().call).toBeNull();
  });

  it('ERR-26 ERR-27 wrong number and unavailable bring their toasts; PHONE-37 other failures are reported', async () => {
    const phone = await registeredEngine();
    (await dial(phone)).fail('Not Found', 404);
    expect(phone.getState()).toMatchObject({ dialer: 'WRONG_NUMBER', lastCallState: 'not found', callData: null });
    (await dial(phone)).fail('Unavailable', 480);
    expect(phone.getState().dialer).toBe('UNAVAILABLE');
    (await dial(phone)).fail('SIP Failure Code', 503);
    expect(toasts).toEqual(['wrongNumber', 'unavailable']);
    expect(reports.map((r) => r.message)).toEqual(['Call failed: SIP Failure Code (503)']);
  });

  it('PHONE-33 a missing microphone and a denied one are told apart, and no call is placed', async () => {
    const missing = await registeredEngine(fakeMedia('NotFoundError'));
    expect(await missing.call(LEAD)).toBe(false);
    expect(missing.getState()).toMatchObject({ microphone: 'missing', lastCallState: 'denied media', call: null });
    const denied = await registeredEngine(fakeMedia('NotAllowedError'));
    expect(await denied.call(LEAD)).toBe(false);
    expect(denied.getState().microphone).toBe('denied');
    expect(jssip.uas.flatMap((ua) => ua.calls)).toEqual([]);
  });

  it('caps ICE gathering: the offer goes out 2 s after the call started', async () => {
    const phone = await registeredEngine();
    const session = await dial(phone);
    const ready = vi.fn();
    clock = 100;
    session.emit('icecandidate', { ready });
    vi.advanceTimersByTime(1_800);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('attaches the remote audio as soon as a track arrives, before the answer', async () => {
    const phone = await registeredEngine();
    const session = await dial(phone);
    const connection = new EventTarget() as unknown as RTCPeerConnection;
    session.emit('peerconnection', { peerconnection: connection });
    const stream = { id: 'remote' } as unknown as MediaStream;
    const play = vi.spyOn(audio, 'play').mockResolvedValue();
    connection.dispatchEvent(Object.assign(new Event('track'), { streams: [stream], track: {} }));
    expect(audio.srcObject).toBe(stream);
    expect(play).toHaveBeenCalled();
  });

  it('ERR-29 a broken media connection ends the call with "Cannot handle VoIP connection"', async () => {
    const phone = await registeredEngine();
    const session = await dial(phone);
    session.accept();
    const connection = Object.assign(new EventTarget(), {
      iceConnectionState: 'failed',
    }) as unknown as RTCPeerConnection;
    session.emit('peerconnection', { peerconnection: connection });
    connection.dispatchEvent(new Event('iceconnectionstatechange'));
    expect(toasts).toEqual(['cannotHandleVoip']);
    expect(session.isEnded()).toBe(true);
    expect(phone.getState().call).toBeNull();
  });

  describe('a relay socket reset during a call', () => {
    it('re-INVITEs the answered call once registered on the new socket, so the customer’s BYE finds the agent', async () => {
      const phone = await registeredEngine();
      const session = await dial(phone);
      session.accept();
      const ua = jssip.last();
      ua.emit('registered', {});
      expect(session.renegotiations).toBe(0);
      ua.emit('disconnected', {});
      expect(session.renegotiations).toBe(0);
      ua.register();
      expect(session.renegotiations).toBe(1);
      // Later REGISTER refreshes on the same socket change nothing.
      ua.emit('registered', {});
      expect(session.renegotiations).toBe(1);
      session.hangUpRemotely();
      expect(phone.getState().call).toBeNull();
      expect(log.map(([action]) => action).slice(-2)).toEqual(['CALL_END_AUTO', 'CALL_ENDED']);
      expect(toasts).toEqual([]);
    });

    it('a re-INVITE the PBX or the relay refuses ends the call as automatic, and says why', async () => {
      const phone = await registeredEngine();
      const session = await dial(phone);
      session.accept();
      jssip.last().reconnect();
      session.reofferFails();
      expect(phone.getState().call).toBeNull();
      expect(log.map(([action]) => action).slice(-2)).toEqual(['CALL_END_AUTO', 'CALL_ENDED']);
      expect(toasts).toEqual(['endedWhileReconnecting']);
    });

    it('after a re-INVITE that succeeded, the agent’s hang-up is the agent’s again', async () => {
      const phone = await registeredEngine();
      const session = await dial(phone);
      session.accept();
      jssip.last().reconnect();
      session.reofferSucceeds();
      phone.hangup();
      expect(log.map(([action]) => action).slice(-2)).toEqual(['CALL_END_MANUAL', 'CALL_ENDED']);
      expect(toasts).toEqual([]);
    });

    it('the agent’s hang-up while the socket is down silences the call and sends the BYE once registered again', async () => {
      const phone = await registeredEngine();
      const session = await dial(phone);
      session.accept();
      const ua = jssip.last();
      ua.emit('disconnected', {});
      expect(phone.hangup()).toBe(true);
      // Not ended yet: a BYE now would go into the closed socket.
      expect(session.terminatedWith).toBeNull();
      expect(phone.getState().call?.muted).toBe(true);
      ua.register();
      expect(session.terminatedWith).toBeUndefined();
      expect(session.renegotiations).toBe(0);
      expect(phone.getState().call).toBeNull();
      expect(log.map(([action]) => action).slice(-2)).toEqual(['CALL_END_MANUAL', 'CALL_ENDED']);
    });

    it('a hang-up waiting for the socket ends the call after 30 s if the socket never comes back', async () => {
      const phone = await registeredEngine();
      const session = await dial(phone);
      session.accept();
      jssip.last().emit('disconnected', {});
      phone.hangup();
      await vi.advanceTimersByTimeAsync(29_000);
      expect(session.terminatedWith).toBeNull();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(phone.getState().call).toBeNull();
      expect(log.map(([action]) => action).slice(-2)).toEqual(['CALL_END_MANUAL', 'CALL_ENDED']);
    });

    it('tries again while another offer is pending, and leaves unanswered calls alone', async () => {
      const phone = await registeredEngine();
      const ringing = await dial(phone);
      jssip.last().reconnect();
      expect(ringing.renegotiations).toBe(0);
      ringing.accept();
      ringing.reofferable = false;
      jssip.last().reconnect();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(ringing.renegotiations).toBe(0);
      ringing.reofferable = true;
      await vi.advanceTimersByTimeAsync(1_000);
      expect(ringing.renegotiations).toBe(1);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(ringing.renegotiations).toBe(1);
    });
  });

  describe('the media watchdog (decision 1801)', () => {
    /** A peer connection whose audio RTP counters the test moves. */
    function statsConnection() {
      const counters = { received: 0, sent: 0 };
      const connection = {
        getStats: async () =>
          new Map<string, Record<string, unknown>>([
            ['in', { type: 'inbound-rtp', kind: 'audio', packetsReceived: counters.received }],
            ['out', { type: 'outbound-rtp', kind: 'audio', packetsSent: counters.sent }],
            ['video', { type: 'inbound-rtp', kind: 'video', packetsReceived: counters.sent }],
          ]),
      } as unknown as RTCPeerConnection;
      return { counters, connection };
    }

    async function seconds(count: number, each: () => void = () => undefined) {
      for (let second = 0; second < count; second++) {
        each();
        clock += 1_000;
        await vi.advanceTimersByTimeAsync(1_000);
      }
    }

    async function answeredCall() {
      const phone = await registeredEngine();
      const session = await dial(phone);
      const stats = statsConnection();
      session.connection = stats.connection;
      session.accept();
      return { phone, session, counters: stats.counters };
    }

    it('ends an answered call whose audio stopped both ways for 15 s, and tells the agent why', async () => {
      const { phone, session, counters } = await answeredCall();
      await seconds(10, () => {
        counters.sent += 50;
        counters.received += 50;
      });
      // A silent customer: the agent's side still sends, the call goes on.
      await seconds(30, () => {
        counters.sent += 50;
      });
      expect(phone.getState().call).not.toBeNull();
      await seconds(14);
      expect(phone.getState().call).not.toBeNull();
      expect(toasts).toEqual([]);
      await seconds(1);
      expect(phone.getState().call).toBeNull();
      expect(phone.getState().lastCallState).toBe('ended');
      expect(session.terminatedWith).toBeUndefined();
      expect(toasts).toEqual(['mediaLost']);
      expect(log.map(([action]) => action).slice(-2)).toEqual(['CALL_END_AUTO', 'CALL_ENDED']);
    });

    it('leaves a held call alone and counts again from its resumption', async () => {
      const { phone } = await answeredCall();
      phone.setHeld(true);
      await seconds(60);
      expect(phone.getState().call).toMatchObject({ held: true });
      phone.setHeld(false);
      await seconds(14);
      expect(phone.getState().call).not.toBeNull();
      await seconds(2);
      expect(phone.getState().call).toBeNull();
      expect(toasts).toEqual(['mediaLost']);
    });

    it('stops with the call: no toast for a call the agent ended', async () => {
      const { phone } = await answeredCall();
      expect(phone.hangup()).toBe(true);
      await seconds(30);
      expect(toasts).toEqual([]);
      expect(log.map(([action]) => action).slice(-2)).toEqual(['CALL_END_MANUAL', 'CALL_ENDED']);
    });
  });

  it('mute and hold change the call state; stop ends the call and unregisters', async () => {
    const phone = await registeredEngine();
    const session = await dial(phone);
    session.accept();
    phone.setMuted(true);
    expect(phone.getState().call).toMatchObject({ state: 'mute', muted: true });
    phone.setMuted(false);
    phone.setHeld(true);
    expect(phone.getState().call).toMatchObject({ state: 'hold', held: true });
    phone.stop();
    expect(jssip.last().stopped).toBe(true);
    expect(phone.getState().registration).toBe('Unregistered');
  });

  describe('the call’s recording (issue 14, decision 1441)', () => {
    function fakeRecorder() {
      const events: string[] = [];
      const recorder: CallRecorder = {
        start(local, remote) {
          events.push(`start local=${local.getAudioTracks().length} remote=${remote ? remote.id : 'none'}`);
          return {
            setRemote: (stream) => events.push(`remote ${stream.id}`),
            stop: async () => {
              events.push('stop');
              return new Blob(['opus-bytes'], { type: 'audio/webm;codecs=opus' });
            },
          };
        },
      };
      return { recorder, events };
    }

    it('records a lead call from its answer to its end and hands the recording over with the call', async () => {
      const { recorder, events } = fakeRecorder();
      const recorded: [string, string][] = [];
      const phone = await registeredEngine(fakeMedia(), {
        recorder,
        recorded: (blob, data) => void blob.text().then((text) => recorded.push([text, data.callId])),
      });
      const session = await dial(phone);
      const connection = new EventTarget() as unknown as RTCPeerConnection;
      session.emit('peerconnection', { peerconnection: connection });
      expect(events).toEqual([]);
      vi.spyOn(audio, 'play').mockResolvedValue();
      const stream = { id: 'customer' } as unknown as MediaStream;
      connection.dispatchEvent(Object.assign(new Event('track'), { streams: [stream], track: {} }));
      session.accept();
      expect(events).toEqual(['start local=1 remote=customer']);
      expect(phone.hangup()).toBe(true);
      expect(events).toEqual(['start local=1 remote=customer', 'stop']);
      await vi.waitFor(() => expect(recorded).toEqual([['opus-bytes', '42']]));
    });

    it('adds the customer when the remote track arrives after the answer', async () => {
      const { recorder, events } = fakeRecorder();
      const phone = await registeredEngine(fakeMedia(), { recorder, recorded: () => undefined });
      const session = await dial(phone);
      session.accept();
      const connection = new EventTarget() as unknown as RTCPeerConnection;
      session.emit('peerconnection', { peerconnection: connection });
      vi.spyOn(audio, 'play').mockResolvedValue();
      connection.dispatchEvent(
        Object.assign(new Event('track'), { streams: [{ id: 'late' } as unknown as MediaStream], track: {} }),
      );
      expect(events).toEqual(['start local=1 remote=none', 'remote late']);
    });

    it('does not record the test call nor an unanswered call', async () => {
      const { recorder, events } = fakeRecorder();
      const recorded: Blob[] = [];
      const phone = await registeredEngine(fakeMedia(), { recorder, recorded: (blob) => recorded.push(blob) });
      await phone.callTestNumber();
      const test = jssip.last().calls.at(-1)?.session as FakeSession;
      test.accept();
      phone.hangup();
      const unanswered = await dial(phone);
      clock = 11_000;
      vi.advanceTimersByTime(11_000);
      phone.hangup();
      expect(unanswered.isEnded()).toBe(true);
      await vi.advanceTimersByTimeAsync(100);
      expect(events).toEqual([]);
      expect(recorded).toEqual([]);
    });

    it('a recorder that fails to start is reported and the call goes on', async () => {
      const recorder: CallRecorder = {
        start: () => {
          throw new Error('NotSupportedError');
        },
      };
      const phone = await registeredEngine(fakeMedia(), { recorder });
      const session = await dial(phone);
      session.accept();
      expect(reports.map((e) => e.message)).toEqual(['NotSupportedError']);
      expect(phone.getState().call?.state).toBe('confirmed');
    });
  });
});
