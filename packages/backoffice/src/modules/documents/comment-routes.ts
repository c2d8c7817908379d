/** A document's comments and the caller's unread counters (DOC-09, DOC-23, DOC-30). */
import { CreateCommentBody, DocumentComment, UnreadComments } from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { BASE, params, tags } from './api.js';
import type { DocumentService } from './service.js';

export function documentCommentRoutes(app: TypedRoutesApp, documents: DocumentService): void {
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
}
