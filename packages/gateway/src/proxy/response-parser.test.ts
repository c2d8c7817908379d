import { describe, expect, it } from 'vitest';
import { ResponseParser, UpstreamProtocolError } from './response-parser.js';

type Seen = { head?: [number, string[]]; body: string; ends: boolean[] };

function parser(options: { bodyless?: boolean; dropped?: string[] } = {}): { parser: ResponseParser; seen: Seen } {
  const seen: Seen = { body: '', ends: [] };
  const p = new ResponseParser(new Set(options.dropped ?? []), {
    head: (status, headers) => {
      seen.head = [status, headers];
    },
    data: (chunk) => {
      seen.body += chunk.toString('latin1');
    },
    end: (reusable) => seen.ends.push(reusable),
  });
  p.reset(options.bodyless ?? false);
  return { parser: p, seen };
}

/** Feeds a response in every possible two-piece split and expects the same result each time. */
function everySplit(raw: string, options: Parameters<typeof parser>[0] = {}): Seen {
  const whole = parser(options);
  whole.parser.push(Buffer.from(raw, 'latin1'));
  for (let cut = 1; cut < raw.length; cut++) {
    const split = parser(options);
    split.parser.push(Buffer.from(raw.slice(0, cut), 'latin1'));
    split.parser.push(Buffer.from(raw.slice(cut), 'latin1'));
    expect(split.seen).toEqual(whole.seen);
  }
  return whole.seen;
}

describe('ResponseParser', () => {
  it('reads a Content-Length response, keeping end-to-end headers and dropping hop-by-hop ones', () => {
    const seen = everySplit(
      'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: keep-alive\r\n' +
        'Keep-Alive: timeout=72\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\nX-Request-Id: up-1\r\n\r\n{"ok":true}',
      { dropped: ['x-request-id'] },
    );
    expect(seen).toEqual({
      head: [
        200,
        ['Content-Type', 'application/json', 'Content-Length', '11', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2'],
      ],
      body: '{"ok":true}',
      ends: [true],
    });
  });

  it('decodes a chunked body with extensions and trailers, and lets Node frame it again', () => {
    const seen = everySplit(
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 99\r\n\r\n' +
        '5;ext=1\r\nhello\r\n1\r\n \r\n5\r\nworld\r\n0\r\nX-Trailer: t\r\n\r\n',
    );
    expect(seen).toEqual({ head: [200, []], body: 'hello world', ends: [true] });
  });

  it('ends at once for HEAD, 204 and 304 answers', () => {
    expect(everySplit('HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n', { bodyless: true })).toEqual({
      head: [200, ['Content-Length', '500']],
      body: '',
      ends: [true],
    });
    expect(everySplit('HTTP/1.1 204 No Content\r\n\r\n').ends).toEqual([true]);
    expect(everySplit('HTTP/1.1 304 Not Modified\r\nETag: "x"\r\n\r\n').ends).toEqual([true]);
  });

  it('skips interim 1xx answers', () => {
    const seen = everySplit(
      'HTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok',
    );
    expect(seen).toEqual({ head: [201, ['Content-Length', '2']], body: 'ok', ends: [true] });
  });

  it('marks the connection as not reusable on Connection: close and on HTTP/1.0', () => {
    expect(everySplit('HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n').ends).toEqual([false]);
    expect(everySplit('HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n').ends).toEqual([false]);
  });

  it('reads a body without length until the connection ends', () => {
    const { parser: p, seen } = parser();
    p.push(Buffer.from('HTTP/1.1 200 OK\r\n\r\nsome '));
    p.push(Buffer.from('data'));
    expect(seen.ends).toEqual([]);
    expect(p.endsAtClose()).toBe(true);
    p.finishAtClose();
    expect(seen).toEqual({ head: [200, []], body: 'some data', ends: [false] });
  });

  it('counts bytes received, so a connection lost before the head is told apart', () => {
    const { parser: p } = parser();
    expect(p.received).toBe(0);
    p.push(Buffer.from('HTTP/1.1 2'));
    expect(p.received).toBe(10);
    p.reset(false);
    expect(p.received).toBe(0);
  });

  it('refuses what it cannot relay safely', () => {
    for (const raw of [
      'SSH-2.0-OpenSSH\r\n\r\n',
      'HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      'HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n',
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n',
      'HTTP/1.1 200 OK\r\nno colon here\r\n\r\n',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ]) {
      expect(() => parser().parser.push(Buffer.from(raw)), raw).toThrow(UpstreamProtocolError);
    }
    expect(() => parser().parser.push(Buffer.alloc(70 * 1024, 'a'))).toThrow(/too large/);
  });
});
