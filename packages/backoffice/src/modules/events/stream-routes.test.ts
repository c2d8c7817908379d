import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVENT_STREAM_PATH } from '@umbrella/edge';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../../platform/events/publish.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { TEST_INTERNAL_TOKEN, testConfig } from '../../testing/config.js';
import { eventStreamRoutes } from './stream-routes.js';

let t: TestBackoffice;
let base: string;
beforeAll(async () => {
  t = await buildTestBackoffice();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Frame = {
  id: string;
  event: string;
  data: { id: number; type: string; accountId: number | null; payload: unknown };
};

/** Reads server-sent events until `count` frames arrived, then disconnects. */
async function readFrames(count: number, headers: Record<string, string>, query = ''): Promise<Frame[]> {
  const frames: Frame[] = [];
  return new Promise<Frame[]>((resolve, reject) => {
    const request = get(`${base}/module/events/api/v1/stream${query}`, { headers, agent: false }, (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/event-stream');
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const fields = Object.fromEntries(
            buffer
              .slice(0, end)
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          );
          buffer = buffer.slice(end + 2);
          if (fields.data)
            frames.push({ id: fields.id ?? '', event: fields.event ?? '', data: JSON.parse(fields.data) });
          end = buffer.indexOf('\n\n');
        }
        if (frames.length >= count) {
          clearTimeout(deadline);
          request.destroy();
          resolve(frames);
        }
      });
    });
    request.on('error', (err) => {
      if (frames.length < count) reject(err);
    });
    const deadline = setTimeout(() => {
      request.destroy();
      reject(new Error(`only ${frames.length} of ${count} events arrived`));
    }, 5_000);
  });
}

describe('GET /module/events/api/v1/stream', () => {
  it('answers 401 without the internal token, whatever bearer token is sent', async () => {
    const none = await t.app.inject({ url: '/module/events/api/v1/stream' });
    expect(none.statusCode).toBe(401);
    const bearer = await t.app.inject({ url: '/module/events/api/v1/stream', headers: await t.auth('admin') });
    expect(bearer.statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/module/events/api/v1/stream',
      headers: { 'x-internal-token': 'guess' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('UNAUTHORIZED');
  });

  it('streams committed events as server-sent events with id, event type and the DomainEvent', async () => {
    const reading = readFrames(2, { 'x-internal-token': TEST_INTERNAL_TOKEN });
    await new Promise((r) => setTimeout(r, 200));
    const a = await publishEvent(t.db, 'task.available', null, { type: 'LEAD' });
    const b = await publishEvent(t.db, 'task.assigned', 4, { taskId: 9 });
    const frames = await reading;
    expect(frames.map((f) => [Number(f.id), f.event])).toEqual([
      [a, 'task.available'],
      [b, 'task.assigned'],
    ]);
    expect(frames[1]?.data).toMatchObject({ id: b, type: 'task.assigned', accountId: 4, payload: { taskId: 9 } });
  });

  it('resumes after Last-Event-ID or ?after=', async () => {
    const a = await publishEvent(t.db, 'task.available', null, { type: 'RECALL' });
    const b = await publishEvent(t.db, 'shift.ended', 2, { shiftId: 5 });
    const byHeader = await readFrames(1, { 'x-internal-token': TEST_INTERNAL_TOKEN, 'last-event-id': String(a) });
    expect(byHeader.map((f) => Number(f.id))).toEqual([b]);
    const byQuery = await readFrames(2, { 'x-internal-token': TEST_INTERNAL_TOKEN }, `?after=${a - 1}`);
    expect(byQuery.map((f) => Number(f.id))).toEqual([a, b]);
  });

  it('does not exist when INTERNAL_TOKEN is not configured', async () => {
    const app = Fastify();
    const deps = { db: t.db, engine: t.backoffice.db.engine, events: t.backoffice.events };
    await app.register(eventStreamRoutes, { ...deps, config: testConfig({ internalToken: undefined }) });
    const res = await app.inject({
      url: EVENT_STREAM_PATH,
      headers: { 'x-internal-token': TEST_INTERNAL_TOKEN },
    });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
