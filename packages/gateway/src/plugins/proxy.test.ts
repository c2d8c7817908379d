import { createTestTokens, testConfig } from '@umbrella/backoffice/testing';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRemoteGateway, startUpstreamBackoffice } from '../testing/gateway.js';
import {
  closedPortUrl,
  failThenSucceed,
  loseFirstAnswers,
  type Script,
  type ScriptedAnswer,
  startScriptedUpstream,
  type TestUpstream,
  tcpUpstream,
} from '../testing/upstreams.js';

const tokens = await createTestTokens(testConfig());
const bearer = async () => ({ authorization: `Bearer ${await tokens.sign({ accountId: 1 })}` });

async function throughGateway(script: Script, overrides = {}) {
  const upstream = await startScriptedUpstream(script);
  const gateway = await startRemoteGateway(upstream.url, tokens.verifyToken, overrides);
  return {
    upstream,
    url: gateway.url,
    close: async () => {
      await gateway.close();
      await upstream.close();
    },
  };
}

describe('proxy: client address behind a load balancer (TRUST_PROXY)', () => {
  it('with one trusted hop, forwards the address the load balancer reported', async () => {
    const echo = await throughGateway((incoming) => ({ status: 200, headers: {}, body: { seen: incoming.headers } }), {
      trustProxy: 1,
    });
    try {
      const response = await request(`${echo.url}/module/orders/api/v1/orders`, {
        headers: { ...(await bearer()), 'x-forwarded-for': '6.6.6.6, 198.51.100.7' },
      });
      const { seen } = (await response.body.json()) as { seen: Record<string, string> };
      expect(seen['x-forwarded-for']).toBe('6.6.6.6, 198.51.100.7, 198.51.100.7');
    } finally {
      await echo.close();
    }
  });
});

describe('proxy: retries (remote mode)', () => {
  it('CONST-37 retries a GET after a 503 and answers with the upstream success', async () => {
    const { upstream, url, close } = await throughGateway(failThenSucceed(3));
    try {
      const response = await request(`${url}/module/orders/api/v1/orders?page=2`, { headers: await bearer() });
      expect(response.statusCode).toBe(200);
      expect(await response.body.json()).toEqual({ ok: true, attempt: 4 });
      expect(upstream.received.map((r) => r.url)).toEqual(Array(4).fill('/module/orders/api/v1/orders?page=2'));
    } finally {
      await close();
    }
  });

  it('CONST-37 gives up after 10 retries and relays the last 503', async () => {
    const { upstream, url, close } = await throughGateway(failThenSucceed(100));
    try {
      const response = await request(`${url}/module/orders/api/v1/orders`, {
        method: 'DELETE',
        headers: await bearer(),
      });
      expect(response.statusCode).toBe(503);
      expect(await response.body.json()).toEqual({ message: 'busy', code: 'SERVICE_UNAVAILABLE' });
      expect(upstream.received).toHaveLength(11);
    } finally {
      await close();
    }
  });

  it('CONST-38 never retries a bare POST (no Idempotency-Key), even on a 503', async () => {
    const { upstream, url, close } = await throughGateway(failThenSucceed(1));
    try {
      const response = await request(`${url}/module/leads/leads/new-lead`, {
        method: 'POST',
        headers: { ...(await bearer()), 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '+51 999 111 222' }),
      });
      expect(response.statusCode).toBe(503);
      await response.body.dump();
      expect(upstream.received).toHaveLength(1);
      expect(upstream.received[0]?.body).toBe('{"phone":"+51 999 111 222"}');
    } finally {
      await close();
    }
  });

  it('CONST-38 retries a POST carrying an Idempotency-Key with the same body', async () => {
    const { upstream, url, close } = await throughGateway(failThenSucceed(2, 502));
    try {
      const response = await request(`${url}/module/leads/leads/new-lead`, {
        method: 'POST',
        headers: { ...(await bearer()), 'content-type': 'application/json', 'idempotency-key': 'lead-7' },
        body: JSON.stringify({ phone: '+51 999 111 222' }),
      });
      expect(response.statusCode).toBe(200);
      await response.body.dump();
      expect(upstream.received.map((r) => [r.headers['idempotency-key'], r.body])).toEqual(
        Array(3).fill(['lead-7', '{"phone":"+51 999 111 222"}']),
      );
    } finally {
      await close();
    }
  });

  it('does not retry other failures (a 500 is an answer)', async () => {
    const { upstream, url, close } = await throughGateway(() => ({ status: 500, body: { message: 'boom' } }));
    try {
      const response = await request(`${url}/module/account/api/v1/me`, { headers: await bearer() });
      expect(response.statusCode).toBe(500);
      await response.body.dump();
      expect(upstream.received).toHaveLength(1);
    } finally {
      await close();
    }
  });
});

