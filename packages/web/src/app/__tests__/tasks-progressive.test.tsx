import { act, cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeSession, fakeJsSip } from '@/features/softphone/__tests__/fake-jssip';
import { setActiveSoftphone } from '@/features/softphone/active-softphone';
import { useProgressiveDial } from '@/features/softphone/hooks/use-progressive-dial';
import { INITIAL_PHONE_STATE } from '@/features/softphone/sip/phone-state';
import type { Softphone } from '@/features/softphone/sip/softphone';
import { renderTasks } from '@/features/tasks/testing/render-tasks';
import { makeLead, makeTask } from '@/features/tasks/testing/workspace-fixtures';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/testing/accounts';
import { server } from '@/testing/server';

const fakes = vi.hoisted(() => ({ jssip: null as ReturnType<typeof fakeJsSip> | null }));
vi.mock('@/features/softphone/sip/jssip-port', () => ({
  loadJsSip: async () => {
    if (!fakes.jssip) throw new Error('no fake JsSIP');
    return fakes.jssip;
  },
}));
vi.mock('@/features/softphone/sip/media-access', async (original) => ({
  ...(await original<typeof import('@/features/softphone/sip/media-access')>()),
  browserMediaAccess: (await import('@/features/softphone/__tests__/fake-jssip')).fakeMedia(),
}));

const VOIP_AGENT: DemoAccount = {
  ...DEMO_ACCOUNTS.agent,
  features: ['voip'],
  permissions: [...DEMO_ACCOUNTS.agent.permissions, 'voip:outbound'],
};
const CONFIG = { serverUrl: 'wss://umbrella.test/gateway/sip', extensionId: '1001', password: 'x', testNumber: '*43' };
const LEAD = makeLead({ phone: '****' });
const PROGRESSIVE = { mode: 'progressive', previewSeconds: 5, outsideCallingHours: false } as const;

beforeEach(() => {
  fakes.jssip = fakeJsSip();
  server.use(
    http.get('*/module/resources/api/v1/voip-config/me', () => HttpResponse.json(CONFIG)),
    http.post('*/module/leads/api/v1/logs', () => new HttpResponse(null, { status: 204 })),
  );
  // Only Date is faked, frozen: the countdown reads it, and the test moves it.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  fakes.jssip = null;
});

function placedCall(index: number): FakeSession {
  const session = fakes.jssip?.last().calls[index]?.session;
  if (!session) throw new Error(`no call #${index} was placed`);
  return session;
}
const dialled = () => fakes.jssip?.last().calls.map((c) => c.target) ?? [];
/** Lets the countdown's tick (every 200 ms) run after the clock was moved. */
const aTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

async function onProgressiveTask(dialing: NonNullable<Parameters<typeof makeTask>[0]>['dialing'] = PROGRESSIVE) {
  const view = await renderTasks({ as: VOIP_AGENT, state: { held: makeTask({ context: LEAD, dialing }) } });
  await view.user.click(
    within(await screen.findByRole('dialog', { name: 'Softphone settings' })).getByRole('button', { name: 'Continue' }),
  );
  await waitFor(() => expect(fakes.jssip?.uas).toHaveLength(1));
  const registeredAt = Date.now();
  act(() => fakes.jssip?.last().register());
  return { ...view, registeredAt };
}

