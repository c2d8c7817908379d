import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict, invalid, invalidField, notFound } from '../platform/http-error.js';
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
      // the rule as a key and its values, for the web to say in the user's language (decision 1821)
      reasons: { sessionId: { key: 'minLength', values: { limit: 8 } } },
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
      reasons: { sessionId: { key: 'required', values: {} } },
    });
  });

  it("a refusal whose words are the catalogue's carries their key, for the field and for the message", async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/field', async () => {
      throw invalid('comment', 'must not be empty');
    });
    app.get('/task', async () => {
      throw conflict('This task is not assigned to you any more');
    });
    app.get('/other', async () => {
      throw invalid('x', 'is odd');
    });
    expect((await app.inject({ url: '/field' })).json()).toMatchObject({
      errors: { comment: 'must not be empty' },
      reasons: { comment: { key: 'notEmpty' } },
    });
    expect((await app.inject({ url: '/task' })).json()).toMatchObject({
      message: 'This task is not assigned to you any more',
      reason: { key: 'taskNoLongerYours' },
    });
    expect((await app.inject({ url: '/other' })).json()).not.toHaveProperty('reasons');
    await app.close();
  });

  it('a refusal given as a key and its values answers their English and carries them, for a field or the whole request', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/missing', async () => {
      throw notFound({ key: 'notFoundOrder', values: { id: 42 } });
    });
    app.get('/fields', async () => {
      throw invalidField({ phone: { key: 'phoneMustStartWith', values: { prefix: '+51' } }, name: 'is required' });
    });
    const missing = await app.inject({ url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Order 42 not found',
      reason: { key: 'notFoundOrder', values: { id: 42 } },
    });
    expect((await app.inject({ url: '/fields' })).json()).toEqual({
      code: 'VALIDATION',
      message: 'phone must start with +51; name is required',
      errors: { phone: 'must start with +51', name: 'is required' },
      reasons: { phone: { key: 'phoneMustStartWith', values: { prefix: '+51' } }, name: { key: 'required' } },
    });
    await app.close();
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
