import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

/**
 * A plugin's instance whose route schemas type each handler's request. A module whose routes are
 * spread over several files registers them all on this one instance, so they share its hooks
 * and body parsers.
 */
export const typedRoutes = (instance: FastifyInstance) => instance.withTypeProvider<TypeBoxTypeProvider>();

export type TypedRoutesApp = ReturnType<typeof typedRoutes>;
