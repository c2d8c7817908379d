/** A reader of the back-office's internal event stream (text/event-stream) that keeps every event. */
import type { DomainEvent } from '@umbrella/contract';

export type EventStreamReader = {
  events: DomainEvent[];
  /** Resolves when an event matching `test` has arrived (or rejects after timeoutMs). */
  waitFor(test: (e: DomainEvent) => boolean, timeoutMs: number): Promise<DomainEvent>;
  close(): void;
};

export async function readEventStream(url: string, headers: Record<string, string>): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`event stream answered ${response.status}`);
  const events: DomainEvent[] = [];
  const waiters = new Set<() => void>();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!data) continue;
          events.push(JSON.parse(data) as DomainEvent);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    waitFor(test, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(test);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms (got ${events.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
