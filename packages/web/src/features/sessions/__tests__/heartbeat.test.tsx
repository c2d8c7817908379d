import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import type { AppServices } from '@/app/services';
import { getErrorState } from '@/lib/errors/error-store';
import { receivedPings } from '@/testing/handlers';
import { createTestServices } from '@/testing/render-app';
import { server } from '@/testing/server';
import { useHeartbeat } from '../hooks/use-heartbeat';
import { SESSION_ID_KEY } from '../session-id';

function wrapper(services: AppServices) {
  return ({ children }: { children: ReactNode }) => <AppProvider services={services}>{children}</AppProvider>;
}

// vi.waitFor polls on real timers; Testing Library's waitFor would poll on the faked interval.
beforeEach(() => {
  receivedPings.length = 0;
  // Only the interval is faked: MSW and promises keep running on real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('session heartbeat', () => {
  it('SESSION-01 SESSION-05 SESS-04 SESS-07 ACONST-15 while signed in, a ping with the session id goes out every 10 s', async () => {
    const { services } = await createTestServices({ as: 'agent' });
    renderHook(() => useHeartbeat(true), { wrapper: wrapper(services) });
    await vi.waitFor(() => expect(receivedPings).toHaveLength(1));
    // vi.waitFor advances fake time a little while it polls, so stay clear of the exact edge.
    act(() => void vi.advanceTimersByTime(9_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedPings).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1_000));
    await vi.waitFor(() => expect(receivedPings).toHaveLength(2));
    act(() => void vi.advanceTimersByTime(20_000));
    await vi.waitFor(() => expect(receivedPings).toHaveLength(4));
    expect(new Set(receivedPings).size).toBe(1);
  });

  it('ERR-18 a failing ping is logged and reported, and the heartbeat goes on', async () => {
    let failures = 1;
    const reports: unknown[] = [];
    server.use(
      http.post('http://localhost:3000/error-reports', async ({ request }) => {
        reports.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/module/sessions/api/v1/ping', () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'ping store down' }, { status: 500 });
        return undefined; // the next handler answers (and records) the later pings
      }),
    );
    const logged = getErrorState().log.length;
    const { services } = await createTestServices({ as: 'agent' });
    renderHook(() => useHeartbeat(true), { wrapper: wrapper(services) });
    await vi.waitFor(() => expect(getErrorState().log.length).toBe(logged + 1));
    await vi.waitFor(() => expect(reports).toMatchObject([{ status: 500, url: '/module/sessions/api/v1/ping' }]));
    expect(receivedPings).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(10_000));
    await vi.waitFor(() => expect(receivedPings).toHaveLength(1));
  });

  it('SESSION-02 SESS-05 no ping is sent while signed out', async () => {
    const { services } = await createTestServices({ as: null });
    renderHook(() => useHeartbeat(false), { wrapper: wrapper(services) });
    act(() => void vi.advanceTimersByTime(60_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedPings).toEqual([]);
  });

  it('SESSION-03 SESS-06 without a stored session id a new one is generated and stored', async () => {
    const { services } = await createTestServices({ as: 'agent' });
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
    renderHook(() => useHeartbeat(true), { wrapper: wrapper(services) });
    await vi.waitFor(() => expect(receivedPings).toHaveLength(1));
    const stored = sessionStorage.getItem(SESSION_ID_KEY);
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    expect(receivedPings[0]).toBe(stored);
  });

  it('SESSION-04 SESS-06 a stored session id is reused for the pings', async () => {
    sessionStorage.setItem(SESSION_ID_KEY, 'stored-session-0001');
    const { services } = await createTestServices({ as: 'agent' });
    renderHook(() => useHeartbeat(true), { wrapper: wrapper(services) });
    await vi.waitFor(() => expect(receivedPings).toEqual(['stored-session-0001']));
  });
});
