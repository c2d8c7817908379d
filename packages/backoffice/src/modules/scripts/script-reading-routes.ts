/**
 * The agents' side of scripts (task:current): the scripts to confirm and their confirmation
 * (SCRIPT-19, SCRIPT-25), and the published script of a lead's product as the lead view shows it
 * (LEAD-12, LEAD-13, TASK-14).
 */
import { Id, ScriptToConfirm } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import Type from 'typebox';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { conflictResponses, errorResponses } from '../../platform/error-responses.js';
import { notFound } from '../../platform/http-error.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { params, READ, SCRIPTS_BASE, tags, VERSIONS_BASE } from './api.js';
import type { ScriptService } from './service.js';

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

export function scriptReadingRoutes(app: TypedRoutesApp, scripts: ScriptService, db: Kysely<Database>): void {
  app.get(
    `${VERSIONS_BASE}/to-confirm`,
    {
      config: READ,
      schema: {
        tags,
        summary: "Published scripts of the caller's products it has not confirmed yet (SCRIPT-25)",
        response: { 200: Type.Array(ScriptToConfirm), ...errorResponses },
      },
    },
    async (request) => scripts.toConfirm(request.caller),
  );

  app.post(
    `${VERSIONS_BASE}/:id/confirm`,
    {
      config: READ,
      schema: {
        tags,
        summary: "Confirm having read a script's latest published version (SCRIPT-19, SCRIPT-25); an older one: 409",
        params,
        response: { 204: Type.Null({ description: 'confirmed' }), ...conflictResponses },
      },
    },
    async (request, reply) => {
      await scripts.confirm(request.caller, request.params.id);
      return reply.code(204).send(null);
    },
  );

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
      const row = await ownTables(db, 'scripts')
        .selectFrom('scripts as s')
        .innerJoin('script_versions as v', 'v.script_id', 's.id')
        .select(['s.id', 's.product_id', 's.title', 'v.version', 'v.format', 'v.body', 'v.published_at'])
        .where('s.id', '=', request.params.id)
        .where('v.published_at', 'is not', null)
        .orderBy('v.version', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row?.published_at) throw notFound({ key: 'scriptNotPublished', values: { id: request.params.id } });
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
}
