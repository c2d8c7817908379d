/**
 * Scripts' routes: the published sales script of a lead's product as the lead view shows it
 * (LEAD-12, LEAD-13, TASK-14); the editor's list, versions, drafts, publishing and diff
 * (script:edit, SCRIPT-15, SCRIPT-16); the agents' scripts to confirm (task:current, SCRIPT-25).
 * Bodies are stored sanitised; the web sanitises again on show.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateScriptBody,
  CreateScriptVersionBody,
  Id,
  ScriptConfirmations,
  ScriptDiff,
  ScriptDiffBody,
  ScriptPage,
  ScriptSummary,
  ScriptToConfirm,
  ScriptVersion,
  ScriptVersionPage,
  UpdateScriptNameBody,
  UpdateScriptVersionBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { ownTables } from '../../db/owners.js';
import { conflictResponses, errorResponses } from '../../platform/error-responses.js';
import { notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createScriptService } from './service.js';

export const SCRIPTS_BASE = '/module/scripts/api/v1/scripts';
export const VERSIONS_BASE = '/module/scripts/api/v1/script-versions';
const EDIT = { permission: ['script:edit'] as const };
const READ = { permission: ['task:current'] as const };
const tags = ['scripts'];

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
  const scripts = createScriptService({ db });
  const params = Type.Object({ id: Id });

  app.get(
    SCRIPTS_BASE,
    {
      config: EDIT,
      schema: {
        tags,
        summary: "Scripts of the caller's regions, newest first (SCRIPT-02, SCRIPT-03, SCRIPT-15)",
        querystring: Type.Object({
          regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
          productId: Type.Optional(Id),
          offerId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          page: Type.Optional(Type.Integer({ minimum: 0, description: 'from 0' })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '15 when not given' })),
        }),
        response: { 200: ScriptPage, ...errorResponses },
      },
    },
    async (request) =>
      scripts.list(request.caller, { ...request.query, page: request.query.page ?? 0, size: request.query.size ?? 15 }),
  );

  app.post(
    SCRIPTS_BASE,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Create a script for a product with its first (draft) version (SCRIPT-16)',
        body: CreateScriptBody,
        response: { 201: ScriptSummary, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await scripts.create(request.caller, request.body)),
  );

  app.get(
    `${SCRIPTS_BASE}/:id/details`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'A script as the editor shows it (SCRIPT-06)',
        params,
        response: { 200: ScriptSummary, ...errorResponses },
      },
    },
    async (request) => scripts.get(request.caller, request.params.id),
  );

  app.get(
    `${SCRIPTS_BASE}/:id/versions`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: "A script's versions, newest first, 100 a page (SCRIPT-15)",
        params,
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 0, description: 'from 0' })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '100 when not given' })),
        }),
        response: { 200: ScriptVersionPage, ...errorResponses },
      },
    },
    async (request) =>
      scripts.versions(request.caller, request.params.id, request.query.page ?? 0, request.query.size ?? 100),
  );

  app.get(
    `${SCRIPTS_BASE}/:id/confirmations`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: "Who has and has not confirmed the script's latest published version (managers' view)",
        params,
        response: { 200: ScriptConfirmations, ...errorResponses },
      },
    },
    async (request) => scripts.confirmations(request.caller, request.params.id),
  );

  app.put(
    `${SCRIPTS_BASE}/:id/name`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Rename a script (SCRIPT-16)',
        params,
        body: UpdateScriptNameBody,
        response: { 200: ScriptSummary, ...errorResponses },
      },
    },
    async (request) => scripts.rename(request.caller, request.params.id, request.body.name),
  );

  app.post(
    `${SCRIPTS_BASE}/diff`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'The diff of two versions as HTML: removed words in <del>, added in <ins> (SCRIPT-14)',
        body: ScriptDiffBody,
        response: { 200: ScriptDiff, ...errorResponses },
      },
    },
    async (request) => ({ html: scripts.diff(request.body.oldHtml, request.body.newHtml) }),
  );

  app.post(
    VERSIONS_BASE,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Create a draft version of a script (SCRIPT-16)',
        body: CreateScriptVersionBody,
        response: { 201: ScriptVersion, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await scripts.createVersion(request.caller, request.body.scriptId, request.body.content)),
  );

  app.put(
    `${VERSIONS_BASE}/:id`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: "Change a draft version's content; agents are not notified (SCRIPT-09). A published one: 409",
        params,
        body: UpdateScriptVersionBody,
        response: { 200: ScriptVersion, ...conflictResponses },
      },
    },
    async (request) => scripts.updateVersion(request.caller, request.params.id, request.body.content),
  );

  app.post(
    `${VERSIONS_BASE}/:id/publish`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Publish a version: agents selling the product must confirm it (SCRIPT-10)',
        params,
        response: { 200: ScriptVersion, ...errorResponses },
      },
    },
    async (request) => scripts.publish(request.caller, request.params.id),
  );

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
