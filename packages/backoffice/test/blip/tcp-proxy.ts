/**
 * A TCP proxy between the back-office and PostgreSQL that can drop the network: `drop()` stops
 * forwarding on every open connection and on new ones, both ways, without closing anything (as a
 * lost route or a failed-over address does: packets vanish, nobody says so); `restore()` forwards
 * new connections again while those open during the drop stay dead, as their peer forgot them.
 */
import { createConnection, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  url: (databaseUrl: string) => string;
  drop(): void;
  restore(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let dropped = false;
  const sockets = new Set<Socket>();
  const pairs = new Set<{ client: Socket; server: Socket }>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const proxy = createServer((client) => {
    track(client);
    // Accepted but never answered: the caller waits for PostgreSQL's greeting until it gives up.
    if (dropped) return;
    const server = createConnection(target);
    track(server);
    const pair = { client, server };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (pairs.has(pair)) server.write(chunk);
    });
    server.on('data', (chunk) => {
      if (pairs.has(pair)) client.write(chunk);
    });
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  return {
    url: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.host = `127.0.0.1:${port}`;
      return url.toString();
    },
    drop() {
      dropped = true;
      // What each side sends from now on is read and thrown away.
      pairs.clear();
    },
    restore() {
      dropped = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
