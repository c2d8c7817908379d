/** A real WebSocket client (`ws`) for tests: connects, collects messages, waits for what is expected. */
import WebSocket from 'ws';

export type ReceivedMessage = { id: number; type: string; payload: Record<string, unknown> };

export type TestSocket = {
  socket: WebSocket;
  messages: ReceivedMessage[];
  /** Resolves with the first message (from now or already received after `from`) matching. */
  next(match?: (message: ReceivedMessage) => boolean, timeoutMs?: number): Promise<ReceivedMessage>;
  close(): Promise<void>;
};

export function wsUrl(httpUrl: string, path: string): string {
  return httpUrl.replace(/^http/, 'ws') + path;
}

/** Opens a socket; rejects with the HTTP status when the server refuses the upgrade. */
export function openSocket(
  url: string,
  headers: Record<string, string> = {},
  options: { autoPong?: boolean } = {},
): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, ...options });
    const messages: ReceivedMessage[] = [];
    let consumed = 0;
    const waiters = new Set<() => void>();
    socket.on('message', (data, isBinary) => {
      // A browser hands a binary frame over as a Blob, which the web app does not parse.
      if (isBinary) throw new Error(`a binary frame where the web app expects text: ${String(data)}`);
      messages.push(JSON.parse(String(data)) as ReceivedMessage);
      for (const wake of waiters) wake();
    });
    socket.once('unexpected-response', (_request, response) => {
      reject(
        Object.assign(new Error(`upgrade refused with ${response.statusCode}`), { statusCode: response.statusCode }),
      );
    });
    socket.once('error', reject);
    socket.once('open', () => {
      resolve({
        socket,
        messages,
        next(match = () => true, timeoutMs = 5_000) {
          return new Promise((done, fail) => {
            const look = (): boolean => {
              while (consumed < messages.length) {
                const message = messages[consumed++] as ReceivedMessage;
                if (match(message)) {
                  waiters.delete(check);
                  clearTimeout(timer);
                  done(message);
                  return true;
                }
              }
              return false;
            };
            const check = () => void look();
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            if (!look()) waiters.add(check);
          });
        },
        close: () =>
          new Promise((done) => {
            if (socket.readyState === WebSocket.CLOSED) return done();
            socket.once('close', () => done());
            socket.close();
          }),
      });
    });
  });
}
