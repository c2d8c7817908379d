/**
 * The documents themselves (DOC-03, DOC-11..13, DOC-17..22, DOC-27..29): the four lists, create,
 * one field at a time, the users search for the people fields, the CSV export and the history.
 */
import { Readable } from 'node:stream';
import {
  CreateDocumentBody,
  DOCUMENT_FIELDS,
  DocumentChange,
  DocumentDto,
  DocumentExportQuery,
  DocumentListQuery,
  DocumentPage,
  Id,
  UpdateDocumentFieldBody,
} from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { BASE, params, tags } from './api.js';
import type { ListScope } from './repo.js';
import type { DocumentService } from './service.js';

/** The export's rows, streamed as they are written. */
const Csv = Type.Unsafe<Readable>({ type: 'string', description: 'short_code,preferred_date,full_name rows' });

export function documentRecordRoutes(app: TypedRoutesApp, documents: DocumentService): void {
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

  app.get(
    `${BASE}/documents/export`,
    {
      schema: {
        tags,
        summary:
          'CSV "documents" of the selected documents: short_code, preferred_date (DD-MM-YYYY), full_name; not for agents (DOC-11..13)',
        querystring: DocumentExportQuery,
        // The ids of documents the caller may not export, or an agent: 400 and 403.
        response: { 200: { content: { 'text/csv': { schema: Csv } } }, ...privateErrors },
      },
    },
    async (request, reply) => {
      const lines = await documents.exportCsv(request.caller, request.query.ids);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="documents.csv"')
        .send(Readable.from(lines));
    },
  );

  app.get(
    `${BASE}/documents/:id/history`,
    {
      schema: {
        tags,
        summary: "A document's recorded changes, newest first: fields, attachments added and removed (DOC-27)",
        params,
        response: { 200: Type.Array(DocumentChange), ...errorResponses },
      },
    },
    async (request) => documents.history(request.caller, request.params.id),
  );
}
