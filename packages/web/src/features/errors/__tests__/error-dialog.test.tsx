import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorListeners } from '@/lib/errors/global-listeners';
import { reloadPage } from '@/lib/reload';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

vi.mock('@/lib/reload', () => ({ reloadPage: vi.fn() }));

const ONLINE = '*/module/sessions/api/v1/online';
const reports: unknown[] = [];

beforeEach(() => {
  reports.length = 0;
  server.use(
    http.post('http://localhost:3000/error-reports', async ({ request }) => {
      reports.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => vi.mocked(reloadPage).mockClear());

/** Opens /sessions as the manager with the online-users call answering as given. */
async function failOnlineWith(answer: () => Response | Promise<Response>) {
  server.use(http.get(ONLINE, answer));
  return renderApp({ as: 'manager', path: '/sessions' });
}

function dialogTitle() {
  return document.querySelector('.ant-modal-title')?.textContent;
}

describe('global error dialog', () => {
  it('ERR-02 a 401 shows "You are not authorized" and logs the user out', async () => {
    const { services, auth, router } = await failOnlineWith(() =>
      HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
    );
    await screen.findByTestId('error-dialog');
    expect(dialogTitle()).toBe('You are not authorized');
    await waitFor(() => expect(services.session.isSignedIn()).toBe(false));
    expect(auth.removeUserCalls).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The session is over: the dialog cannot be closed, only left through its actions.
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    expect(screen.getByTestId('error-dialog')).toBeTruthy();
    expect(reports).toEqual([]);
  });

  it('ERR-03 a 403 shows "You do not have enough permissions" with the URL and logs out', async () => {
    const { services } = await failOnlineWith(() => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }));
    const body = await screen.findByTestId('error-dialog');
    expect(dialogTitle()).toBe('You do not have enough permissions');
    expect(within(body).getByText('/module/sessions/api/v1/online')).toBeTruthy();
    await waitFor(() => expect(services.session.isSignedIn()).toBe(false));
    expect(reports).toEqual([]);
  });

  it('ERR-04 a 400 shows "Wrong request" with the URL and the server message', async () => {
    const { services } = await failOnlineWith(() =>
      HttpResponse.json(
        { message: 'timestamp must be a number', errors: { timestamp: 'must be a number' } },
        { status: 400 },
      ),
    );
    const body = await screen.findByTestId('error-dialog');
    expect(dialogTitle()).toBe('Wrong request');
    expect(within(body).getByText('/module/sessions/api/v1/online')).toBeTruthy();
    expect(within(body).getByText('timestamp must be a number')).toBeTruthy();
    expect(services.session.isSignedIn()).toBe(true);
  });

  it('ERR-05 ERR-15 a network error shows "No connection to the server..." and is not reported', async () => {
    await failOnlineWith(() => HttpResponse.error());
    await screen.findByTestId('error-dialog');
    expect(dialogTitle()).toBe('No connection to the server. Please check your connection to the internet');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toEqual([]);
  });

  it('ERR-15 a request that times out is shown as no connection and not reported', async () => {
    server.use(
      http.get(ONLINE, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderApp({ as: 'manager', path: '/sessions', policy: { timeoutMs: 200, retries: 0, retryDelayMs: 0 } });
    await screen.findByTestId('error-dialog');
    expect(screen.getByTestId('error-dialog').getAttribute('data-kind')).toBe('timeout');
    expect(dialogTitle()).toBe('No connection to the server. Please check your connection to the internet');
    expect(reports).toEqual([]);
  });

  it('ERR-06 ERR-14 ERR-19 another error response shows "Communication Error..." with URL, status, message and log reference, and is reported', async () => {
    await failOnlineWith(() =>
      HttpResponse.json({ message: 'Upstream unavailable', requestId: 'req-42' }, { status: 502 }),
    );
    const body = await screen.findByTestId('error-dialog');
    expect(dialogTitle()).toBe('Communication Error. Please reload the browser.');
    for (const text of ['/module/sessions/api/v1/online', '502', 'Upstream unavailable', 'req-42']) {
      expect(within(body).getByText(text)).toBeTruthy();
    }
    expect(within(body).getByText('Log reference')).toBeTruthy();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      kind: 'communication',
      status: 502,
      url: '/module/sessions/api/v1/online',
      build: 2471,
    });
  });

  it('a refusal that carries its reason key reads in Spanish in the dialog, never the server’s English', async () => {
    server.use(
      http.get(ONLINE, () =>
        HttpResponse.json(
          {
            message: 'Too many searches in a short time: try again in 7 seconds',
            code: 'RATE_LIMITED',
            reason: { key: 'tooManySearches', values: { seconds: 7 } },
          },
          { status: 429, headers: { 'retry-after': '7' } },
        ),
      ),
    );
    await renderApp({ as: 'manager', path: '/sessions', language: 'es' });
    const body = await screen.findByTestId('error-dialog');
    expect(
      within(body).getByText('Demasiadas búsquedas en poco tiempo: inténtelo de nuevo en 7 segundos'),
    ).toBeTruthy();
    expect(within(body).queryByText(/Too many searches/)).toBeNull();
  });

  it('issue 17 a 429 from the search limit says to wait and try again, keeps the session and is not reported', async () => {
    const { services, user } = await failOnlineWith(() =>
      HttpResponse.json(
        { message: 'Too many searches in a short time: try again in 7 seconds', code: 'RATE_LIMITED' },
        { status: 429, headers: { 'retry-after': '7' } },
      ),
    );
    const body = await screen.findByTestId('error-dialog');
    expect(body.getAttribute('data-kind')).toBe('rateLimited');
    expect(dialogTitle()).toBe('Too many requests in a short time. Wait a few seconds and try again.');
    expect(within(body).getByText('Too many searches in a short time: try again in 7 seconds')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('error-dialog')).toBeNull());
    expect(services.session.isSignedIn()).toBe(true);
    expect(reports).toEqual([]);
  });

  it('issue 17 a 200 whose body is not valid JSON (relayed as is by the gateway) opens "Unexpected error" and is reported', async () => {
    await failOnlineWith(
      () =>
        new HttpResponse('{"id": 7, "name": "Ana', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await screen.findByTestId('error-dialog');
    expect(dialogTitle()).toBe('Unexpected error');
    await waitFor(() => expect(reports).toHaveLength(1));
  });

  it('ERR-07 a server error with a uri field shows "Server error" with URL, status, log code and message', async () => {
    await failOnlineWith(() =>
      HttpResponse.json(
        { message: 'NullPointerException', uri: '/api/v1/online', logCode: 'LOG-7781' },
        { status: 500 },
      ),
    );
    const body = await screen.findByTestId('error-dialog');
    expect(dialogTitle()).toBe('Server error');
    for (const text of ['/module/sessions/api/v1/online', '500', 'LOG-7781', 'NullPointerException', 'Log code']) {
      expect(within(body).getByText(text)).toBeTruthy();
    }
  });

  it('ERR-08 AUTH-06 a token that cannot be obtained shows "You were logged out" with reload, and logs out', async () => {
    const { services, auth, user } = await renderApp({ as: 'manager', path: '/sessions' });
    await screen.findByText('session-of-the-caller');
    auth.user = null;
    await user.click(screen.getByRole('button', { name: /Update info/ }));
    await screen.findByTestId('error-dialog');
    expect(dialogTitle()).toBe('You were logged out');
    await waitFor(() => expect(services.session.isSignedIn()).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('ERR-08 an expired token that cannot be renewed also ends in "You were logged out"', async () => {
    const { auth, user } = await renderApp({ as: 'manager', path: '/sessions' });
    await screen.findByText('session-of-the-caller');
    auth.user = auth.user && { ...auth.user, expired: true };
    await user.click(screen.getByRole('button', { name: /Update info/ }));
    await screen.findByTestId('error-dialog');
    expect(auth.renewCalls).toBe(1);
    expect(dialogTitle()).toBe('You were logged out');
  });

  it('ERR-09 AUTH-20 AUTH-24 a wrong device clock shows "Wrong local time"', async () => {
    let sent: string | null = null;
    server.use(
      http.get('*/module/account/api/v1/compare-time', ({ request }) => {
        sent = new URL(request.url).searchParams.get('timestamp');
        return HttpResponse.json({ serverTime: 1, differenceSeconds: 3600, valid: false });
      }),
    );
    await renderApp({ as: 'agent', path: '/welcome' });
    const body = await screen.findByTestId('error-dialog');
    expect(dialogTitle()).toBe('Wrong local time');
    expect(body.textContent).toContain('3600 s');
    expect(Math.abs(Number(sent) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('ERR-10 a blocked user sees "Your account is blocked. Please address it to your manager"', async () => {
    server.use(
      http.get('*/module/account/api/v1/me', () =>
        HttpResponse.json({ message: 'Account is blocked', code: 'ACCOUNT_BLOCKED' }, { status: 403 }),
      ),
    );
    const { services } = await renderApp({ as: 'agent', path: '/welcome' });
    await screen.findByTestId('error-dialog');
    expect(dialogTitle()).toBe('Your account is blocked. Please address it to your manager');
    await waitFor(() => expect(services.session.isSignedIn()).toBe(false));
  });

  it('ERR-11 ERR-12 an unknown error shows agent, message and stack; a ResizeObserver loop is hidden', async () => {
    const uninstall = installGlobalErrorListeners();
    try {
      await renderApp({ as: 'agent', path: '/welcome' });
      await screen.findByText('Welcome to Umbrella');
      act(() => {
        window.dispatchEvent(
          new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
        );
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByTestId('error-dialog')).toBeNull();
      const boom = new Error('Cannot read properties of undefined');
      act(() => {
        window.dispatchEvent(new ErrorEvent('error', { error: boom, message: boom.message }));
      });
      const body = await screen.findByTestId('error-dialog');
      expect(dialogTitle()).toBe('Unexpected error');
      expect(within(body).getByText('Agent')).toBeTruthy();
      expect(within(body).getByText(navigator.userAgent)).toBeTruthy();
      expect(within(body).getByText('Cannot read properties of undefined')).toBeTruthy();
      expect(within(body).getByText('Stack')).toBeTruthy();
      await waitFor(() => expect(reports).toHaveLength(1));
    } finally {
      uninstall();
    }
  });

  it('ERR-01 ERR-13 the dialog offers log out and reload, and downloads the error log as JSON', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:errors';
    });
    URL.revokeObjectURL = vi.fn();
    const { auth, user } = await failOnlineWith(() => HttpResponse.json({ message: 'Bad gateway' }, { status: 502 }));
    await screen.findByTestId('error-dialog');
    await user.click(screen.getByRole('button', { name: /Download error log/ }));
    const log = JSON.parse(await (blobs[0] ?? new Blob()).text()) as {
      errors: { kind: string; status: number; url: string }[];
    };
    expect(log.errors).toEqual([
      expect.objectContaining({ kind: 'communication', status: 502, url: '/module/sessions/api/v1/online' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(auth.signOutCalls).toEqual(['id-token-of-manager']));
  });
});
