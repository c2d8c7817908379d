import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { feedback } from '@/lib/feedback/feedback';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { SoftphoneDialer } from '../components/softphone-dialer';
import { SoftphoneSettingsModal } from '../components/softphone-settings-modal';
import { type FakeSession, fakeJsSip } from './fake-jssip';

const fakes = vi.hoisted(() => ({ jssip: null as ReturnType<typeof fakeJsSip> | null }));
vi.mock('../sip/jssip-port', () => ({
  loadJsSip: async () => {
    if (!fakes.jssip) throw new Error('no fake JsSIP');
    return fakes.jssip;
  },
}));
vi.mock('../sip/media-access', async (original) => ({
  ...(await original<typeof import('../sip/media-access')>()),
  browserMediaAccess: (await import('./fake-jssip')).fakeMedia(),
}));

// jsdom has no MediaRecorder: a recorder whose every call yields the same few bytes.
vi.mock('../sip/call-recorder', async (original) => ({
  ...(await original<typeof import('../sip/call-recorder')>()),
  browserCallRecorder: () => ({
    start: () => ({
      setRemote: () => undefined,
      stop: async () => new Blob(['opus-bytes'], { type: 'audio/webm;codecs=opus' }),
    }),
  }),
}));

// The upload's waits between attempts are noted instead of slept.
const uploadWaits = vi.hoisted(() => [] as number[]);
vi.mock('../api/upload-call-recording', async (original) => {
  const real = await original<typeof import('../api/upload-call-recording')>();
  return {
    ...real,
    uploadCallRecording: (...[leadId, recording, options]: Parameters<typeof real.uploadCallRecording>) =>
      real.uploadCallRecording(leadId, recording, { ...options, sleep: async (ms) => void uploadWaits.push(ms) }),
  };
});

const VOIP_AGENT: DemoAccount = {
  ...DEMO_ACCOUNTS.agent,
  features: ['voip'],
  permissions: [...DEMO_ACCOUNTS.agent.permissions, 'voip:outbound'],
};
const CONFIG = {
  serverUrl: 'wss://umbrella.test/gateway/sip',
  extensionId: '1001',
  password: 'pbx-secret',
  testNumber: '*43',
};
const LEAD = { phone: '****', callId: '42', encryptedPhone: 'lead-42' };

let configRequests = 0;
let callLog: { leadId: number; action: string; quality?: unknown }[] = [];
let reports: { message: string }[] = [];
function voipConfig(answer: () => Response) {
  server.use(
    http.get('*/module/resources/api/v1/voip-config/me', () => {
      configRequests++;
      return answer();
    }),
  );
}

async function registeredAgent(options: { language?: 'en' | 'es'; account?: DemoAccount } = {}) {
  voipConfig(() => HttpResponse.json(CONFIG));
  const app = await renderApp({ as: options.account ?? VOIP_AGENT, path: '/welcome', language: options.language });
  const pill = await screen.findByTestId('softphone-pill');
  expect(pill.dataset.state).toBe('off');
  await waitFor(() => expect(fakes.jssip?.uas).toHaveLength(1));
  act(() => fakes.jssip?.last().register());
  await waitFor(() => expect(screen.getByTestId('softphone-pill').dataset.state).toBe('on'));
  return app;
}

function ring(from: string): FakeSession {
  let session: FakeSession | undefined;
  act(() => {
    session = fakes.jssip?.last().ring(from);
  });
  if (!session) throw new Error('no user agent to ring');
  return session;
}

