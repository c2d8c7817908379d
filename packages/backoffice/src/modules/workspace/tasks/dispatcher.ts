/**
 * Turns many agents asking for work at once into few claiming statements. Requests with the
 * same eligibility key wait while a statement for that key is running and then go together as
 * one batch, so throughput grows with load instead of collapsing under hundreds of connections
 * (docs/decisions/0503-batched-claims.md). With no load a request runs at once, alone.
 */

export type BatchRequest = { accountId: number; key: string };

export type DispatcherOptions<Req extends BatchRequest, Res> = {
  /** Runs one batch (same key, distinct accounts); answers per account id. */
  run(batch: Req[]): Promise<Map<number, Res>>;
  /** Largest batch (default 100). */
  maxBatch?: number;
  /** Statements running at once over all keys (default 4): a bound on the database connections used. */
  maxInFlight?: number;
  /** Statements running at once for one key (default 2). */
  perKeyInFlight?: number;
  /** Retries of a batch that failed with one of these SQLSTATE codes (default: unique violation, deadlock). */
  retryCodes?: readonly string[];
  maxAttempts?: number;
};

type Waiter<Res> = { resolve(value: Res | undefined): void; reject(error: unknown): void };
type Entry<Req, Res> = { request: Req; waiters: Waiter<Res>[] };
type Lane<Req, Res> = { waiting: Map<number, Entry<Req, Res>>; running: number };

export type Dispatcher<Req extends BatchRequest, Res> = {
  submit(request: Req): Promise<Res | undefined>;
  /** Batches currently running (for tests and metrics). */
  running(): number;
};

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function createDispatcher<Req extends BatchRequest, Res>(
  options: DispatcherOptions<Req, Res>,
): Dispatcher<Req, Res> {
  const maxBatch = options.maxBatch ?? 100;
  const maxInFlight = options.maxInFlight ?? 4;
  const perKey = options.perKeyInFlight ?? 2;
  const retryCodes = new Set(options.retryCodes ?? ['23505', '40P01']);
  const maxAttempts = options.maxAttempts ?? 6;
  const lanes = new Map<string, Lane<Req, Res>>();
  let running = 0;

  async function runWithRetry(batch: Req[]): Promise<Map<number, Res>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await options.run(batch);
      } catch (error) {
        const code = sqlState(error);
        if (attempt >= maxAttempts || !code || !retryCodes.has(code)) throw error;
      }
    }
  }

  function launch(key: string, lane: Lane<Req, Res>): void {
    const entries: Entry<Req, Res>[] = [];
    for (const [accountId, entry] of lane.waiting) {
      entries.push(entry);
      lane.waiting.delete(accountId);
      if (entries.length >= maxBatch) break;
    }
    lane.running++;
    running++;
    runWithRetry(entries.map((e) => e.request))
      .then(
        (results) => {
          for (const entry of entries) {
            const result = results.get(entry.request.accountId);
            for (const waiter of entry.waiters) waiter.resolve(result);
          }
        },
        (error: unknown) => {
          for (const entry of entries) for (const waiter of entry.waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        lane.running--;
        running--;
        if (!lane.running && !lane.waiting.size) lanes.delete(key);
        pump();
      });
  }

  function pump(): void {
    let launched = true;
    while (launched && running < maxInFlight) {
      launched = false;
      for (const [key, lane] of lanes) {
        if (running >= maxInFlight) break;
        if (lane.waiting.size && lane.running < perKey) {
          launch(key, lane);
          launched = true;
        }
      }
    }
  }

  return {
    submit(request) {
      return new Promise<Res | undefined>((resolve, reject) => {
        let lane = lanes.get(request.key);
        if (!lane) {
          lane = { waiting: new Map(), running: 0 };
          lanes.set(request.key, lane);
        }
        const entry = lane.waiting.get(request.accountId);
        // The same agent asking twice (double click, two tabs) shares one answer.
        if (entry) entry.waiters.push({ resolve, reject });
        else lane.waiting.set(request.accountId, { request, waiters: [{ resolve, reject }] });
        pump();
      });
    },
    running: () => running,
  };
}
