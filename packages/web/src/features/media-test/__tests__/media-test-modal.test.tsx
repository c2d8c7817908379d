import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createI18n } from '@/lib/i18n/i18n';
import { allCatalogues } from '@/testing/catalogues';
import { renderApp } from '@/testing/render-app';
import { MediaTestGate } from '../components/media-test-gate';
import { MediaTestModal } from '../components/media-test-modal';
import type { MediaTestDevices } from '../devices';
import { isMediaTestDue } from '../visibility';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

function devices(overrides: Partial<MediaTestDevices> = {}) {
  const recorded: number[] = [];
  const fake: MediaTestDevices = {
    userAgent: CHROME,
    getAudio: async () => ({ getTracks: () => [] }) as unknown as MediaStream,
    record: (_stream, ms) => {
      recorded.push(ms);
      return new Promise((resolve) => setTimeout(() => resolve(new Blob(['voice'])), ms));
    },
    playRecording: async () => undefined,
    playTone: async () => undefined,
    ...overrides,
  };
  return { fake, recorded };
}

function renderModal(props: { canClose?: boolean; devices?: MediaTestDevices } = {}) {
  const handlers = { onContinue: vi.fn(), onClose: vi.fn(), onLogout: vi.fn() };
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <I18nextProvider i18n={createI18n('en', allCatalogues())}>
      <MediaTestModal open canClose={props.canClose ?? false} devices={props.devices ?? devices().fake} {...handlers} />
    </I18nextProvider>,
  );
  return { ...handlers, user, dialog: screen.getByRole('dialog') };
}

const microphone = () => screen.getByTestId('microphone-test');
const speaker = () => screen.getByTestId('speaker-test');

async function passMicrophone(user: UserEvent) {
  await user.click(within(microphone()).getByRole('button', { name: 'Start recording' }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_000);
  });
  await user.click(await within(microphone()).findByRole('button', { name: 'Yes' }));
}

