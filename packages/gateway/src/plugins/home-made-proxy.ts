import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import fp from 'fastify-plugin';
import type { Relay } from '../proxy/relay.js';

/** Whether a request path belongs to the upstream (the back-office and its issuer). */
export function isUpstreamPath(url: string, prefixes: string[]): boolean {
  for (const prefix of prefixes) {
    if (
      url.startsWith(prefix) &&
      (url.length === prefix.length || url[prefix.length] === '/' || url[prefix.length] === '?')
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The HTTP server of a remote-mode gateway: the upstream's paths go straight to the relay, the
 * rest (health, /gateway/**, the web app) to Fastify. WebSocket upgrades reach Fastify through
 * the server's 'upgrade' event as usual.
 */
export function relayingServerFactory(relay: Relay, prefixes: string[]): FastifyServerFactory {
  return (fastifyHandler): Server => {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (isUpstreamPath(req.url ?? '/', prefixes)) relay.handle(req, res);
      else fastifyHandler(req, res);
    });
    // Longer than the usual load balancer's 60 s idle timeout, so the balancer closes first.
    server.keepAliveTimeout = 72_000;
    return server;
  };
}

/** Ties the relay to the gateway's lifecycle: it stops taking requests when the gateway closes. */
export const homeMadeProxyPlugin = fp<{ relay: Relay }>(
  async (fastify, { relay }) => {
    fastify.addHook('preClose', async () => relay.stop());
    fastify.addHook('onClose', async () => {
      await relay.close();
    });
  },
  { name: 'umbrella-gateway-home-made-proxy', fastify: '5.x' },
);
