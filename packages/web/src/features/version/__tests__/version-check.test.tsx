import { act, renderHook, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { reloadPage } from '@/lib/reload';
import { createTestServices, renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { useVersionCheck } from '../hooks/use-version-check';

vi.mock('@/lib/reload', () => ({ reloadPage: vi.fn() }));

function serveVersion(build: number, requests: string[] = []) {
  server.use(
    http.get('*/version.json', ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json({ version: '1.0.0', build });
    }),
  );
  return requests;
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(reloadPage).mockClear();
});

describe('version check', () => {
  it('VERSION-01 VERSION-02 VERSION-05 VERSION-06 reads a cache-busted /version.json at load and every 300000 ms; the same build shows nothing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const requests = serveVersion(2471);
    const { services } = await createTestServices({ as: 'agent' });
    const { result } = renderHook(() => useVersionCheck(), {
      wrapper: ({ children }: { children: ReactNode }) => <AppProvider services={services}>{children}</AppProvider>,
    });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    act(() => void vi.advanceTimersByTime(290_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(10_000));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    const stamps = requests.map((url) => new URL(url).searchParams.get('t'));
    expect(stamps.every((stamp) => stamp && /^\d+$/.test(stamp))).toBe(true);
    expect(new Set(stamps).size).toBe(2);
    expect(result.current).toBeUndefined();
  });

  it('VERSION-03 VERSION-04 a new build shows the reload warning; "Okay" reloads the page', async () => {
    serveVersion(2472);
    const { user } = await renderApp({ as: 'agent', path: '/welcome' });
    expect(await screen.findByText('New version available')).toBeTruthy();
    expect(
      screen.getByText(
        'A new version of Umbrella (version 1.0.0 build #2472) has been released. Please reload the page to continue with it.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('VERSION-03 the gateway’s version.available push shows the warning without waiting 5 minutes', async () => {
    const { services } = await renderApp({ as: 'agent', path: '/welcome' });
    await screen.findByText('Welcome to Umbrella');
    expect(screen.queryByText('New version available')).toBeNull();
    act(() =>
      services.events.dispatch({ id: 7, type: 'version.available', payload: { version: '1.0.1', build: 2480 } }),
    );
    expect(await screen.findByText('New version available')).toBeTruthy();
  });

  it('VERSION-05 a push announcing the running build shows nothing', async () => {
    const { services } = await renderApp({ as: 'agent', path: '/welcome' });
    await screen.findByText('Welcome to Umbrella');
    act(() =>
      services.events.dispatch({ id: 1, type: 'version.available', payload: { version: '1.0.0', build: 2471 } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('New version available')).toBeNull();
  });
});