async function speakerAnswer(user: UserEvent, heard: boolean) {
  await user.click(within(speaker()).getByRole('button', { name: /Play test sound|Try again/ }));
  await user.click(await within(speaker()).findByRole('button', { name: heard ? 'Yes' : 'No' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('media test modal', () => {
  it('MEDIA-03 MEDIA-04 MEDIA-05 is non-closable, 700 wide, with a microphone and a speaker test', async () => {
    const { dialog, user, onClose, onLogout } = renderModal();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
    const frame = dialog.closest('.ant-modal') as HTMLElement;
    expect(frame.style.width).toBe('700px');
    expect(within(microphone()).getByText('Microphone')).toBeTruthy();
    expect(within(speaker()).getByText('Speakers')).toBeTruthy();
  });

  it('MEDIA-06 records 5 s with a countdown from 5, then plays it back and asks', async () => {
    const { fake, recorded } = devices();
    const played = vi.fn(async () => undefined);
    const { user } = renderModal({ devices: { ...fake, playRecording: played } });
    await user.click(within(microphone()).getByRole('button', { name: 'Start recording' }));
    expect(await within(microphone()).findByText('Recording… 5')).toBeTruthy();
    for (const second of [4, 3, 2, 1]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(within(microphone()).getByText(`Recording… ${second}`)).toBeTruthy();
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(recorded).toEqual([5_000]);
    expect(played).toHaveBeenCalledTimes(1);
    expect(await within(microphone()).findByText('Did you hear your voice?')).toBeTruthy();
  });

  it('MEDIA-07 MEDIA-12 a yes passes a test; Continue only once both passed', async () => {
    const { user, onContinue } = renderModal();
    const continueButton = () => screen.getByRole('button', { name: 'Continue' });
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    await passMicrophone(user);
    expect(microphone().dataset.step).toBe('passed');
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    await speakerAnswer(user, true);
    expect(speaker().dataset.step).toBe('passed');
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('MEDIA-09 MEDIA-10 MEDIA-11 ERR-25 A-18 each no fails and counts; after 3 failures "Test failed" shows', async () => {
    const { user } = renderModal();
    await speakerAnswer(user, false);
    expect(speaker().dataset.step).toBe('failed');
    await speakerAnswer(user, false);
    expect(screen.queryByText('Test failed')).toBeNull();
    await speakerAnswer(user, false);
    expect(screen.getByText('Test failed')).toBeTruthy();
  });

  it('MEDIA-08 a yes resets the failure counter', async () => {
    const { user } = renderModal();
    await speakerAnswer(user, false);
    await speakerAnswer(user, false);
    await speakerAnswer(user, true);
    await user.click(within(microphone()).getByRole('button', { name: 'Start recording' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    await user.click(await within(microphone()).findByRole('button', { name: 'No' }));
    expect(screen.queryByText('Test failed')).toBeNull();
  });

  it('MEDIA-13 a voip agent with voip:outbound may close it', async () => {
    const { user, onClose } = renderModal({ canClose: true });
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('MEDIA-14 anyone else has Log out as the only alternative', async () => {
    const { user, onLogout } = renderModal({ canClose: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('ERR-22 permission denied shows how to allow the microphone in the site settings and a reload button', async () => {
    const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    const { user } = renderModal({ devices: devices({ getAudio: () => Promise.reject(denied) }).fake });
    await user.click(within(microphone()).getByRole('button', { name: 'Start recording' }));
    const alert = await screen.findByTestId('microphone-permission-denied');
    expect(within(alert).getByText('Permission denied')).toBeTruthy();
    expect(within(alert).getByText('Open "Site settings".')).toBeTruthy();
    expect(within(alert).getByText('Set "Microphone" to "Allow".')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('ERR-23 a browser other than desktop Chrome gets NON_SUPPORTED_BROWSER and cannot start', async () => {
    renderModal({ devices: devices({ userAgent: FIREFOX }).fake });
    const alert = screen.getByTestId('microphone-non-supported-browser');
    expect(within(alert).getByText('NON_SUPPORTED_BROWSER')).toBeTruthy();
    expect(within(microphone()).getByRole('button', { name: 'Start recording' }).hasAttribute('disabled')).toBe(true);
  });

  it('ERR-24 other microphone errors show the message; a missing microphone is told apart', async () => {
    const busy = Object.assign(new Error('Device in use'), { name: 'NotReadableError' });
    const { user } = renderModal({ devices: devices({ getAudio: () => Promise.reject(busy) }).fake });
    await user.click(within(microphone()).getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByText('Microphone error: Device in use')).toBeTruthy();
  });

  it('a missing microphone (NotFoundError) gets its own message', async () => {
    const missing = Object.assign(new Error('Requested device not found'), { name: 'NotFoundError' });
    const { user } = renderModal({ devices: devices({ getAudio: () => Promise.reject(missing) }).fake });
    await user.click(within(microphone()).getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByText('No microphone was found. Connect a headset and try again.')).toBeTruthy();
  });
});

describe('media test visibility', () => {
  it('MEDIA-02 once passed it stays hidden in this browser for the day', async () => {
    vi.useRealTimers();
    const app = await renderApp({ as: 'agent', path: '/welcome' });
    await screen.findByText('Welcome to Umbrella');
    const view = render(
      <AppProvider services={app.services}>
        <MediaTestGate accountId={1} canClose={false} devices={devices().fake} />
      </AppProvider>,
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(isMediaTestDue(1)).toBe(true);
    const user = userEvent.setup();
    await user.click(within(speaker()).getByRole('button', { name: 'Play test sound' }));
    await user.click(await within(speaker()).findByRole('button', { name: 'Yes' }));
    await user.click(within(microphone()).getByRole('button', { name: 'Start recording' }));
    await user.click(await within(microphone()).findByRole('button', { name: 'Yes' }, { timeout: 8_000 }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(isMediaTestDue(1)).toBe(false);
    expect(isMediaTestDue(2)).toBe(true);
    view.unmount();
    render(
      <AppProvider services={app.services}>
        <MediaTestGate accountId={1} canClose={false} devices={devices().fake} />
      </AppProvider>,
    );
    expect(screen.queryByTestId('media-test-modal')).toBeNull();
  });
});
