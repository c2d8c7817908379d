import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publishEvent } from '@umbrella/backoffice';
import { TEST_INTERNAL_TOKEN } from '@umbrella/backoffice/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedTestGateway,
  makeWebDir,
  removeDir,
  startEmbeddedGateway,
  startRemoteGateway,
  startUpstreamBackoffice,
} from '../testing/gateway.js';
import { openSocket, type TestSocket, wsUrl } from '../testing/ws-client.js';

const VERSION = { version: '1.0.0', build: 2471 };

describe('/gateway/events (embedded back-office)', () => {
  let gateway: EmbeddedTestGateway;
  let webDir: string;
  let agentId: number;
  let agent2Id: number;
  const open: TestSocket[] = [];

  const connect = async (username: string, query = '') => {
    const token = await gateway.token(username);
    const socket = await openSocket(wsUrl(gateway.url, `/gateway/events?access_token=${token}${query}`));
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    webDir = await makeWebDir(VERSION);
    gateway = await startEmbeddedGateway({ webDir });
    agentId = await gateway.accountId('agent');
    agent2Id = await gateway.accountId('agent2');
  });
  afterAll(async () => {
    await Promise.all(open.map((socket) => socket.close()));
    await gateway.close();
    await removeDir(webDir);
  });

  it('refuses the upgrade with 401 when no token is given', async () => {
    await expect(openSocket(wsUrl(gateway.url, '/gateway/events'))).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses the upgrade with 401 for an expired or a forged token', async () => {
    const expired = await gateway.token('agent', { expiresIn: -30 });
    const forged = await gateway.token('agent', { forged: true });
    for (const token of [expired, forged]) {
      await expect(openSocket(wsUrl(gateway.url, `/gateway/events?access_token=${token}`))).rejects.toMatchObject({
        statusCode: 401,
      });
    }
  });

  it('accepts the token from the access_token cookie', async () => {
    const token = await gateway.token('agent');
    const socket = await openSocket(wsUrl(gateway.url, '/gateway/events'), {
      cookie: `theme=dark; access_token=${token}`,
    });
    open.push(socket);
    expect((await socket.next()).type).toBe('version.available');
  });

  it('opens with a single-use ticket, so no token is in the URL; a used or made-up ticket gets 401', async () => {
    const token = await gateway.token('agent');
    const issue = await fetch(`${gateway.url}/gateway/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(issue.status).toBe(200);
    expect(issue.headers.get('cache-control')).toBe('no-store');
    const { ticket, expiresIn } = (await issue.json()) as { ticket: string; expiresIn: number };
    expect(expiresIn).toBe(30);
    expect(ticket).not.toContain(token.slice(0, 20));
    const socket = await openSocket(wsUrl(gateway.url, `/gateway/events?ticket=${ticket}`));
    open.push(socket);
    expect((await socket.next()).type).toBe('version.available');
    for (const used of [ticket, 'made-up-ticket']) {
      await expect(openSocket(wsUrl(gateway.url, `/gateway/events?ticket=${used}`))).rejects.toMatchObject({
        statusCode: 401,
      });
    }
    const refused = await fetch(`${gateway.url}/gateway/events/ticket`, { method: 'POST' });
    expect(refused.status).toBe(401);
  });

  it('VERSION-01 sends version.available with the served version first', async () => {
    const socket = await connect('agent');
    expect(await socket.next()).toEqual({ id: 0, type: 'version.available', payload: VERSION });
  });

  it('delivers an event only to the account it is addressed to, and a broadcast to everyone', async () => {
    const agent = await connect('agent');
    const agent2 = await connect('agent2');
    await agent.next();
    await agent2.next();
    await gateway.publish('task.assigned', agentId, { taskId: 11 });
    await gateway.publish('task.available', null, { type: 'CALLBACK' });
    await gateway.publish('task.assigned', agent2Id, { taskId: 12 });

    expect(await agent.next()).toMatchObject({ type: 'task.assigned', payload: { taskId: 11 } });
    expect(await agent.next()).toMatchObject({ type: 'task.available', payload: { type: 'CALLBACK' } });
    expect(await agent2.next()).toMatchObject({ type: 'task.available' });
    expect(await agent2.next()).toMatchObject({ type: 'task.assigned', payload: { taskId: 12 } });
    // agent never sees agent2's task: the next thing it gets is a later broadcast.
    await gateway.publish('task.available', null, { type: 'RECALL' });
    expect(await agent.next()).toMatchObject({ type: 'task.available', payload: { type: 'RECALL' } });
    expect(agent.messages.some((m) => m.type === 'task.assigned' && m.payload.taskId === 12)).toBe(false);
  });

  it('resumes from lastEventId: a reconnecting socket gets what it missed, in order, once', async () => {
    const first = await connect('agent');
    await first.next();
    const seen = await gateway.publish('task.assigned', agentId, { taskId: 21 });
    expect(await first.next()).toMatchObject({ id: seen });
    await first.close();

    await gateway.publish('task.assigned', agentId, { taskId: 22 });
    await gateway.publish('shift.ending', agentId, { shiftId: 3, endsAt: '2026-11-22T18:00:00.000Z', secondsLeft: 60 });

    const again = await connect('agent', `&lastEventId=${seen}`);
    expect((await again.next()).type).toBe('version.available');
    expect(await again.next()).toMatchObject({ type: 'task.assigned', payload: { taskId: 22 } });
    expect(await again.next()).toMatchObject({ type: 'shift.ending', payload: { shiftId: 3 } });
    await gateway.publish('shift.ended', agentId, { shiftId: 3 });
    expect(await again.next()).toMatchObject({ type: 'shift.ended' });
    const ids = again.messages.filter((m) => m.id > 0).map((m) => m.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  });

  it('VERSION-03 pushes version.available to every socket when the served version.json changes', async () => {
    const agent = await connect('agent');
    const agent2 = await connect('agent2');
    await agent.next();
    await agent2.next();
    await writeFile(join(webDir, 'version.json'), JSON.stringify({ version: '1.0.1', build: 2472 }));
    const expected = { id: 0, type: 'version.available', payload: { version: '1.0.1', build: 2472 } };
    expect(await agent.next((m) => m.type === 'version.available')).toEqual(expected);
    expect(await agent2.next((m) => m.type === 'version.available')).toEqual(expected);
  });
});

describe('/gateway/events: resume and keep-alive on a fresh gateway', () => {
  it('resumes from an id older than anything the gateway has seen (read back from the outbox)', async () => {
    const ids: number[] = [];
    const gateway = await startEmbeddedGateway(
      {},
      {
        before: async ({ accountId, publish }) => {
          const agent = await accountId('agent');
          ids.push(await publish('task.assigned', agent, { taskId: 30 }));
          ids.push(await publish('task.assigned', agent, { taskId: 31 }));
        },
      },
    );
    try {
      const token = await gateway.token('agent');
      const socket = await openSocket(
        wsUrl(gateway.url, `/gateway/events?access_token=${token}&lastEventId=${ids[0]}`),
      );
      expect((await socket.next()).type).toBe('version.available');
      expect(await socket.next()).toEqual({ id: ids[1], type: 'task.assigned', payload: { taskId: 31 } });
      const live = await gateway.publish('task.assigned', await gateway.accountId('agent'), { taskId: 32 });
      expect(await socket.next()).toEqual({ id: live, type: 'task.assigned', payload: { taskId: 32 } });
      await socket.close();
    } finally {
      await gateway.close();
    }
  });

  it('pings every socket and drops one that stops answering', async () => {
    const gateway = await startEmbeddedGateway({}, { tuning: { pingIntervalMs: 100 } });
    try {
      const token = await gateway.token('agent');
      const url = wsUrl(gateway.url, `/gateway/events?access_token=${token}`);
      const alive = await openSocket(url);
      const dead = await openSocket(url, {}, { autoPong: false });
      let pings = 0;
      alive.socket.on('ping', () => pings++);
      const dropped = await new Promise<number>((resolve) => dead.socket.once('close', (code) => resolve(code)));
      expect(dropped).toBe(1006);
      expect(pings).toBeGreaterThanOrEqual(1);
      expect(alive.socket.readyState).toBe(alive.socket.OPEN);
      await alive.close();
    } finally {
      await gateway.close();
    }
  });
});

describe('/gateway/events on shutdown', () => {
  it('closes open sockets with 1001 (going away) when the gateway shuts down', async () => {
    const gateway = await startEmbeddedGateway();
    const token = await gateway.token('agent');
    const socket = await openSocket(wsUrl(gateway.url, `/gateway/events?access_token=${token}`));
    await socket.next();
    const closed = new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));
    await gateway.close();
    expect(await closed).toBe(1001);
  });
});

describe('/gateway/events (remote back-office over SSE)', () => {
  it('relays the back-office event stream to the addressed socket', async () => {
    const backoffice = await startUpstreamBackoffice();
    const gateway = await startRemoteGateway(backoffice.url, backoffice.tokens.verifyToken, {
      internalToken: TEST_INTERNAL_TOKEN,
    });
    try {
      const token = await backoffice.token('agent');
      const socket = await openSocket(wsUrl(gateway.url, `/gateway/events?access_token=${token}`));
      expect((await socket.next()).type).toBe('version.available');
      const agentId = (
        await backoffice.db
          .selectFrom('accounts')
          .select('id')
          .where('username', '=', 'agent')
          .executeTakeFirstOrThrow()
      ).id;
      // The gateway's stream subscribes "from now on": publish until the first one arrives.
      let received: unknown;
      for (let attempt = 0; attempt < 20 && !received; attempt++) {
        await publishEvent(backoffice.db, 'task.assigned', agentId, { taskId: 40 + attempt });
        received = await socket.next((m) => m.type === 'task.assigned', 250).catch(() => undefined);
      }
      expect(received).toMatchObject({ type: 'task.assigned' });
      await socket.close();
    } finally {
      await gateway.close();
      await backoffice.close();
    }
  });
});
