/**
 * The OpenAPI document of the back-office routes (`/module/docs/json`) and Swagger UI
 * (`/module/docs`), both public. The web app's typed client is generated from this document, so
 * schemas that carry an `$id` become named components. The built-in issuer's /oidc routes are
 * left out: they are OpenID Connect, described by its discovery document.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/module/docs';

const docs: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Umbrella back-office API',
        version: APP_VERSION,
        description:
          'Errors always have the shape { message, code?, errors?, requestId? }; a 400 names each field and rule in `errors`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    transform: ({ schema, url, route }) => {
      const hidden = url.startsWith('/oidc') || !url.startsWith('/module');
      const isPublic = route.config?.public === true;
      const transformed = { ...schema } as Record<string, unknown>;
      if (hidden) transformed.hide = true;
      if (isPublic) transformed.security = [];
      // Every permission the caller must hold, for API users and for the permission-matrix test.
      else {
        transformed['x-permissions'] = [...(route.config?.permission ?? [])];
        if (route.config?.anyPermission?.length) transformed['x-any-permissions'] = [...route.config.anyPermission];
      }
      return { schema: transformed, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: true } });
};

export const swaggerPlugin = fp(docs, { name: 'umbrella-swagger', fastify: '5.x' });
