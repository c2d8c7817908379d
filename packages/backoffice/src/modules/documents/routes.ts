/**
 * Documents under /module/documents, the paths of the specification (DOC-28..30): the four lists,
 * create, one field at a time, comments, unread counters and the users search. Open to any
 * signed-in user (DOC-01); the regions of the caller's token scope everything.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateCommentBody,
  CreateDocumentBody,
  DOCUMENT_FIELDS,
  DocumentComment,
  DocumentDto,
  DocumentListQuery,
  DocumentPage,
  Id,
  UnreadComments,
  UpdateDocumentFieldBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { ListScope } from './repo.js';
import { createDocumentService } from './service.js';

const BASE = '/module/documents';
const tags = ['documents'];
const params = Type.Object({ id: Id });

export const documentRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const documents = createDocumentService({ db });

  const lists: [string, ListScope, string][] = [
    ['/documents', 'all', 'Documents of the caller’s regions, newest first (DOC-03, DOC-28)'],
    ['/documents/assigned-to-me', 'assigned', 'Documents assigned to the caller (DOC-03)'],
    ['/documents/report-to-me', 'reportTo', 'Documents that report to the caller (DOC-03)'],
    ['/documents/mine', 'mine', 'Documents the caller created (DOC-03)'],
  ];
  for (const [path, scope, summary] of lists) {
    app.get(
      `${BASE}${path}`,
      {
        schema: {
          tags,
          summary,
          querystring: DocumentListQuery,
          response: { 200: DocumentPage, ...errorResponses },
        },
      },
      async (request) => documents.list(request.caller, scope, request.query),
    );
  }

  app.post(
    `${BASE}/documents`,
    {
      schema: {
        tags,
        summary: 'Create a document about an order (DOC-17, DOC-29)',
        body: CreateDocumentBody,
        response: { 201: DocumentDto, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await documents.create(request.caller, request.body)),
  );

  app.get(
    `${BASE}/documents/:id`,
    {
      schema: { tags, summary: 'One document', params, response: { 200: DocumentDto, ...errorResponses } },
    },
    async (request) => documents.get(request.caller, request.params.id),
  );

  app.put(
    `${BASE}/documents/:id/:field`,
    {
      schema: {
        tags,
        summary: 'Change one field of a document; the change is recorded (DOC-21, DOC-29)',
        params: Type.Object({ id: Id, field: Type.Union(DOCUMENT_FIELDS.map((f) => Type.Literal(f))) }),
        body: UpdateDocumentFieldBody,
        response: { 200: DocumentDto, ...errorResponses },
      },
    },
    async (request) =>
      documents.updateField(request.caller, request.params.id, request.params.field, request.body.value),
  );

  app.get(
    `${BASE}/comments/document/:id`,
    {
      schema: {
        tags,
        summary: "A document's comments, oldest first; reading them resets the caller's unread count (DOC-30)",
        params,
        response: { 200: Type.Array(DocumentComment), ...errorResponses },
      },
    },
    async (request) => documents.comments(request.caller, request.params.id),
  );

  app.post(
    `${BASE}/comments`,
    {
      schema: {
        tags,
        summary: 'Comment on a document (DOC-23, DOC-30)',
        body: CreateCommentBody,
        response: { 201: DocumentComment, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await documents.addComment(request.caller, request.body.documentId, request.body.text)),
  );

  app.get(
    `${BASE}/comment-counter/:id`,
    {
      schema: {
        tags,
        summary: "The caller's unread comments on a document (DOC-09, DOC-30)",
        params,
        response: { 200: UnreadComments, ...errorResponses },
      },
    },
    async (request) => documents.unread(request.caller, request.params.id),
  );

  app.get(
    `${BASE}/comment-counter`,
    {
      schema: {
        tags,
        summary: "The caller's unread comments over its documents (DOC-30)",
        response: { 200: UnreadComments, ...errorResponses },
      },
    },
    async (request) => documents.unreadTotal(request.caller),
  );

  app.get(
    `${BASE}/users`,
    {
      schema: {
        tags,
        summary: 'Users of regions for the assigned-to and report-to fields (DOC-22)',
        querystring: Type.Object({
          regionIds: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
        response: {
          200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String() })),
          ...errorResponses,
        },
      },
    },
    async (request) => documents.users(request.caller, request.query.regionIds, request.query.size ?? 1000),
  );
};
