/**
 * Client side of the blip test: requests that are retried the way the gateway retries keyed or
 * idempotent ones (on 502-504, 409 "still in progress" and lost connections), with every answer
 * recorded so the test can check what callers saw while the database was away.
 */
export type Seen = { at: number; status: number; code?: string; path: string };

export type Caller = {
  seen: Seen[];
  /** Sends until the answer is not a retryable one; returns it (status and parsed body). */
  untilAnswered(path: string, init: RequestInit): Promise<{ status: number; body: unknown; at: number }>;
};

const RETRYABLE = new Set([502, 503, 504]);
/** 409 CONFLICT is "a request with this key is still in progress"; other 409s are answers. */
const retryable = (status: number, code: string | undefined) =>
  status === 0 || RETRYABLE.has(status) || (status === 409 && code === 'CONFLICT');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createCaller(base: string, headers: Record<string, string>, giveUpAfterMs = 60_000): Caller {
  const seen: Seen[] = [];
  return {
    seen,
    async untilAnswered(path, init) {
      const started = Date.now();
      for (;;) {
        let status = 0;
        let body: unknown;
        try {
          const response = await fetch(`${base}${path}`, {
            ...init,
            headers: {
              ...headers,
              ...(init.body ? { 'content-type': 'application/json' } : {}),
              ...(init.headers as Record<string, string>),
            },
          });
          status = response.status;
          const text = await response.text();
          body = text ? JSON.parse(text) : undefined;
        } catch {
          status = 0; // connection refused or reset: the process is gone or restarting
        }
        const code = (body as { code?: string } | undefined)?.code;
        seen.push({ at: Date.now(), status, code, path });
        if (!retryable(status, code)) return { status, body, at: Date.now() };
        if (Date.now() - started > giveUpAfterMs) return { status, body, at: Date.now() };
        await sleep(200);
      }
    },
  };
}
