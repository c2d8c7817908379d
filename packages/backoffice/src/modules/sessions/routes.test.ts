import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

const ping = async (sessionId: string, username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/module/sessions/api/v1/ping',
    headers: await t.auth(username),
    payload: { sessionId },
  });
const online = async (username = 'manager') =>
  t.app.inject({ url: '/module/sessions/api/v1/online', headers: await t.auth(username) });

describe('sessions', () => {
  it('SESSION-05 SESS-07 a ping with the session id answers 204 and records the session', async () => {
    const res = await ping('browser-agent-0001', 'agent');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const row = await t.db
      .selectFrom('browser_sessions')
      .selectAll()
      .where('session_id', '=', 'browser-agent-0001')
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('SESS-01 SESS-02 lists online sessions with sessionId, email and createdAt, newest first', async () => {
    await ping('browser-agent2-0001', 'agent2');
    const res = await online();
    expect(res.statusCode).toBe(200);
    const sessions = res.json() as { sessionId: string; email: string; createdAt: string; accountId: number }[];
    expect(sessions.map((s) => s.sessionId)).toEqual(['browser-agent2-0001', 'browser-agent-0001']);
    expect(sessions[1]).toMatchObject({ sessionId: 'browser-agent-0001', email: 'agent@umbrella.example' });
    expect(new Date(sessions[1]?.createdAt ?? '').toISOString()).toBe(sessions[1]?.createdAt);
  });

  it('a repeated ping keeps createdAt and moves lastSeenAt', async () => {
    const before = (await online()).json().find((s: { sessionId: string }) => s.sessionId === 'browser-agent-0001');
    await new Promise((r) => setTimeout(r, 20));
    await ping('browser-agent-0001', 'agent');
    const after = (await online()).json().find((s: { sessionId: string }) => s.sessionId === 'browser-agent-0001');
    expect(after.createdAt).toBe(before.createdAt);
    expect(Date.parse(after.lastSeenAt)).toBeGreaterThan(Date.parse(before.lastSeenAt));
  });

  it('a session not seen for more than 30 s is no longer online', async () => {
    await ping('browser-stale-0001', 'support');
    await t.db
      .updateTable('browser_sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '31 seconds'` })
      .where('session_id', '=', 'browser-stale-0001')
      .execute();
    const ids = (await online()).json().map((s: { sessionId: string }) => s.sessionId);
    expect(ids).not.toContain('browser-stale-0001');
  });

  it('is scoped to accounts of the caller’s regions', async () => {
    const token = await t.token('manager', { regionIds: ['mx-central'] });
    const res = await t.app.inject({
      url: '/module/sessions/api/v1/online',
      headers: { authorization: `Bearer ${token}` },
    });
    const ids = res.json().map((s: { sessionId: string }) => s.sessionId);
    expect(ids).toContain('browser-agent2-0001');
    expect(ids).not.toContain('browser-agent-0001');
  });

  it('the online list needs sessions:read (403 FORBIDDEN)', async () => {
    const res = await online('agent');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('a ping needs a token (401) and a session id of 8 to 64 characters (400)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/module/sessions/api/v1/ping',
      payload: { sessionId: 'browser-x-0001' },
    });
    expect(anonymous.statusCode).toBe(401);
    const long = await ping('x'.repeat(65), 'agent');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.sessionId).toContain('maxLength');
  });
});
