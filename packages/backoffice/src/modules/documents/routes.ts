/**
 * Documents under /module/documents, the paths of the specification (DOC-28..30): the four lists,
 * create, one field at a time, comments, unread counters and the users search. Open to any
 * signed-in user (DOC-01); the regions of the caller's token scope everything.
 */
import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ATTACHMENT_MAX_BYTES,
  AttachmentUploadUrl,
  AttachmentUploadUrlBody,
  CreateAttachmentBody,
  CreateCommentBody,
  CreateDocumentBody,
  DOCUMENT_FIELDS,
  DocumentAttachment,
  DocumentChange,
  DocumentComment,
  DocumentDto,
  DocumentExportQuery,
  DocumentListQuery,
  DocumentPage,
  Id,
  UnreadComments,
  UpdateDocumentFieldBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import {
  acceptRawBodies,
  assertSignedRequest,
  configuredFileStore,
  SignedDownloadResponses,
  SignedFileQuery,
} from '../../platform/file-store/index.js';
import { invalid } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createAttachmentService } from './attachments.js';
import type { ListScope } from './repo.js';
import { createDocumentService } from './service.js';

const BASE = '/module/documents';
const tags = ['documents'];
const params = Type.Object({ id: Id });
/** Where the signed attachment links point: the file route below. */
export const DOCUMENT_FILES = `${BASE}/files`;
const FileParams = Type.Object({
  region: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
  name: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,199}$' }),
});
/** The export's rows, streamed as they are written. */
const Csv = Type.Unsafe<Readable>({ type: 'string', description: 'short_code,preferred_date,full_name rows' });
const writeErrors = { ...errorResponses, 409: errorResponses[404] };

export const documentRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const { db } = deps;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const documents = createDocumentService({ db });
  const { store, secret } = configuredFileStore(deps.config, DOCUMENT_FILES);
  const attachments = createAttachmentService({ db, files: store });
  // Attachment bytes arrive with their own content type; they are checked by content.
  acceptRawBodies(app, ATTACHMENT_MAX_BYTES);

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

  app.post(
    `${BASE}/attachments/request-url`,
    {
      schema: {
        tags,
        summary: 'Step 1 of an attachment: a signed URL to PUT a PDF or image of at most 10 MB to (DOC-25, DOC-31)',
        body: AttachmentUploadUrlBody,
        response: { 200: AttachmentUploadUrl, ...errorResponses },
      },
    },
    async (request) => attachments.requestUrl(request.caller, request.body.regionId, request.body.contentType),
  );

  app.put(
    `${DOCUMENT_FILES}/documents/:region/:name`,
    {
      config: { public: true },
      bodyLimit: ATTACHMENT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Step 2: the file bytes, PUT to their signed URL; a PDF or image by content, at most 10 MB (DOC-25)',
        params: FileParams,
        querystring: SignedFileQuery,
        response: {
          201: Type.Object({ path: Type.String(), mediaType: Type.String(), size: Type.Integer() }),
          ...writeErrors,
        },
      },
    },
    async (request, reply) => {
      const path = `documents/${request.params.region}/${request.params.name}`;
      assertSignedRequest(secret, path, 'PUT', request.query);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw invalid('file', 'must not be empty');
      return reply.code(201).send(await attachments.receive(path, request.body));
    },
  );

  app.get(
    `${DOCUMENT_FILES}/documents/:region/:name`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'An attachment behind its signed download link, as a download (DOC-31)',
        params: FileParams,
        querystring: SignedFileQuery,
        response: SignedDownloadResponses,
      },
    },
    async (request, reply) => {
      const path = `documents/${request.params.region}/${request.params.name}`;
      assertSignedRequest(secret, path, 'GET', request.query);
      const file = await attachments.download(path);
      return reply
        .header('content-type', file.mediaType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, max-age=300')
        .send(file.data);
    },
  );

  app.post(
    `${BASE}/attachments`,
    {
      schema: {
        tags,
        summary: 'Step 3: register the uploaded file on a document of its region (DOC-25, DOC-31)',
        body: CreateAttachmentBody,
        response: { 201: DocumentAttachment, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await attachments.register(request.caller, request.body)),
  );

  app.get(
    `${BASE}/attachments/document/:id`,
    {
      schema: {
        tags,
        summary: "A document's attachments with short-lived download links (DOC-31)",
        params,
        response: { 200: Type.Array(DocumentAttachment), ...errorResponses },
      },
    },
    async (request) => attachments.list(request.caller, request.params.id),
  );

  app.get(
    `${BASE}/attachments/get`,
    {
      schema: {
        tags,
        summary: 'One attachment by its path, with a fresh download link (DOC-31)',
        querystring: Type.Object({ path: Type.String({ minLength: 1, maxLength: 300 }) }),
        response: { 200: DocumentAttachment, ...errorResponses },
      },
    },
    async (request) => attachments.byPath(request.caller, request.query.path),
  );

  app.delete(
    `${BASE}/attachments/:id`,
    {
      schema: {
        tags,
        summary: "Remove an attachment: its uploader or the document's people; recorded in the history",
        params,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await attachments.remove(request.caller, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
