import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isConnectionError } from '../db/connection-errors.js';
import { errorHandler } from './errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a database that is away answers 503 "try again"', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['connection class 08', withCode('08006')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['no answer within the query timeout', new Error('Query read timeout')],
    ['dual-stack refusal', Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: undefined })],
  ])('%s is a connection error', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['syntax', withCode('42601')],
    ['unique violation', withCode('23505')],
    ['plain bug', new TypeError('x is undefined')],
  ])('%s is not', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });

  it('the error handler answers 503 in the house shape with Retry-After; other failures stay 500', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/away', async () => {
      throw withCode('57P01');
    });
    app.get('/bug', async () => {
      throw withCode('42601');
    });
    const away = await app.inject({ url: '/away' });
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('2');
    expect(away.json()).toEqual({
      message: 'The database is unavailable; try again in a few seconds',
      code: 'DATABASE_UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect((await app.inject({ url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});
