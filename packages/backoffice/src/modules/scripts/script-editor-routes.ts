/**
 * The script editor's routes (script:edit, SCRIPT-15, SCRIPT-16): the list, a script's details,
 * versions and confirmations, drafts, renaming, publishing and the diff of two versions.
 */
import {
  CreateScriptBody,
  CreateScriptVersionBody,
  Id,
  ScriptConfirmations,
  ScriptDiff,
  ScriptDiffBody,
  ScriptPage,
  ScriptSummary,
  ScriptVersion,
  ScriptVersionPage,
  UpdateScriptNameBody,
  UpdateScriptVersionBody,
} from '@umbrella/contract';
import Type from 'typebox';
import { conflictResponses, errorResponses } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { EDIT, params, SCRIPTS_BASE, tags, VERSIONS_BASE } from './api.js';
import type { ScriptService } from './service.js';

export function scriptEditorRoutes(app: TypedRoutesApp, scripts: ScriptService): void {
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
}
