/**
 * A port that is free for both TCP and UDP on 127.0.0.1 right now, for tests that start servers
 * of their own (chosen per run, never fixed: suites run side by side). UDP too, because the SIP
 * test bed listens on both.
 */
import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const udpFree = await new Promise((resolve) => {
      const socket = createSocket('udp4');
      socket.once('error', () => resolve(false));
      socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
    });
    if (udpFree) return port;
  }
}

/** Whether a TCP port on 127.0.0.1 can be listened on right now. */
export function tcpPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
