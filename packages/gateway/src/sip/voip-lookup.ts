/**
 * What the relay asks the back-office, always with the agent's own token so that the
 * back-office's permission checks and records apply: the agent's extension (voip-config/me) and
 * the number behind a masked dial reference. The embedded back-office is asked through the
 * gateway's own routes (`inject`), a remote one over HTTP.
 */
import { VOIP_CONFIG_PATH, VOIP_RESOLVE_PATH } from '@umbrella/contract';
import type { FastifyInstance } from 'fastify';

export type LookupFailure = { ok: false; status: number; code?: string; message: string };
export type ExtensionLookup = { ok: true; extension: string | null; testNumber: string } | LookupFailure;
export type PhoneLookup = { ok: true; phone: string } | LookupFailure;

export type VoipLookup = {
  extensionOf(token: string): Promise<ExtensionLookup>;
  resolve(token: string, reference: string): Promise<PhoneLookup>;
};

type Answer = { statusCode: number; json(): unknown };

function failure(answer: Answer): LookupFailure {
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = answer.json() as typeof body;
  } catch {
    // A body that is not JSON still fails with its status.
  }
  return {
    ok: false,
    status: answer.statusCode,
    code: typeof body.code === 'string' ? body.code : undefined,
    message: typeof body.message === 'string' ? body.message : `back-office answered ${answer.statusCode}`,
  };
}

export function injectedVoipLookup(app: FastifyInstance): VoipLookup {
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });
  return {
    async extensionOf(token) {
      const answer = await app.inject({ method: 'GET', url: VOIP_CONFIG_PATH, headers: headers(token) });
      if (answer.statusCode !== 200) return failure(answer);
      const { extensionId, testNumber } = answer.json() as { extensionId: string | null; testNumber: string };
      return { ok: true, extension: extensionId, testNumber };
    },
    async resolve(token, reference) {
      const answer = await app.inject({
        method: 'POST',
        url: VOIP_RESOLVE_PATH,
        headers: { ...headers(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ reference }),
      });
      if (answer.statusCode !== 200) return failure(answer);
      return { ok: true, phone: (answer.json() as { phone: string }).phone };
    },
  };
}

/** The remote back-office (UPSTREAM_URL), asked over HTTP with a 5 s limit per question. */
export function httpVoipLookup(upstreamUrl: string, timeoutMs = 5_000): VoipLookup {
  const ask = async (token: string, path: string, body?: unknown): Promise<Answer> => {
    try {
      const response = await fetch(`${upstreamUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      return { statusCode: response.status, json: () => JSON.parse(text) as unknown };
    } catch {
      return {
        statusCode: 503,
        json: () => ({ message: 'The back-office cannot be reached', code: 'UPSTREAM_UNAVAILABLE' }),
      };
    }
  };
  return {
    async extensionOf(token) {
      const answer = await ask(token, VOIP_CONFIG_PATH);
      if (answer.statusCode !== 200) return failure(answer);
      const { extensionId, testNumber } = answer.json() as { extensionId: string | null; testNumber: string };
      return { ok: true, extension: extensionId, testNumber };
    },
    async resolve(token, reference) {
      const answer = await ask(token, VOIP_RESOLVE_PATH, { reference });
      if (answer.statusCode !== 200) return failure(answer);
      return { ok: true, phone: (answer.json() as { phone: string }).phone };
    },
  };
}
