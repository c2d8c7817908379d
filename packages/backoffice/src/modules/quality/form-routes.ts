/**
 * Evaluation forms' routes (quality.form:edit, decision 1806): the list, a form with its current
 * version, its versions, creating, saving a new version and archiving.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Id,
  QualityForm,
  QualityFormBody,
  QualityFormPage,
  QualityFormVersionBody,
  QualityFormVersionPage,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createFormService } from './form-service.js';

export const QUALITY_API = '/module/quality/api/v1';
const FORMS = `${QUALITY_API}/forms`;
const config = { permission: ['quality.form:edit'] as const };
const tags = ['quality'];
const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'from 0' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '20 when not given' })),
};

export const formRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const forms = createFormService({ db });
  const params = Type.Object({ id: Id });

  app.get(
    FORMS,
    {
      config,
      schema: {
        tags,
        summary: "Evaluation forms of the caller's regions, newest first",
        querystring: Type.Object({
          regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
          productId: Type.Optional(Id),
          ...PageQuery,
        }),
        response: { 200: QualityFormPage, ...errorResponses },
      },
    },
    async (request) =>
      forms.list(request.caller, { ...request.query, page: request.query.page ?? 0, size: request.query.size ?? 20 }),
  );

  app.post(
    FORMS,
    {
      config,
      schema: {
        tags,
        summary: 'Create an evaluation form for a product (its version 1; audited)',
        body: QualityFormBody,
        response: { 201: QualityForm, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await forms.create(request.caller, request.body)),
  );

  app.get(
    `${FORMS}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'A form with its current version',
        params,
        response: { 200: QualityForm, ...errorResponses },
      },
    },
    async (request) => forms.get(request.caller, request.params.id),
  );

  app.put(
    `${FORMS}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "Save the form's next version (audited); evaluations already made keep the version they used",
        params,
        body: QualityFormVersionBody,
        response: { 200: QualityForm, ...errorResponses },
      },
    },
    async (request) => forms.saveVersion(request.caller, request.params.id, request.body),
  );

  app.delete(
    `${FORMS}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Archive a form: no new evaluations with it (audited)',
        params,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await forms.archive(request.caller, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${FORMS}/:id/versions`,
    {
      config,
      schema: {
        tags,
        summary: "A form's versions, newest first",
        params,
        querystring: Type.Object(PageQuery),
        response: { 200: QualityFormVersionPage, ...errorResponses },
      },
    },
    async (request) =>
      forms.versions(request.caller, request.params.id, {
        page: request.query.page ?? 0,
        size: request.query.size ?? 20,
      }),
  );
};
