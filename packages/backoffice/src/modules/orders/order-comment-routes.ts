/**
 * The order's comments (ORDER-43..48): read with order.comments:read, written with
 * order.comments:modify, changed only by their author.
 */
import { AddCommentBody, CommentParams, OrderCommentDto, UpdateCommentBody } from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import type { createCommentService } from './comments.js';
import { deleted } from './desk-api.js';
import { ORDERS_API, OrderParams, writeErrors } from './route-schemas.js';

export function orderCommentRoutes(app: TypedRoutesApp, comments: ReturnType<typeof createCommentService>): void {
  app.get(
    `${ORDERS_API}/orders/:orderId/comments`,
    {
      config: { permission: ['order.comments:read'] },
      schema: {
        tags: ['orders'],
        summary: "The order's comments, newest first (ORDER-47, ORDER-48)",
        params: OrderParams,
        response: { 200: Type.Array(OrderCommentDto), ...errorResponses },
      },
    },
    async (request) => comments.list(request.caller, request.params.orderId),
  );

  app.post(
    `${ORDERS_API}/orders/:orderId/comments`,
    {
      config: { permission: ['order.comments:modify'] },
      schema: {
        tags: ['orders'],
        summary: 'Add a comment (ORDER-43, ORDER-48)',
        params: OrderParams,
        body: AddCommentBody,
        response: { 200: OrderCommentDto, ...writeErrors },
      },
    },
    async (request) => comments.add(request.caller, request.params.orderId, request.body.commentText),
  );

  app.put(
    `${ORDERS_API}/comments/:commentId`,
    {
      config: { permission: ['order.comments:modify'] },
      schema: {
        tags: ['orders'],
        summary: 'Change your own comment (ORDER-45, ORDER-48); 403 for anyone else',
        params: CommentParams,
        body: UpdateCommentBody,
        response: { 200: OrderCommentDto, ...writeErrors },
      },
    },
    async (request) => comments.update(request.caller, request.params.commentId, request.body.newCommentText),
  );

  app.delete(
    `${ORDERS_API}/comments/:commentId`,
    {
      config: { permission: ['order.comments:modify'] },
      schema: {
        tags: ['orders'],
        summary: 'Delete your own comment (ORDER-45, ORDER-48)',
        params: CommentParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await comments.remove(request.caller, request.params.commentId);
      return reply.code(204).send(null);
    },
  );
}
