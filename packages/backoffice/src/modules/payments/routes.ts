/**
 * /module/payments: the receipts list and counters, direct payment providers, decline, receipts
 * by order, the signed upload link, and the signed file route the browser PUTs a receipt to and
 * GETs it from (public: the URL's signature is the credential). Approve is the payment-review
 * flow's, as it also tags the order.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DeclineReceiptBody,
  PaymentDocumentDto,
  PaymentDocumentPage,
  PaymentProviderDto,
  RECEIPT_MAX_BYTES,
  ReceiptCounters,
  ReceiptCountersQuery,
  ReceiptsQuery,
  ReceiptUploadedBody,
  ReceiptUploadLink,
  ReceiptUploadLinkBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { errorResponses } from '../../platform/error-responses.js';
import {
  acceptRawBodies,
  assertSignedRequest,
  configuredFileStore,
  SignedDownloadResponses,
  SignedFileQuery,
} from '../../platform/file-store/index.js';
import { invalid } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createPaymentService } from './service.js';

export const PAYMENTS_API = '/module/payments/api/v1';
export const PAYMENT_FILES = '/module/payments/files';

const writeErrors = { ...errorResponses, 409: errorResponses[404] };
const FileParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,199}$' }) });

/** The payment service of this configuration (the flow builds the same one). */
export function paymentServiceFor(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { store } = configuredFileStore(deps.config, PAYMENT_FILES);
  return createPaymentService({ db: deps.db, clock: systemClock, files: store });
}

export const paymentRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const payments = paymentServiceFor(deps);
  const { secret } = configuredFileStore(deps.config, PAYMENT_FILES);
  const list = { permission: ['payment.document.receipt:list'] as const };

  // Receipt bytes arrive with their own content type; the route checks them by content.
  acceptRawBodies(app, RECEIPT_MAX_BYTES);

  app.get(
    `${PAYMENTS_API}/receipts`,
    {
      config: list,
      schema: {
        tags: ['payments'],
        summary: 'Receipts page (pageable, documentStatus, regionId, orderShortCode, paymentProviderId) (PAY-29)',
        querystring: ReceiptsQuery,
        response: { 200: PaymentDocumentPage, ...errorResponses },
      },
    },
    async (request) => payments.page(request.caller, request.query),
  );

  app.get(
    `${PAYMENTS_API}/receipts/counters`,
    {
      config: list,
      schema: {
        tags: ['payments'],
        summary: 'Counters: totalCount, pendingCount, approvedCount, declinedCount (PAY-32)',
        querystring: ReceiptCountersQuery,
        response: { 200: ReceiptCounters, ...errorResponses },
      },
    },
    async (request) => payments.counters(request.caller, request.query),
  );

  app.get(
    `${PAYMENTS_API}/payment-providers/direct`,
    {
      config: list,
      schema: {
        tags: ['payments'],
        summary: "Direct payment providers (PAY-30): a region's (one of the caller's), or of all the caller's regions",
        querystring: Type.Object({ regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) }),
        response: { 200: Type.Array(PaymentProviderDto), ...errorResponses },
      },
    },
    async (request) => payments.directProviders(request.caller, request.query.regionId),
  );

  app.post(
    `${PAYMENTS_API}/receipts/decline`,
    {
      config: list,
      schema: {
        tags: ['payments'],
        summary: 'Decline a pending receipt with a reason (PAY-12, PAY-18, PAY-31)',
        body: DeclineReceiptBody,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await payments.decline(request.caller, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${PAYMENTS_API}/orders/:orderId/documents`,
    {
      config: { permission: ['read:report'] },
      schema: {
        tags: ['payments'],
        summary: "An order's payment documents with their download links (ORDER-65, ORDER-66)",
        params: Type.Object({ orderId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(PaymentDocumentDto), ...errorResponses },
      },
    },
    async (request) => payments.byOrder(request.caller, request.params.orderId),
  );

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

  app.put(
    `${PAYMENT_FILES}/receipts/:name`,
    {
      config: { public: true },
      bodyLimit: RECEIPT_MAX_BYTES,
      schema: {
        tags: ['payments'],
        summary: 'The receipt file, PUT to its signed link: an image or PDF by content, at most 10 MB (PAY-25, PAY-27)',
        params: FileParams,
        querystring: SignedFileQuery,
        response: {
          201: Type.Object({ paymentDocumentId: Type.Integer(), contentType: Type.String() }),
          ...writeErrors,
        },
      },
    },
    async (request, reply) => {
      const key = `receipts/${request.params.name}`;
      assertSignedRequest(secret, key, 'PUT', request.query);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw invalid('file', 'must not be empty');
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const saved = await payments.receiveUpload(key, request.body, {
        doctype: header('x-amz-meta-doctype'),
        orderId: header('x-amz-meta-orderid'),
      });
      return reply.code(201).send(saved);
    },
  );

  app.get(
    `${PAYMENT_FILES}/receipts/:name`,
    {
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary: 'A receipt file behind its signed download link (ORDER-65)',
        params: FileParams,
        querystring: SignedFileQuery,
        response: SignedDownloadResponses,
      },
    },
    async (request, reply) => {
      const key = `receipts/${request.params.name}`;
      assertSignedRequest(secret, key, 'GET', request.query);
      const file = await payments.download(key);
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=300')
        .send(file.data);
    },
  );
};
