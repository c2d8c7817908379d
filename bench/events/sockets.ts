/**
 * A load client of bench/events/run.ts, in its own process so that the client's work is not
 * counted in the gateway's: it holds its share of the event sockets, each behaving as the web's
 * event stream does (packages/web/src/lib/events/event-stream.ts), but with the token in `access_token`,
 * the last event id it saw in `lastEventId` when it reconnects, and the web's own jittered
 * back-off after a close (`reconnectDelay`, imported from the web app). Commands and answers go over IPC (see `Command`).
 *
 * Receipt times are wall-clock milliseconds with sub-millisecond precision
 * (performance.timeOrigin + performance.now()), comparable with the run's trigger times.
 */
import WebSocket from 'ws';
import { reconnectDelay } from '../../packages/web/src/lib/events/reconnect-delay.js';

export type Command =
  | { cmd: 'open'; url: string; tokens: string[]; count: number; concurrency: number }
  | { cmd: 'receipts' }
  | { cmd: 'keep'; count: number }
  | { cmd: 'status' }
  | { cmd: 'missing'; ids: number[] }
  | { cmd: 'exit' };

export type Answer =
  | { opened: number; failed: number; seconds: number }
  | { receipts: Record<string, number[]> }
  | { kept: number }
  | { open: number; total: number; lastOpenAt: number; reconnects: number; failedAttempts: number }
  | { missing: Record<string, number>; socketsMissingAny: number };

type Client = {
  socket: WebSocket | null;
  token: string;
  lastEventId: number;
  attempt: number;
  /** Broadcast task events seen by this socket (their ids), for the storm's loss check. */
  seen: Set<number>;
  retry: NodeJS.Timeout | null;
};

const now = () => performance.timeOrigin + performance.now();
let url = '';
let clients: Client[] = [];
let receipts = new Map<number, number[]>();
let lastOpenAt = 0;
let reconnects = 0;
let failedAttempts = 0;
let stopping = false;

function reply(answer: Answer): void {
  process.send?.(answer);
}

/** One socket as the web opens it; resolves once it is open (or has failed). */
function connect(client: Client, isReconnect: boolean): Promise<boolean> {
  const address = new URL('/gateway/events', url.replace(/^http/, 'ws'));
  address.searchParams.set('access_token', client.token);
  if (client.lastEventId) address.searchParams.set('lastEventId', String(client.lastEventId));
  const socket = new WebSocket(address, { perMessageDeflate: false });
  client.socket = socket;
  let opened = false;
  return new Promise((resolve) => {
    socket.on('open', () => {
      opened = true;
      client.attempt = 0;
      lastOpenAt = now();
      if (isReconnect) reconnects++;
      resolve(true);
    });
    socket.on('message', (data) => {
      const at = now();
      const event = JSON.parse(String(data)) as { id: number; type: string; payload: { taskId?: number } };
      if (event.id > client.lastEventId) client.lastEventId = event.id;
      // The broadcast "work is available" a new lead publishes (an announcement to one agent has a taskId).
      if (event.type !== 'task.available' || event.payload.taskId !== undefined) return;
      client.seen.add(event.id);
      const times = receipts.get(event.id) ?? [];
      times.push(at);
      receipts.set(event.id, times);
    });
    socket.on('error', () => {
      // A refused or reset connection: 'close' follows and schedules the next attempt.
    });
    socket.on('close', () => {
      resolve(false);
      if (client.socket !== socket || stopping) return;
      client.socket = null;
      if (!opened) failedAttempts++;
      client.retry = setTimeout(() => void connect(client, true), reconnectDelay(client.attempt++));
    });
  });
}

async function open(command: Extract<Command, { cmd: 'open' }>): Promise<void> {
  url = command.url;
  const started = now();
  const fresh: Client[] = Array.from({ length: command.count }, (_, i) => ({
    socket: null,
    token: command.tokens[i % command.tokens.length] as string,
    lastEventId: 0,
    attempt: 0,
    seen: new Set(),
    retry: null,
  }));
  clients.push(...fresh);
  let next = 0;
  let failed = 0;
  // A bounded number of handshakes in flight, as browsers opening tabs over a while would.
  await Promise.all(
    Array.from({ length: command.concurrency }, async () => {
      while (next < fresh.length) {
        const client = fresh[next++] as Client;
        if (!(await connect(client, false))) failed++;
      }
    }),
  );
  reply({ opened: fresh.length - failed, failed, seconds: (now() - started) / 1000 });
}

function close(client: Client): void {
  if (client.retry) clearTimeout(client.retry);
  const socket = client.socket;
  client.socket = null;
  socket?.close();
}

process.on('message', (command: Command) => {
  switch (command.cmd) {
    case 'open':
      void open(command);
      return;
    case 'receipts':
      reply({ receipts: Object.fromEntries(receipts) });
      receipts = new Map();
      return;
    case 'keep':
      for (const client of clients.slice(command.count)) close(client);
      clients = clients.slice(0, command.count);
      reply({ kept: clients.length });
      return;
    case 'status':
      reply({
        open: clients.filter((c) => c.socket?.readyState === WebSocket.OPEN).length,
        total: clients.length,
        lastOpenAt,
        reconnects,
        failedAttempts,
      });
      return;
    case 'missing': {
      const missing: Record<string, number> = {};
      let socketsMissingAny = 0;
      for (const client of clients) {
        let any = false;
        for (const id of command.ids) {
          if (client.seen.has(id)) continue;
          missing[id] = (missing[id] ?? 0) + 1;
          any = true;
        }
        if (any) socketsMissingAny++;
      }
      reply({ missing, socketsMissingAny });
      return;
    }
    case 'exit':
      stopping = true;
      for (const client of clients) close(client);
      setTimeout(() => process.exit(0), 200);
  }
});
