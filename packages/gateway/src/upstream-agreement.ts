/**
 * Before a gateway in front of a separate back-office (UPSTREAM_URL) serves anyone, it checks that
 * the two agree on what sign-in and events depend on, and refuses to start otherwise:
 * - the issuer: with the built-in one, the back-office's discovery document must name
 *   `${PUBLIC_URL}/oidc` (the authority this gateway gives the web app in /config.json); with
 *   OIDC_ISSUER, the back-office must not run a built-in issuer of its own;
 * - INTERNAL_TOKEN: the back-office's event stream must accept this gateway's.
 * A back-office that does not answer yet is waited for (compose starts them together).
 * See docs/operations.md and decision 1053.
 */
import { EVENT_STREAM_PATH } from '@umbrella/edge';
import type { Logger } from 'pino';
import { request } from 'undici';
import type { GatewayConfig } from './config.js';

export type AgreementConfig = Pick<GatewayConfig, 'publicUrl' | 'oidcIssuer' | 'internalToken'> & {
  upstreamUrl: string;
};

export type AgreementOptions = {
  log?: Pick<Logger, 'info' | 'warn'>;
  /** Pause between attempts while the back-office does not answer. */
  retryDelayMs?: number;
  /** Per-request timeout. */
  timeoutMs?: number;
};

/** A configuration that cannot work with this back-office; its message says what to change. */
export class UpstreamMismatchError extends Error {
  override name = 'UpstreamMismatchError';
}

/** The back-office did not answer (yet): worth another attempt. */
class NotAnswering extends Error {}

const REMEDY =
  'The gateways and back-offices of one deployment need the same PUBLIC_URL, OIDC_ISSUER, OIDC_AUDIENCE and INTERNAL_TOKEN (docs/operations.md).';

function refuse(problem: string): UpstreamMismatchError {
  return new UpstreamMismatchError(`Refusing to start: ${problem}\n${REMEDY}`);
}

async function get(url: string, headers: Record<string, string>, timeoutMs: number) {
  try {
    const response = await request(url, { headers, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    if (response.statusCode >= 500) {
      await response.body.dump();
      throw new NotAnswering(`${url} answered ${response.statusCode}`);
    }
    return response;
  } catch (err) {
    if (err instanceof NotAnswering) throw err;
    throw new NotAnswering(`${url}: ${(err as Error).message}`);
  }
}

async function checkIssuer(config: AgreementConfig, timeoutMs: number): Promise<void> {
  const url = `${config.upstreamUrl}/oidc/.well-known/openid-configuration`;
  const response = await get(url, {}, timeoutMs);
  if (response.statusCode === 404) {
    await response.body.dump();
    if (!config.oidcIssuer) {
      throw refuse(
        `the back-office at ${config.upstreamUrl} runs no built-in issuer (it has OIDC_ISSUER set), but this gateway has no OIDC_ISSUER.`,
      );
    }
    return;
  }
  const discovery = (await response.body.json().catch(() => ({}))) as { issuer?: unknown };
  if (response.statusCode !== 200 || typeof discovery.issuer !== 'string') {
    throw new NotAnswering(`${url} answered ${response.statusCode} without a discovery document`);
  }
  if (config.oidcIssuer) {
    throw refuse(
      `this gateway accepts tokens of OIDC_ISSUER=${config.oidcIssuer}, but the back-office at ${config.upstreamUrl} runs its built-in issuer ${discovery.issuer}.`,
    );
  }
  const expected = config.publicUrl ? `${config.publicUrl}/oidc` : undefined;
  if (expected && discovery.issuer !== expected) {
    throw refuse(
      `this gateway's PUBLIC_URL=${config.publicUrl} makes the issuer ${expected}, but the back-office at ${config.upstreamUrl} issues tokens as ${discovery.issuer} (its PUBLIC_URL differs).`,
    );
  }
}

async function checkInternalToken(config: AgreementConfig, timeoutMs: number): Promise<void> {
  if (!config.internalToken) return;
  const response = await get(
    `${config.upstreamUrl}${EVENT_STREAM_PATH}`,
    { 'x-internal-token': config.internalToken },
    timeoutMs,
  );
  // A stream that never ends: the status line is all this needs.
  response.body.on('error', () => {});
  response.body.destroy();
  if (response.statusCode === 404) {
    throw refuse(`the back-office at ${config.upstreamUrl} has no INTERNAL_TOKEN, so no events would reach browsers.`);
  }
  if (response.statusCode === 401 || response.statusCode === 403) {
    throw refuse(`the back-office at ${config.upstreamUrl} refuses this gateway's INTERNAL_TOKEN.`);
  }
  if (response.statusCode !== 200) throw new NotAnswering(`the event stream answered ${response.statusCode}`);
}

/** Resolves once the back-office agrees; rejects with UpstreamMismatchError when it never can. */
export async function checkUpstreamAgreement(config: AgreementConfig, options: AgreementOptions = {}): Promise<void> {
  const { log, retryDelayMs = 1000, timeoutMs = 5000 } = options;
  let lastReport = 0;
  for (;;) {
    try {
      await checkIssuer(config, timeoutMs);
      await checkInternalToken(config, timeoutMs);
      if (!config.publicUrl && !config.oidcIssuer) {
        log?.info('PUBLIC_URL is not set: the issuer the web app is given follows each request, so it is not compared');
      }
      return;
    } catch (err) {
      if (!(err instanceof NotAnswering)) throw err;
      if (Date.now() - lastReport >= 10_000) {
        lastReport = Date.now();
        log?.warn({ reason: err.message }, `waiting for the back-office at ${config.upstreamUrl} to compare settings`);
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    }
  }
}

/** For the process entry points: waits for agreement, or prints why not (for the operator) and exits with 1. */
export async function refuseToStartUnlessAgreed(config: AgreementConfig, log: AgreementOptions['log']): Promise<void> {
  try {
    await checkUpstreamAgreement(config, { log });
  } catch (err) {
    if (!(err instanceof UpstreamMismatchError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
