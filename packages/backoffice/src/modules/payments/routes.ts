/**
 * /module/payments: the receipts review (receipt-review-routes.ts), and staff's receipt uploads —
 * the signed upload link, the receipt sent with the call, and the signed file route the browser
 * PUTs a receipt to and GETs it from (public: the URL's signature is the credential).
 */
import { RECEIPT_MAX_BYTES, ReceiptUploadedBody, ReceiptUploadLink, ReceiptUploadLinkBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import {
  acceptRawBodies,
  configuredFileStore,
  signedDownloadRoute,
  signedUploadRoute,
} from '../../platform/file-store/index.js';
import { invalid } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { typedRoutes } from '../../platform/typed-routes.js';
import { PAYMENT_FILES, PAYMENTS_API, writeErrors } from './api.js';
import { receiptReviewRoutes } from './receipt-review-routes.js';
import { createPaymentService } from './service.js';

export { PAYMENT_FILES, PAYMENTS_API } from './api.js';

const FileParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,199}$' }) });

/** The payment service of this configuration (the flow builds the same one). */
export function paymentServiceFor(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { store } = configuredFileStore(deps.config, PAYMENT_FILES);
  return createPaymentService({ db: deps.db, clock: systemClock, files: store });
}

export const paymentRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = typedRoutes(instance);
  const payments = paymentServiceFor(deps);
  const { secret } = configuredFileStore(deps.config, PAYMENT_FILES);

  // Receipt bytes arrive with their own content type; the route checks them by content.
  acceptRawBodies(app, RECEIPT_MAX_BYTES);

  receiptReviewRoutes(app, payments);

  app.post(
    `${PAYMENTS_API}/receipts/upload-link`,
    {
      config: { permission: ['payment.document.receipt:upload'] },
      schema: {
        tags: ['payments'],
        summary: "A signed link to PUT a Deposit order's receipt to, with the headers to send (PAY-26, PAY-27)",
        body: ReceiptUploadLinkBody,
        response: { 200: ReceiptUploadLink, ...writeErrors },
      },
    },
    async (request) => payments.uploadLink(request.caller, request.body.orderId),
  );

  app.post(
    `${PAYMENTS_API}/receipts/uploaded`,
    {
      config: { permission: ['payment.document.receipt:upload'] },
      schema: {
        tags: ['payments'],
        summary:
          'The receipt was posted straight to the file store (an upload link with method POST): check it by content and size, record it (PAY-25, PAY-27)',
        body: ReceiptUploadedBody,
        response: {
          201: Type.Object({ paymentDocumentId: Type.Integer(), contentType: Type.String() }),
          ...writeErrors,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await payments.receiveDirectUpload(request.caller, request.body.uploadId)),
  );

  app.post(
    `${PAYMENTS_API}/receipts/upload`,
    {
      config: { permission: ['payment.document.receipt:upload'] },
      bodyLimit: RECEIPT_MAX_BYTES,
      schema: {
        tags: ['payments'],
        summary:
          "Upload a Deposit order's receipt with the call: the file as the body, order id and email in the query (PAY-28)",
        querystring: Type.Object({
          orderId: Type.Integer({ minimum: 1 }),
          email: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: {
          201: Type.Object({ paymentDocumentId: Type.Integer(), contentType: Type.String() }),
          ...writeErrors,
        },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw invalid('file', 'must not be empty');
      const saved = await payments.upload(request.caller, request.query.orderId, request.body, request.query.email);
      return reply.code(201).send(saved);
    },
  );

  signedUploadRoute(app, {
    url: `${PAYMENT_FILES}/receipts/:name`,
    params: FileParams,
    keyOf: (p) => `receipts/${p.name}`,
    secret,
    tags: ['payments'],
    summary: 'The receipt file, PUT to its signed link: an image or PDF by content, at most 10 MB (PAY-25, PAY-27)',
    maxBytes: RECEIPT_MAX_BYTES,
    status: 201,
    response: {
      201: Type.Object({ paymentDocumentId: Type.Integer(), contentType: Type.String() }),
      ...writeErrors,
    },
    receive: (key, bytes, request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      return payments.receiveUpload(key, bytes, {
        doctype: header('x-amz-meta-doctype'),
        orderId: header('x-amz-meta-orderid'),
      });
    },
  });

  signedDownloadRoute(app, {
    url: `${PAYMENT_FILES}/receipts/:name`,
    params: FileParams,
    keyOf: (p) => `receipts/${p.name}`,
    secret,
    tags: ['payments'],
    summary: 'A receipt file behind its signed download link (ORDER-65)',
    read: async (key) => {
      const file = await payments.download(key);
      return {
        data: file.data,
        mediaType: file.contentType,
        disposition: 'inline',
        cacheControl: 'private, max-age=300',
      };
    },
  });
};