beforeEach(() => {
  fakes.jssip = fakeJsSip();
  configRequests = 0;
  callLog = [];
  reports = [];
  server.use(
    http.post('*/module/leads/api/v1/logs', async ({ request }) => {
      callLog.push((await request.json()) as { leadId: number; action: string; quality?: unknown });
      return new HttpResponse(null, { status: 204 });
    }),
    // Every answered lead call is recorded (the fake recorder above); stored at the first try.
    http.post('*/module/resources/api/v1/cdr/recordings', () =>
      HttpResponse.json({ callAudioSrc: 'call-42-aa.webm', uploadUrl: '/module/resources/files/recordings/k' }),
    ),
    http.put('*/module/resources/files/recordings/:key', () =>
      HttpResponse.json({ callAudioSrc: 'call-42-aa.webm', size: 10 }, { status: 201 }),
    ),
    http.post('*/error-reports', async ({ request }) => {
      reports.push((await request.json()) as { message: string });
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(async () => {
  // Unmounting stops the softphone, which ends a call still up: let its log lines land first.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  fakes.jssip = null;
});

describe('softphone in the header', () => {
  it('PHONE-01 PHONE-03 PHONE-41 SHELL-53 PHONE-21 a voip agent with voip:outbound gets the pill: off, then on once registered', async () => {
    await registeredAgent();
    expect(configRequests).toBe(1);
    expect(fakes.jssip?.last().configuration.uri).toBe('sip:1001@umbrella.test');
    expect(screen.getByTestId('softphone-pill').textContent).toBe('Phone on');
  });

  it('AUTH-16 the feature written "VOIP" counts too', async () => {
    await registeredAgent({ account: { ...VOIP_AGENT, features: ['VOIP'] } });
  });

  it('PHONE-01 no softphone without voip:outbound, and none without the voip feature (no config call)', async () => {
    voipConfig(() => HttpResponse.json(CONFIG));
    const { unmount } = await renderApp({
      as: { ...VOIP_AGENT, permissions: DEMO_ACCOUNTS.agent.permissions },
      path: '/welcome',
    });
    await screen.findByText('Welcome to Umbrella');
    await waitFor(() => expect(configRequests).toBe(1));
    expect(screen.queryByTestId('softphone-pill')).toBeNull();
    unmount();
    await renderApp({ as: 'agent', path: '/welcome' });
    await screen.findByText('Welcome to Umbrella');
    expect(configRequests).toBe(1);
    expect(screen.queryByTestId('softphone-pill')).toBeNull();
    expect(fakes.jssip?.uas).toHaveLength(0);
  });

  it('PHONE-02 no softphone when the credentials are missing', async () => {
    voipConfig(() => HttpResponse.json({ ...CONFIG, extensionId: null, password: null }));
    await renderApp({ as: VOIP_AGENT, path: '/welcome' });
    await waitFor(() => expect(configRequests).toBe(1));
    await screen.findByText('Welcome to Umbrella');
    expect(screen.queryByTestId('softphone-pill')).toBeNull();
  });

  it('PHONE-04 ERR-21 a failing configuration shows "Server error" and disables the feature', async () => {
    voipConfig(() => HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }));
    await renderApp({ as: VOIP_AGENT, path: '/welcome' });
    expect(await screen.findByText('Server error')).toBeTruthy();
    expect(screen.getByText('Failed to load VOIP configuration. This feature will be disabled for you.')).toBeTruthy();
    expect(screen.queryByTestId('softphone-pill')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(reports).toHaveLength(1));
  });

  it('without a PBX (409 VOIP_NOT_CONFIGURED) the softphone is simply not there: no toast, no dialog', async () => {
    voipConfig(() =>
      HttpResponse.json(
        { message: 'Telephony is not configured on this server', code: 'VOIP_NOT_CONFIGURED' },
        { status: 409 },
      ),
    );
    await renderApp({ as: VOIP_AGENT, path: '/welcome' });
    await waitFor(() => expect(configRequests).toBe(1));
    await screen.findByText('Welcome to Umbrella');
    expect(screen.queryByText('Server error')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('softphone-pill')).toBeNull();
  });

  it('PHONE-28 an incoming call shows a dialog with accept and decline; accepting connects', async () => {
    const { user } = await registeredAgent();
    const session = ring('+51911222333');
    const dialog = await screen.findByRole('dialog', { name: 'Incoming call' });
    expect(within(dialog).getByText('Call from +51911222333')).toBeTruthy();
    expect(screen.getByTestId('softphone-pill').dataset.state).toBe('dialing');
    await user.click(within(dialog).getByRole('button', { name: /Accept/ }));
    await waitFor(() => expect(screen.getByTestId('softphone-pill').dataset.state).toBe('connected'));
    expect(session.answered).toBe(true);
  });

  it('PHONE-21 a relay socket drop during a call shows the call and "Reconnecting…", never "Phone off"', async () => {
    const { user } = await registeredAgent();
    const session = ring('+51911222333');
    const dialog = await screen.findByRole('dialog', { name: 'Incoming call' });
    await user.click(within(dialog).getByRole('button', { name: /Accept/ }));
    await waitFor(() => expect(screen.getByTestId('softphone-pill').textContent).toBe('Connected'));
    const ua = fakes.jssip?.last();
    act(() => ua?.emit('disconnected', {}));
    const pill = screen.getByTestId('softphone-pill');
    expect(pill.textContent).toBe('Connected · Reconnecting…');
    expect(pill.dataset).toMatchObject({ state: 'connected', reconnecting: 'true' });
    act(() => ua?.emit('connecting', {}));
    expect(screen.getByTestId('softphone-pill').textContent).toBe('Connected · Reconnecting…');
    act(() => ua?.emit('registered', {}));
    expect(screen.getByTestId('softphone-pill').textContent).toBe('Connected');
    expect(session.renegotiations).toBe(1);
    act(() => session.hangUpRemotely());
    act(() => ua?.emit('disconnected', {}));
    expect(screen.getByTestId('softphone-pill').textContent).toBe('Phone off');
  });

  it('PHONE-28 declining an incoming call ends it', async () => {
    const { user } = await registeredAgent();
    const session = ring('+51911222333');
    const dialog = await screen.findByRole('dialog', { name: 'Incoming call' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(session.terminatedWith).toEqual({ status_code: 486, reason_phrase: 'Busy Here' });
    await waitFor(() => expect(screen.getByTestId('softphone-pill').dataset.state).toBe('on'));
  });
});

describe('the lead’s phone widget', () => {
  async function dialerFor(language: 'en' | 'es' = 'en') {
    const app = await registeredAgent({ language });
    render(
      <I18nextProvider i18n={app.services.i18n}>
        <SoftphoneDialer callData={LEAD} />
      </I18nextProvider>,
    );
    return app;
  }

  it('PHONE-07 PHONE-27 shows the masked phone and the Spanish status labels of a call', async () => {
    const { user } = await dialerFor('es');
    expect(screen.getByTestId('dialer-phone').textContent).toBe('****');
    await user.click(screen.getByRole('button', { name: /Llamar/ }));
    await waitFor(() => expect(screen.getByTestId('phone-status').textContent).toBe('Discado...'));
    const session = fakes.jssip?.last().calls[0]?.session;
    act(() => session?.accept());
    await waitFor(() => expect(screen.getByTestId('phone-status').textContent).toBe('Respondida'));
    expect(screen.getByTestId('softphone-pill').textContent).toBe('En llamada');
    await user.click(screen.getByRole('button', { name: /Colgar/ }));
    await waitFor(() => expect(screen.getByTestId('phone-status').textContent).toBe('Ended'));
    // PHONE-39: the call log of lead 42 went through writeLog.
    await waitFor(() =>
      expect(callLog).toEqual([
        { leadId: 42, action: 'CALL_BUTTON_PRESSED' },
        { leadId: 42, action: 'CALL_START' },
        { leadId: 42, action: 'CALL_END_MANUAL' },
        { leadId: 42, action: 'CALL_ENDED' },
      ]),
    );
  });

  it('PHONE-27 busy reads "Ocupada"', async () => {
    const { user } = await dialerFor('es');
    await user.click(screen.getByRole('button', { name: /Llamar/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    act(() => fakes.jssip?.last().calls[0]?.session.fail('Busy', 486));
    await waitFor(() => expect(screen.getByTestId('phone-status').textContent).toBe('Ocupada'));
  });

  it('PHONE-25 hanging up is locked while dialing, and PHONE-26 there is no second Call button during a call', async () => {
    const { user } = await dialerFor();
    await user.click(screen.getByRole('button', { name: /Call/ }));
    const hangUp = await screen.findByRole('button', { name: /Hang up/ });
    expect(hangUp.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Call$/ })).toBeNull();
    act(() => fakes.jssip?.last().calls[0]?.session.accept());
    await waitFor(() => expect(screen.getByRole('button', { name: /Hang up/ }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('button', { name: /Mute/ }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: /Hold/ }));
    await waitFor(() => expect(screen.getByTestId('softphone-pill').dataset.state).toBe('hold'));
  });

  it('ERR-26 a wrong number brings its error toast (7 s) and clears the call', async () => {
    const { user } = await dialerFor();
    await user.click(screen.getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    const raised = vi.spyOn(feedback.message, 'error');
    act(() => fakes.jssip?.last().calls[0]?.session.fail('Not Found', 404));
    const toast = 'Wrong phone number: the number does not exist';
    expect(await screen.findByText(toast)).toBeTruthy();
    expect(screen.getByTestId('phone-status').textContent).toBe('Wrong phone number');
    // Raised to close by itself after 7 s (the toast's own timer is antd's).
    expect(raised).toHaveBeenCalledWith({ content: toast, duration: 7 });
    raised.mockRestore();
  });

  it('a call whose audio stopped both ways ends by itself and says why, in Spanish', async () => {
    const { user } = await dialerFor('es');
    await user.click(screen.getByRole('button', { name: /Llamar/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    const session = fakes.jssip?.last().calls[0]?.session as FakeSession;
    const silent = new Map([['in', { type: 'inbound-rtp', kind: 'audio', packetsReceived: 700 }]]);
    session.connection = { getStats: async () => silent } as unknown as RTCPeerConnection;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      act(() => session.accept());
      await act(() => vi.advanceTimersByTimeAsync(16_000));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('La llamada se cortó: ya no entraba ni salía audio.')).toBeTruthy();
    expect(screen.getByTestId('phone-status').textContent).toBe('Ended');
    await waitFor(() => expect(callLog.map((entry) => entry.action)).toContain('CALL_END_AUTO'));
  });

  it('shows the call’s quality from WebRTC’s statistics while it lasts and after it ends, in Spanish', async () => {
    const { user } = await dialerFor('es');
    await user.click(screen.getByRole('button', { name: /Llamar/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    const session = fakes.jssip?.last().calls[0]?.session as FakeSession;
    // 5 % of the customer's packets lost, 40 ms of jitter, 60 ms round trip.
    let received = 0;
    session.connection = {
      getStats: async () => {
        received += 95;
        return new Map<string, object>([
          [
            'in',
            { type: 'inbound-rtp', kind: 'audio', packetsReceived: received, packetsLost: received / 19, jitter: 0.04 },
          ],
          ['rr', { type: 'remote-inbound-rtp', kind: 'audio', roundTripTime: 0.06 }],
          ['out', { type: 'outbound-rtp', kind: 'audio', packetsSent: received }],
        ]);
      },
    } as unknown as RTCPeerConnection;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      act(() => session.accept());
      await act(() => vi.advanceTimersByTimeAsync(4_000));
    } finally {
      vi.useRealTimers();
    }
    const line = 'Calidad de la llamada: 5,0 % perdido · jitter 40 ms · MOS 3,9';
    expect((await screen.findByTestId('call-quality')).textContent).toBe(line);
    await user.click(screen.getByRole('button', { name: /Colgar/ }));
    await waitFor(() => expect(screen.getByTestId('phone-status').textContent).toBe('Ended'));
    expect(screen.getByTestId('call-quality').textContent).toBe(line);
    // The call's end carries the last reading, for its record in /cdr (decision 1825).
    await waitFor(() => expect(callLog.find((l) => l.action === 'CALL_END_MANUAL')).toBeTruthy());
    const end = callLog.find((l) => l.action === 'CALL_END_MANUAL') as { quality: Record<string, number> };
    expect(end.quality.lossPercent).toBeCloseTo(5, 5);
    expect(end.quality.jitterMs).toBeCloseTo(40, 5);
    expect(end.quality.mos).toBeCloseTo(3.9, 1);
  });

  it('ERR-27 unavailable brings its toast', async () => {
    const { user } = await dialerFor();
    await user.click(screen.getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    act(() => fakes.jssip?.last().calls[0]?.session.fail('Unavailable', 480));
    expect(await screen.findByText('The customer is unavailable at the moment')).toBeTruthy();
  });

  it('PHONE-38 a not-found and an unavailable call are recorded in the lead’s call log as ended', async () => {
    const { user } = await dialerFor();
    await user.click(screen.getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    act(() => fakes.jssip?.last().calls[0]?.session.fail('Not Found', 404));
    await waitFor(() =>
      expect(callLog).toEqual([
        { leadId: 42, action: 'CALL_BUTTON_PRESSED' },
        { leadId: 42, action: 'CALL_ENDED' },
      ]),
    );
    callLog = [];
    await user.click(screen.getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(2));
    act(() => fakes.jssip?.last().calls[1]?.session.fail('Unavailable', 480));
    await waitFor(() =>
      expect(callLog).toEqual([
        { leadId: 42, action: 'CALL_BUTTON_PRESSED' },
        { leadId: 42, action: 'NO_ANSWER_AUTO' },
        { leadId: 42, action: 'CALL_ENDED' },
      ]),
    );
  });

  describe('a lead call’s recording that cannot be uploaded', () => {
    /** The back-office's link and store; the store answers 503 `failures` times first. */
    function recordingStore(failures: number) {
      const puts: string[] = [];
      let left = failures;
      server.use(
        http.post('*/module/resources/api/v1/cdr/recordings', () =>
          HttpResponse.json({ callAudioSrc: 'call-42-aa.webm', uploadUrl: '/module/resources/files/recordings/k' }),
        ),
        http.put('*/module/resources/files/recordings/:key', ({ request }) => {
          puts.push(request.url);
          if (left-- > 0) return HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 });
          return HttpResponse.json({ callAudioSrc: 'call-42-aa.webm', size: 10 }, { status: 201 });
        }),
      );
      return puts;
    }

    /** A lead call answered and hung up. */
    async function recordedCall(language: 'en' | 'es') {
      uploadWaits.length = 0;
      const { user } = await dialerFor(language);
      await user.click(screen.getByRole('button', { name: language === 'es' ? /Llamar/ : /Call/ }));
      await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
      act(() => fakes.jssip?.last().calls[0]?.session.accept());
      const hangUp = language === 'es' ? /Colgar/ : /Hang up/;
      await waitFor(() => expect(screen.getByRole('button', { name: hangUp }).hasAttribute('disabled')).toBe(false));
      await user.click(screen.getByRole('button', { name: hangUp }));
    }

    it('is kept and retried with growing waits until the store takes it, and the agent is not bothered', async () => {
      const puts = recordingStore(3);
      await recordedCall('en');
      await waitFor(() => expect(puts).toHaveLength(4));
      expect(uploadWaits).toEqual([2_000, 10_000, 30_000]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByText('Call recording lost')).toBeNull();
    });

    it('tells the agent, in their language, which call’s recording was finally lost', async () => {
      const puts = recordingStore(100);
      await recordedCall('es');
      expect(await screen.findByText('Grabación de llamada perdida')).toBeTruthy();
      expect(
        screen.getByText(/La grabación de su llamada al lead 42 \(terminada el .+\) no se pudo guardar/),
      ).toBeTruthy();
      // The first try and one after each of the four growing waits.
      expect(uploadWaits).toEqual([2_000, 10_000, 30_000, 60_000]);
      expect(puts).toHaveLength(5);
    });
  });

  it('PHONE-40 the test call dials *43', async () => {
    const { user } = await dialerFor();
    await user.click(screen.getByRole('button', { name: 'Test call' }));
    await waitFor(() => expect(fakes.jssip?.last().calls.map((c) => c.target)).toEqual(['sip:*43@umbrella.test']));
  });
});

describe('softphone settings', () => {
  it('PHONE-05 PHONE-06 show host, login and enabled but never the password; turning it off stops the softphone', async () => {
    const app = await registeredAgent();
    const onContinue = vi.fn();
    render(
      <AppProvider services={app.services}>
        <SoftphoneSettingsModal open onContinue={onContinue} />
      </AppProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Softphone settings' });
    expect(within(dialog).getByText('umbrella.test')).toBeTruthy();
    expect(within(dialog).getByText('1001')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(dialog.innerHTML).not.toContain('pbx-secret');
    const enabled = within(dialog).getByRole('switch', { name: 'Enabled' });
    expect(enabled.getAttribute('aria-checked')).toBe('true');
    const user = userEvent.setup();
    await user.click(enabled);
    await waitFor(() => expect(fakes.jssip?.last().stopped).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('softphone-pill')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
  });
});