describe('proxy: unavailable upstream', () => {
  it('CONST-37 answers a JSON 502 UPSTREAM_UNAVAILABLE after the retry budget when nothing listens', async () => {
    const gateway = await startRemoteGateway(await closedPortUrl(), tokens.verifyToken, { proxyRetryDelayMs: 30 });
    try {
      const started = performance.now();
      const response = await request(`${gateway.url}/module/account/api/v1/me`, { headers: await bearer() });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(502);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(await response.body.json()).toEqual({
        message: expect.stringMatching(/unavailable/),
        code: 'UPSTREAM_UNAVAILABLE',
      });
      // Ten retries 30 ms apart, and not much more.
      expect(elapsed).toBeGreaterThanOrEqual(10 * 30);
      expect(elapsed).toBeLessThan(10 * 30 + 3000);
    } finally {
      await gateway.close();
    }
  });

  it('CONST-36 the timeout is the budget of the whole exchange, retries included', async () => {
    // The first attempt is refused with a 503 after 2 s, the retry hangs: it gets the 1 s left, not
    // 3 s more (undici checks its timeouts about every 0.5 s, hence the margin).
    const slowRefusal = () =>
      new Promise<ScriptedAnswer>((resolve) => setTimeout(() => resolve({ status: 503 }), 2000));
    const { upstream, url, close } = await throughGateway((_request, n) => (n === 1 ? slowRefusal() : 'hang'), {
      proxyTimeoutMs: 3000,
    });
    try {
      const headers = await bearer();
      const started = performance.now();
      const response = await request(`${url}/module/account/api/v1/me`, { headers });
      expect(response.statusCode).toBe(504);
      expect(await response.body.json()).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
      expect(performance.now() - started).toBeLessThan(4500);
      expect(upstream.received).toHaveLength(2);
    } finally {
      await close();
    }
  });

  it('answers a bare POST to a down upstream with a 502 at once', async () => {
    const gateway = await startRemoteGateway(await closedPortUrl(), tokens.verifyToken, { proxyRetryDelayMs: 500 });
    try {
      const started = performance.now();
      const response = await request(`${gateway.url}/module/sessions/api/v1/ping`, {
        method: 'POST',
        headers: { ...(await bearer()), 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.statusCode).toBe(502);
      expect((await response.body.json()) as object).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      await gateway.close();
    }
  });

  it('CONST-36 answers 504 UPSTREAM_TIMEOUT when the upstream does not answer within the timeout', async () => {
    const { upstream, url, close } = await throughGateway(() => 'hang', { proxyTimeoutMs: 300 });
    try {
      const started = performance.now();
      const response = await request(`${url}/module/account/api/v1/me`, { headers: await bearer() });
      expect(response.statusCode).toBe(504);
      expect(await response.body.json()).toEqual({ message: expect.any(String), code: 'UPSTREAM_TIMEOUT' });
      expect(performance.now() - started).toBeLessThan(1500);
      expect(upstream.received).toHaveLength(1);
    } finally {
      await close();
    }
  });
});

describe('proxy: what crosses the hop', () => {
  let echo: { upstream: TestUpstream; url: string; close(): Promise<void> };
  beforeAll(async () => {
    echo = await throughGateway((incoming) => ({
      status: incoming.url.startsWith('/oidc/auth') ? 303 : 200,
      headers: {
        'set-cookie': ['_interaction=abc; Path=/oidc; HttpOnly', '_session=def; Path=/oidc; HttpOnly'],
        location: '/oidc/interaction/abc',
        'x-upstream': 'yes',
      },
      body: { seen: incoming.headers },
    }));
  });
  afterAll(() => echo.close());

  it('forwards Authorization, Accept-Language, Idempotency-Key, content type and cookies; returns a request id', async () => {
    const headers = {
      ...(await bearer()),
      'accept-language': 'es',
      'idempotency-key': 'k-1',
      'content-type': 'application/json',
      cookie: 'a=1',
      'x-internal-token': 'must-not-pass',
    };
    const response = await request(`${echo.url}/module/orders/api/v1/orders`, { method: 'PUT', headers, body: '{}' });
    const { seen } = (await response.body.json()) as { seen: Record<string, string> };
    expect(seen).toMatchObject({
      authorization: headers.authorization,
      'accept-language': 'es',
      'idempotency-key': 'k-1',
      'content-type': 'application/json',
      cookie: 'a=1',
      'x-forwarded-proto': 'http',
    });
    expect(seen['x-internal-token']).toBeUndefined();
    expect(seen['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-request-id']).toBe(seen['x-request-id']);
  });

  it("forwards a webmaster's X-Api-Key with a lead sent to the intake API (no session)", async () => {
    const response = await request(`${echo.url}/module/intake/api/v1/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'umb_key-1' },
      body: '{}',
    });
    const { seen } = (await response.body.json()) as { seen: Record<string, string> };
    expect(response.statusCode).toBe(200);
    expect(seen['x-api-key']).toBe('umb_key-1');
    expect(seen.authorization).toBeUndefined();
  });

  it('appends the address it saw to X-Forwarded-For; by default what the client wrote is not believed', async () => {
    const response = await request(`${echo.url}/module/orders/api/v1/orders`, {
      headers: { ...(await bearer()), 'x-forwarded-for': '6.6.6.6' },
    });
    const { seen } = (await response.body.json()) as { seen: Record<string, string> };
    // The back-office believes only the last entry (the gateway's own), so 6.6.6.6 stays a claim.
    expect(seen['x-forwarded-for']).toBe('6.6.6.6, 127.0.0.1');
  });

  it('keeps a request id the client sent', async () => {
    const response = await request(`${echo.url}/module/orders/api/v1/orders`, {
      headers: { ...(await bearer()), 'x-request-id': 'call-42' },
    });
    const { seen } = (await response.body.json()) as { seen: Record<string, string> };
    expect(seen['x-request-id']).toBe('call-42');
    expect(response.headers['x-request-id']).toBe('call-42');
  });

  it('relays the issuer under /oidc without a token, with its cookies and Location both ways', async () => {
    const response = await request(`${echo.url}/oidc/auth?client_id=umbrella-web`, {
      headers: { cookie: '_state=xyz' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/oidc/interaction/abc');
    expect(response.headers['set-cookie']).toEqual([
      '_interaction=abc; Path=/oidc; HttpOnly',
      '_session=def; Path=/oidc; HttpOnly',
    ]);
    const { seen } = (await response.body.json()) as { seen: Record<string, string> };
    expect(seen.cookie).toBe('_state=xyz');
  });
});

describe('proxy: bodies and streams', () => {
  it('streams a large bare POST body and a large answer through intact', async () => {
    const upload = Buffer.alloc(2 * 1024 * 1024, 'u');
    const { upstream, url, close } = await throughGateway((incoming) => ({
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body: `${incoming.headers['content-length']}:${incoming.body.length}:${'d'.repeat(3 * 1024 * 1024)}`,
    }));
    try {
      const response = await request(`${url}/module/documents/api/v1/upload`, {
        method: 'POST',
        headers: { ...(await bearer()), 'content-type': 'application/octet-stream' },
        body: upload,
      });
      const text = await response.body.text();
      expect(text.startsWith(`${upload.length}:${upload.length}:`)).toBe(true);
      expect(text.length).toBe(`${upload.length}:${upload.length}:`.length + 3 * 1024 * 1024);
      expect(upstream.received).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('relays a streamed (chunked) answer as it comes, and a HEAD without a body', async () => {
    const { createServer } = await import('node:http');
    // The upstream sends its second part only after the client has received the first one, so a
    // gateway that held the answer back would never deliver it.
    let firstArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      firstArrived = resolve;
    });
    const server = createServer((req, res) => {
      if (req.method === 'HEAD') {
        res.writeHead(200, { 'content-length': '1234', 'content-type': 'text/csv' });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      void arrived.then(() => res.end('data: second\n\n'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const gateway = await startRemoteGateway(upstreamUrl, tokens.verifyToken);
    try {
      const head = await request(`${gateway.url}/module/reports/api/v1/export`, {
        method: 'HEAD',
        headers: await bearer(),
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('1234');
      await head.body.dump();

      const stream = await request(`${gateway.url}/module/events/api/v1/stream`, { headers: await bearer() });
      let text = '';
      for await (const chunk of stream.body) {
        text += String(chunk);
        if (text.includes('first')) firstArrived();
      }
      expect(text).toBe('data: first\n\ndata: second\n\n');
    } finally {
      await gateway.close();
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('proxy: small answers sent whole', () => {
  it('relays a small answer of declared length with its status, headers and bytes', async () => {
    const { url, close } = await throughGateway(() => ({
      status: 201,
      headers: { 'content-type': 'application/json; charset=utf-8', etag: '"v7"' },
      body: { id: 7, name: 'ñandú' },
    }));
    try {
      const response = await request(`${url}/module/orders/api/v1/orders`, {
        method: 'POST',
        headers: { ...(await bearer()), 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.etag).toBe('"v7"');
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength('{"id":7,"name":"ñandú"}')));
      expect(await response.body.json()).toEqual({ id: 7, name: 'ñandú' });
    } finally {
      await close();
    }
  });

  it('answers 502 UPSTREAM_UNAVAILABLE, not a cut answer, when the back-office breaks off mid-answer', async () => {
    const upstream = await tcpUpstream((socket) => {
      socket.write(
        'HTTP/1.1 200 OK\r\ncontent-type: text/csv\r\nx-request-id: upstream-id\r\ncontent-length: 100\r\n\r\nonly ten b',
      );
      setTimeout(() => socket.destroy(), 20);
    });
    const gateway = await startRemoteGateway(upstream.url, tokens.verifyToken, { proxyRetries: 0 });
    try {
      const response = await request(`${gateway.url}/module/reports/api/v1/export`, {
        headers: { ...(await bearer()), 'x-request-id': 'cut-answer-1' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-request-id']).toBe('cut-answer-1');
      expect((await response.body.json()) as object).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });
});

describe('proxy: idempotent replay through a real back-office', () => {
  it('CONST-37 a keyed POST whose answer was lost is retried and gets the first result replayed', async () => {
    const backoffice = await startUpstreamBackoffice();
    const relay = await startScriptedUpstream(loseFirstAnswers(backoffice.url, 1));
    const gateway = await startRemoteGateway(relay.url, backoffice.tokens.verifyToken);
    try {
      const headers = {
        ...(await backoffice.auth('agent')),
        'content-type': 'application/json',
        'idempotency-key': 'ping-0001',
      };
      const body = JSON.stringify({ sessionId: 'browser-tab-0001' });
      const response = await request(`${gateway.url}/module/sessions/api/v1/ping`, { method: 'POST', headers, body });
      await response.body.dump();
      expect(response.statusCode).toBe(204);
      expect(response.headers['idempotent-replayed']).toBe('true');
      expect(relay.received).toHaveLength(2);
    } finally {
      await gateway.close();
      await relay.close();
      await backoffice.close();
    }
  });
});

describe('proxy: the connection to the back-office', () => {
  it('answers 502 UPSTREAM_UNAVAILABLE to an answer that is not HTTP', async () => {
    const upstream = await tcpUpstream((socket) => socket.end('garbage\r\n\r\n'));
    const gateway = await startRemoteGateway(upstream.url, tokens.verifyToken, { proxyRetries: 0 });
    try {
      const response = await request(`${gateway.url}/module/account/api/v1/me`, { headers: await bearer() });
      expect(response.statusCode).toBe(502);
      expect((await response.body.json()) as object).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });

  it('a connection the back-office closed while idle is not used again (no failed request)', async () => {
    const { createServer } = await import('node:http');
    let connections = 0;
    const server = createServer((_req, res) => res.end('{"ok":true}'));
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const gateway = await startRemoteGateway(
      `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      tokens.verifyToken,
      { proxyRetries: 0 },
    );
    try {
      const first = await request(`${gateway.url}/module/account/api/v1/me`, { headers: await bearer() });
      expect(first.statusCode).toBe(200);
      await first.body.dump();
      server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await request(`${gateway.url}/module/account/api/v1/me`, { headers: await bearer() });
      expect(second.statusCode).toBe(200);
      await second.body.dump();
      expect(connections).toBe(2);
    } finally {
      await gateway.close();
      server.closeAllConnections();
      server.close();
    }
  });

  it('drops the upstream request when the client goes away mid-answer', async () => {
    const { createServer } = await import('node:http');
    let upstreamClosed = false;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('start');
      res.on('close', () => {
        upstreamClosed = true;
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const gateway = await startRemoteGateway(
      `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      tokens.verifyToken,
    );
    try {
      const { get } = await import('node:http');
      const headers = await bearer();
      // The client reads the head and goes away (its socket closes).
      await new Promise<void>((resolve, reject) => {
        const outgoing = get(`${gateway.url}/module/reports/api/v1/export`, { headers }, (incoming) => {
          expect(incoming.statusCode).toBe(200);
          outgoing.destroy();
          resolve();
        });
        outgoing.on('error', (error) => (error.message === 'socket hang up' ? resolve() : reject(error)));
      });
      await expect.poll(() => upstreamClosed, { timeout: 3000 }).toBe(true);
    } finally {
      await gateway.close();
      server.closeAllConnections();
      server.close();
    }
  });
});
