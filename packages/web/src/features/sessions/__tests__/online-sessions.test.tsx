import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('/sessions', () => {
  it('SESS-01 SESS-02 lists the online users with session id, email and creation time', async () => {
    server.use(
      http.get('*/module/sessions/api/v1/online', () =>
        HttpResponse.json([
          {
            sessionId: '5b0e7c1e-aaaa-4bbb-8ccc-000000000001',
            accountId: 1,
            email: 'agent@umbrella.test',
            createdAt: '2026-11-22T14:05:09.000Z',
            lastSeenAt: '2026-11-22T14:06:00.000Z',
          },
        ]),
      ),
    );
    await renderApp({ as: 'manager', path: '/sessions' });
    expect(await screen.findByText('5b0e7c1e-aaaa-4bbb-8ccc-000000000001')).toBeTruthy();
    expect(screen.getByText('agent@umbrella.test')).toBeTruthy();
    for (const header of ['Session ID', 'Email', 'Created']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    // Shown DD-MM-YYYY in the manager's timezone (America/Lima, UTC-5).
    expect(screen.getByText('22-11-2026-09:05')).toBeTruthy();
  });

  it('SESS-03 "Update info" fetches the online users again', async () => {
    let calls = 0;
    server.use(
      http.get('*/module/sessions/api/v1/online', () => {
        calls++;
        return HttpResponse.json(
          Array.from({ length: calls }, (_, i) => ({
            sessionId: `session-${i + 1}`,
            accountId: i + 1,
            email: `user${i + 1}@umbrella.test`,
            createdAt: '2026-11-22T14:05:00.000Z',
            lastSeenAt: '2026-11-22T14:05:00.000Z',
          })),
        );
      }),
    );
    const { user } = await renderApp({ as: 'manager', path: '/sessions' });
    await screen.findByText('session-1');
    expect(screen.queryByText('session-2')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Update info/ }));
    expect(await screen.findByText('session-2')).toBeTruthy();
    await waitFor(() => expect(calls).toBe(2));
  });
});