describe('/tasks progressive dialing (decision 1803)', () => {
  it('announces the countdown, shows the seconds and dials the lead’s reference when the preview runs out', async () => {
    const { registeredAt } = await onProgressiveTask();
    const countdown = await screen.findByTestId('progressive-countdown');
    expect(within(countdown).getByRole('status').textContent).toBe(
      'Progressive dialing: the lead will be dialled when the countdown ends',
    );
    expect(within(countdown).getByTestId('progressive-seconds').textContent).toBe('Dialing in 5 seconds');
    vi.setSystemTime(registeredAt + 3_100);
    await aTick();
    expect(screen.getByTestId('progressive-seconds').textContent).toBe('Dialing in 2 seconds');
    vi.setSystemTime(registeredAt + 4_900);
    await aTick();
    expect(dialled()).toEqual([]);
    vi.setSystemTime(registeredAt + 5_000);
    await waitFor(() => expect(dialled()).toEqual(['sip:lead-101@umbrella.test']));
    expect(screen.queryByTestId('progressive-countdown')).toBeNull();
  });

  it('D dials at once; typing D in a field does not', async () => {
    const { user } = await onProgressiveTask();
    const countdown = await screen.findByTestId('progressive-countdown');
    expect(
      within(countdown)
        .getByRole('button', { name: /Dial now/ })
        .getAttribute('aria-keyshortcuts'),
    ).toBe('D');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard('d');
    await aTick();
    expect(dialled()).toEqual([]);
    field.remove();
    await user.keyboard('d');
    await waitFor(() => expect(dialled()).toEqual(['sip:lead-101@umbrella.test']));
  });

  it('X stops the countdown: nothing is dialled when the preview would have run out, and the Call button still dials', async () => {
    const { user, registeredAt } = await onProgressiveTask();
    await screen.findByTestId('progressive-countdown');
    await user.keyboard('x');
    expect(await screen.findByText('Countdown stopped: dial when you are ready')).toBeTruthy();
    vi.setSystemTime(registeredAt + 30_000);
    await aTick();
    expect(dialled()).toEqual([]);
    await user.click(within(screen.getByTestId('softphone-dialer')).getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(dialled()).toEqual(['sip:lead-101@umbrella.test']));
  });

  it('decision 1804 a lead outside its calling hours is never dialled by itself, and the desk says why', async () => {
    const { registeredAt } = await onProgressiveTask({ mode: 'manual', previewSeconds: 5, outsideCallingHours: true });
    expect(await screen.findByText("Outside the lead's calling hours: it is not dialled automatically")).toBeTruthy();
    expect(screen.queryByTestId('progressive-countdown')).toBeNull();
    vi.setSystemTime(registeredAt + 30_000);
    await aTick();
    expect(dialled()).toEqual([]);
  });
});

describe('/tasks a failed progressive dial (decision 1805)', () => {
  async function dialledByItself() {
    const view = await onProgressiveTask();
    await screen.findByTestId('progressive-countdown');
    await view.user.keyboard('d');
    await waitFor(() => expect(dialled()).toHaveLength(1));
    return view;
  }

  it('LEAD-29 a busy line records Busy on the lead without a click', async () => {
    const { sent } = await dialledByItself();
    act(() => placedCall(0).fail('Busy', 486));
    await waitFor(() => expect(sent('/leads/change-status')).toHaveLength(1));
    expect(sent('/leads/change-status')[0]?.body).toMatchObject({ leadId: 101, status: 21 });
  });

  it('LEAD-32 an unavailable number records Unavailable without a click', async () => {
    const { sent } = await dialledByItself();
    act(() => placedCall(0).fail('Unavailable', 480));
    await waitFor(() => expect(sent('/leads/change-status')).toHaveLength(1));
    expect(sent('/leads/change-status')[0]?.body).toMatchObject({ leadId: 101, status: 1 });
  });

  it('ERR-26 a wrong number is shown and left to the agent: nothing is recorded by itself', async () => {
    const { sent } = await dialledByItself();
    act(() => placedCall(0).fail('Not Found', 404));
    expect(await screen.findByText('Wrong phone number: the number does not exist')).toBeTruthy();
    await aTick();
    expect(sent('/leads/change-status')).toHaveLength(0);
  });
});

describe('progressive dialing with two tabs (decision 1774)', () => {
  afterEach(() => setActiveSoftphone(null));

  it('a tab that does not hold the phone never dials by itself', async () => {
    const run = vi.fn();
    const registered = { ...INITIAL_PHONE_STATE, registration: 'Registered' as const };
    const follower: Softphone = {
      getState: () => registered,
      subscribe: () => () => undefined,
      isLeader: () => false,
      run,
      stop: () => undefined,
    };
    setActiveSoftphone(follower);
    const callData = { phone: '****', callId: '101', encryptedPhone: 'lead-101' };
    const { result } = renderHook(() => useProgressiveDial(501, PROGRESSIVE, callData));
    expect(result.current.phase).toBe('elsewhere');
    vi.setSystemTime(Date.now() + 10_000);
    await aTick();
    expect(run).not.toHaveBeenCalled();
  });
});
