import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeSession, fakeJsSip } from '@/features/softphone/__tests__/fake-jssip';
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
const MASKED_LEAD = makeLead({ phone: '****' });

beforeEach(() => {
  fakes.jssip = fakeJsSip();
  server.use(
    http.get('*/module/resources/api/v1/voip-config/me', () => HttpResponse.json(CONFIG)),
    http.post('*/module/leads/api/v1/logs', () => new HttpResponse(null, { status: 204 })),
  );
});
afterEach(async () => {
  // Unmounting stops the softphone, which ends a call still up: let its log lines land first.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  fakes.jssip = null;
});

function placedCall(index: number): FakeSession {
  const session = fakes.jssip?.last().calls[index]?.session;
  if (!session) throw new Error(`no call #${index} was placed`);
  return session;
}

async function registeredOnTask() {
  const view = await renderTasks({ as: VOIP_AGENT, state: { held: makeTask({ context: MASKED_LEAD }) } });
  await view.user.click(
    within(await screen.findByRole('dialog', { name: 'Softphone settings' })).getByRole('button', { name: 'Continue' }),
  );
  await waitFor(() => expect(fakes.jssip?.uas).toHaveLength(1));
  act(() => fakes.jssip?.last().register());
  return view;
}

/** Every outcome button of the lead task: disabled or not, as the agent sees them. */
function outcomeButtonsDisabled(): boolean[] {
  return within(screen.getByTestId('lead-actions'))
    .getAllByRole('button')
    .map((button) => (button as HTMLButtonElement).disabled);
}

/** Lets the softphone's clock tick run (every 250 ms) after the clock was moved. */
const aTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('/tasks: the outcome buttons follow the phone', () => {
  // Only Date is faked, frozen: the engine dates the dial with it, and the test moves it.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('PHONE-23 the outcome buttons are disabled while dialing and enabled 5 s after dialing starts', async () => {
    const { user } = await registeredOnTask();
    const dialer = await screen.findByTestId('softphone-dialer');
    expect(outcomeButtonsDisabled()).not.toContain(true);
    const dialedAt = Date.now();
    await user.click(within(dialer).getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    expect(outcomeButtonsDisabled()).not.toContain(false);
    vi.setSystemTime(dialedAt + 4_999);
    await aTick();
    expect(outcomeButtonsDisabled()).not.toContain(false);
    vi.setSystemTime(dialedAt + 5_000);
    await waitFor(() => expect(outcomeButtonsDisabled()).not.toContain(true));
  });

  it('PHONE-23 A-19 a test call keeps them disabled past 5 s, and PHONE-24 its answer enables them', async () => {
    const { user } = await registeredOnTask();
    const dialer = await screen.findByTestId('softphone-dialer');
    const dialedAt = Date.now();
    await user.click(within(dialer).getByRole('button', { name: 'Test call' }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    vi.setSystemTime(dialedAt + 9_000);
    await aTick();
    expect(outcomeButtonsDisabled()).not.toContain(false);
    act(() => placedCall(0).accept());
    await waitFor(() => expect(outcomeButtonsDisabled()).not.toContain(true));
  });

  it('PHONE-24 the outcome buttons are enabled as soon as the call is answered', async () => {
    const { user } = await registeredOnTask();
    const dialedAt = Date.now();
    await user.click(within(await screen.findByTestId('softphone-dialer')).getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    vi.setSystemTime(dialedAt + 1_200);
    await aTick();
    expect(outcomeButtonsDisabled()).not.toContain(false);
    act(() => placedCall(0).accept());
    await waitFor(() => expect(outcomeButtonsDisabled()).not.toContain(true));
  });
});

describe('/tasks with the softphone and the media test', () => {
  it('MEDIA-01 MEDIA-14 the tasks page opens the media test; a user without voip can only pass it or log out', async () => {
    await renderTasks({ mediaTestDue: true, state: { held: makeTask() } });
    const dialog = await screen.findByRole('dialog', { name: 'Microphone and speaker test' });
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('PHONE-05 MEDIA-13 with voip on the softphone settings come first, then the media test, which may be closed', async () => {
    const { user } = await renderTasks({
      as: VOIP_AGENT,
      mediaTestDue: true,
      state: { held: makeTask({ context: MASKED_LEAD }) },
    });
    const settings = await screen.findByRole('dialog', { name: 'Softphone settings' });
    expect(screen.queryByRole('dialog', { name: 'Microphone and speaker test' })).toBeNull();
    await user.click(within(settings).getByRole('button', { name: 'Continue' }));
    // antd gives every dialog the same title id under test, so find the second one by its title.
    const test = (await screen.findByText('Microphone and speaker test')).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(test).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Microphone and speaker test' })).toBeNull());
  });

  it('PHONE-07 LEAD-05 the lead view’s phone widget shows "****" and dials the masked reference, never the number', async () => {
    const { user } = await renderTasks({ as: VOIP_AGENT, state: { held: makeTask({ context: MASKED_LEAD }) } });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Softphone settings' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    await waitFor(() => expect(fakes.jssip?.uas).toHaveLength(1));
    act(() => fakes.jssip?.last().register());
    const dialer = await screen.findByTestId('softphone-dialer');
    expect(within(dialer).getByTestId('dialer-phone').textContent).toBe('****');
    await user.click(within(dialer).getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls.map((c) => c.target)).toEqual(['sip:lead-101@umbrella.test']));
  });

  it('SHIFT-09 a call in progress counts as calling for the shift', async () => {
    const { isOnCall } = await import('@/features/softphone');
    const { user } = await renderTasks({ as: VOIP_AGENT, state: { held: makeTask({ context: MASKED_LEAD }) } });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Softphone settings' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    await waitFor(() => expect(fakes.jssip?.uas).toHaveLength(1));
    act(() => fakes.jssip?.last().register());
    await user.click(within(await screen.findByTestId('softphone-dialer')).getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    expect(isOnCall()).toBe(true);
    act(() => placedCall(0).fail('Busy', 486));
    expect(isOnCall()).toBe(false);
  });

  it('ERR-28 LEAD-33 after 3 unanswered calls the dialing limit toast shows and the lead is set to No answer', async () => {
    const { user, sent } = await registeredOnTask();
    for (let attempt = 0; attempt < 3; attempt++) {
      await user.click(within(await screen.findByTestId('softphone-dialer')).getByRole('button', { name: /Call/ }));
      await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(attempt + 1));
      act(() => placedCall(attempt).fail('Busy', 486));
    }
    expect(await screen.findByText('Dialing limit was exceeded')).toBeTruthy();
    await waitFor(() => expect(sent('/leads/change-status')).toHaveLength(1));
    expect(sent('/leads/change-status')[0]?.body).toMatchObject({ leadId: 101, status: 1 });
  }, 60_000);

  it('ERR-27 an unavailable number records Unavailable on the lead', async () => {
    const { user, sent } = await registeredOnTask();
    await user.click(within(await screen.findByTestId('softphone-dialer')).getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(fakes.jssip?.last().calls).toHaveLength(1));
    act(() => placedCall(0).fail('Unavailable', 480));
    expect(await screen.findByText('The customer is unavailable at the moment')).toBeTruthy();
    await waitFor(() => expect(sent('/leads/change-status')).toHaveLength(1));
    expect(sent('/leads/change-status')[0]?.body).toMatchObject({
      leadId: 101,
      status: 1,
      comment: 'Customer is unavailable at the moment',
    });
  });
});
