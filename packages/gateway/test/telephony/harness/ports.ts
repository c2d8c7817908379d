import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

/** A port that is free for both TCP and UDP on 127.0.0.1 right now (chosen per run, never fixed). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const udpFree = await new Promise<boolean>((resolve) => {
      const socket = createSocket('udp4');
      socket.once('error', () => resolve(false));
      socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
    });
    if (udpFree) return port;
  }
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(50);
  }
}
