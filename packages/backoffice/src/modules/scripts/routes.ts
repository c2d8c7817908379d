/**
 * The published sales script of a lead's product, as the lead view shows it (LEAD-12, LEAD-13,
 * TASK-14). Read-only: the script editor, versions, diff and publishing belong to the scripts
 * issue, which extends this module. Bodies are stored sanitised; the web sanitises again on show.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import { notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';

export const SCRIPTS_BASE = '/module/scripts/api/v1/scripts';

export const PublishedScript = Type.Object(
  {
    id: Type.Integer(),
    productId: Type.Integer(),
    title: Type.String(),
    version: Type.Integer(),
    format: Type.Union([Type.Literal('html'), Type.Literal('markdown')]),
    body: Type.String(),
    publishedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'PublishedScript' },
);

export const scriptRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `${SCRIPTS_BASE}/:id`,
    {
      config: { permission: ['task:current'] },
      schema: {
        tags: ['scripts'],
        summary: 'The latest published version of a script (the lead view, LEAD-12)',
        params: Type.Object({ id: Id }),
        response: { 200: PublishedScript, ...errorResponses },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('scripts as s')
        .innerJoin('script_versions as v', 'v.script_id', 's.id')
        .select(['s.id', 's.product_id', 's.title', 'v.version', 'v.format', 'v.body', 'v.published_at'])
        .where('s.id', '=', request.params.id)
        .where('v.published_at', 'is not', null)
        .orderBy('v.version', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row?.published_at) throw notFound(`Script ${request.params.id} has no published version`);
      return {
        id: row.id,
        productId: row.product_id,
        title: row.title,
        version: row.version,
        format: row.format === 'markdown' ? ('markdown' as const) : ('html' as const),
        body: row.body,
        publishedAt: new Date(row.published_at).toISOString(),
      };
    },
  );
};
