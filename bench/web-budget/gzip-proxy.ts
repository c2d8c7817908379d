import { existsSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const COMPRESSIBLE = /javascript|css|html|json|svg/;
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * A compressing reverse proxy in front of the gateway. Hashed assets are answered from the
 * build's pre-compressed .br/.gz files, as @fastify/static does with `preCompressed: true`;
 * other text answers are gzipped on the fly (what nginx or a load balancer does). WebSocket
 * upgrades pass through.
 */
export async function startGzipProxy(upstreamPort: number, port: number, distDir?: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (distDir && servePreCompressed(distDir, req.url ?? '', String(req.headers['accept-encoding'] ?? ''), res))
      return;
    const upstream = request(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const accepts = String(req.headers['accept-encoding'] ?? '');
        if (!answer.headers['content-encoding'] && accepts.includes('gzip') && COMPRESSIBLE.test(type)) {
          const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
          delete headers['content-length'];
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(createGzip()).pipe(res);
        } else {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        }
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(upstreamPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

function servePreCompressed(
  distDir: string,
  url: string,
  accepts: string,
  res: import('node:http').ServerResponse,
): boolean {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/assets/')) return false;
  const file = join(distDir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepts.includes(encoding) && existsSync(file + suffix)) {
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-encoding': encoding,
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'accept-encoding',
      });
      res.end(readFileSync(file + suffix));
      return true;
    }
  }
  return false;
}
