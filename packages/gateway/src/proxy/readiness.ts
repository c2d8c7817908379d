import { request } from 'undici';

/** Readiness in remote mode: the back-office's health route answers 200 within two seconds. */
export function remoteReadiness(upstreamUrl: string, timeoutMs = 2000): () => Promise<boolean> {
  const url = `${upstreamUrl}/module/health`;
  return async () => {
    const response = await request(url, { headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    await response.body.dump();
    return response.statusCode === 200;
  };
}
