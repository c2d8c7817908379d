/**
 * A document's attachments (DOC-25, DOC-31) in three steps: a signed upload link, the bytes PUT
 * to it (a PDF or image by content, at most 10 MB), then the registration on the document; listed
 * with short-lived download links, removed by their uploader or the document's people.
 */
import {
  ATTACHMENT_MAX_BYTES,
  AttachmentUploadUrl,
  AttachmentUploadUrlBody,
  CreateAttachmentBody,
  DocumentAttachment,
} from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import { acceptRawBodies, signedDownloadRoute, signedUploadRoute } from '../../platform/file-store/index.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { BASE, DOCUMENT_FILES, params, tags, writeErrors } from './api.js';
import type { AttachmentService } from './attachments.js';

const FileParams = Type.Object({
  region: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
  name: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,199}$' }),
});
const fileKey = (p: Record<string, string>) => `documents/${p.region}/${p.name}`;

export function attachmentRoutes(app: TypedRoutesApp, attachments: AttachmentService, secret: string): void {
  // Attachment bytes arrive with their own content type; they are checked by content.
  acceptRawBodies(app, ATTACHMENT_MAX_BYTES);

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

  signedUploadRoute(app, {
    url: `${DOCUMENT_FILES}/documents/:region/:name`,
    params: FileParams,
    keyOf: fileKey,
    secret,
    tags,
    summary: 'Step 2: the file bytes, PUT to their signed URL; a PDF or image by content, at most 10 MB (DOC-25)',
    maxBytes: ATTACHMENT_MAX_BYTES,
    status: 201,
    response: {
      201: Type.Object({ path: Type.String(), mediaType: Type.String(), size: Type.Integer() }),
      ...writeErrors,
    },
    receive: (key, bytes) => attachments.receive(key, bytes),
  });

  signedDownloadRoute(app, {
    url: `${DOCUMENT_FILES}/documents/:region/:name`,
    params: FileParams,
    keyOf: fileKey,
    secret,
    tags,
    summary: 'An attachment behind its signed download link, as a download (DOC-31)',
    read: async (key) => {
      const file = await attachments.download(key);
      return {
        data: file.data,
        mediaType: file.mediaType,
        disposition: { attachment: file.name },
        cacheControl: 'private, max-age=300',
      };
    },
  });

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
}
