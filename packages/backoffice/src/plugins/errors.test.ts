import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';
import { errorHandler } from './errors.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

describe('error shape', () => {
  it('a 400 names the field and the rule in errors and message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/sessions/api/v1/ping',
      headers: await t.auth('agent'),
      payload: { sessionId: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: 'sessionId must not have fewer than 8 characters (minLength)',
      errors: { sessionId: 'must not have fewer than 8 characters (minLength)' },
    });
  });

  it('a 400 names a missing field as required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/sessions/api/v1/ping',
      headers: await t.auth('agent'),
      payload: {},
    });
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: 'sessionId is required (required)',
      errors: { sessionId: 'is required (required)' },
    });
  });

  it('a body that is not JSON is a 400 in the same shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/sessions/api/v1/ping',
      headers: { ...(await t.auth('agent')), 'content-type': 'application/json' },
      payload: '{"sessionId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
  });

  it('a 5xx hides internals, includes the request id and logs the error with it', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
      requestIdHeader: 'x-request-id',
    });
    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    app.setErrorHandler(errorHandler);
    app.get('/boom', { schema: { querystring: Type.Object({}) } }, async () => {
      throw new Error('connection to 10.0.0.7 refused: password authentication failed');
    });
    const res = await app.inject({ url: '/boom', headers: { 'x-request-id': 'req-42' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Internal server error', requestId: 'req-42' });
    expect(res.body).not.toContain('10.0.0.7');
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(logged.reqId).toBe('req-42');
    expect(logged.err.message).toContain('10.0.0.7');
    await app.close();
  });
});
