import { EVENT_STREAM_PATH, type TokenVerifier } from '@umbrella/edge';
import type { FastifyInstance } from 'fastify';
import { Agent } from 'undici';
import { buildGateway, type GatewayDeps } from './app.js';
import { discoveredVerifier } from './auth/discovered-verifier.js';
import type { GatewayConfig } from './config.js';
import type { EventSource } from './events/event-source.js';
import { createSseEventSource } from './events/sse-source.js';

/** Tokens of the external issuer when one is configured, else of the back-office's built-in one. */
export function remoteVerifier(config: GatewayConfig & { upstreamUrl: string }): TokenVerifier {
  if (config.oidcIssuer) {
    const issuer = config.oidcIssuer.replace(/\/+$/, '');
    return discoveredVerifier({
      discoveryUrl: `${issuer}/.well-known/openid-configuration`,
      audience: config.oidcAudience,
    });
  }
  return discoveredVerifier({
    discoveryUrl: `${config.upstreamUrl}/oidc/.well-known/openid-configuration`,
    audience: config.oidcAudience,
    jwksUrl: `${config.upstreamUrl}/oidc/jwks`,
  });
}

const NO_EVENTS: EventSource = { subscribe: () => () => {} };

/** The gateway in front of a back-office in another process (UPSTREAM_URL). */
export async function buildRemoteGateway(
  config: GatewayConfig & { upstreamUrl: string },
  extra: Pick<GatewayDeps, 'tuning' | 'logger'> & { verifyToken?: TokenVerifier } = {},
): Promise<FastifyInstance> {
  const { upstreamUrl, internalToken } = config;
  // The event stream's own connection, ended with the gateway (not left to the process-wide pool).
  const streamDispatcher = new Agent();
  return buildGateway({
    config,
    verifyToken: extra.verifyToken ?? remoteVerifier(config),
    events: (log) => {
      if (!internalToken) {
        log.warn('INTERNAL_TOKEN is not set: no back-office events reach /gateway/events');
        return NO_EVENTS;
      }
      return createSseEventSource({
        url: `${upstreamUrl}${EVENT_STREAM_PATH}`,
        internalToken,
        log,
        dispatcher: streamDispatcher,
      });
    },
    upstream: { kind: 'remote', url: upstreamUrl },
    onClose: () => streamDispatcher.destroy(),
    tuning: extra.tuning,
    logger: extra.logger,
  });
}
