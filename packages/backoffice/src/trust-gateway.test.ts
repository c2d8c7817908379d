import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInternalAddress, trustGatewayHop } from './trust-gateway.js';

describe('the client address the back-office believes', () => {
  const app = Fastify({ trustProxy: trustGatewayHop });
  app.get('/ip', async (request) => ({ ip: request.ip }));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const ipOf = async (remoteAddress: string, forwardedFor?: string) => {
    const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const response = await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers });
    return response.json().ip as string;
  };

  it('takes the address the gateway appended, not what the client wrote before it', async () => {
    expect(await ipOf('10.0.3.7', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf('127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
  });

  it('a caller reaching it from outside is its own address, whatever it sends', async () => {
    expect(await ipOf('203.0.113.50', '10.0.0.1')).toBe('203.0.113.50');
    expect(await ipOf('203.0.113.50')).toBe('203.0.113.50');
  });

  it('knows internal addresses of both families', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.1', '::1', 'fd00::1', '::ffff:10.0.0.2']) {
      expect(isInternalAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-address']) {
      expect(isInternalAddress(a), a).toBe(false);
    }
  });
});
