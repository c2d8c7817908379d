import type { Backoffice } from '@umbrella/backoffice';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayDeps } from './app.js';
import type { GatewayConfig } from './config.js';

/** The gateway around an in-process back-office; closing the gateway closes the back-office. */
export async function buildEmbeddedGateway(
  config: GatewayConfig,
  backoffice: Backoffice,
  extra: Pick<GatewayDeps, 'tuning' | 'logger'> = {},
): Promise<FastifyInstance> {
  const { db } = backoffice.db;
  return buildGateway({
    config,
    verifyToken: backoffice.verifyToken,
    events: backoffice.events,
    upstream: {
      kind: 'embedded',
      routes: backoffice.routes,
      ready: async () => {
        await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
        return true;
      },
    },
    onClose: () => backoffice.close(),
    ...extra,
  });
}
