/**
 * /module/pay: the customer's payment page API (decision 1791), public — the link's token is the
 * credential, and it reaches nothing else. The receipt goes to the payments module's signed file
 * route, with the same byte checks and size limit as staff's.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PaymentPageDto, ReceiptUploadedBody, ReceiptUploadLink } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { paymentServiceFor } from '../../modules/payments/index.js';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createPaymentPage } from './payment-page.js';

export const PAY_API = '/module/pay/api/v1';

const Params = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const linkErrors = { ...errorResponses, 410: errorResponses[404], 429: errorResponses[404] };

export const paymentPageRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const page = createPaymentPage({ db: deps.db, payments: paymentServiceFor(deps) });
  const config = { public: true };

  app.get(
    `${PAY_API}/links/:token`,
    {
      config,
      schema: {
        tags: ['pay'],
        summary: "The customer's payment page: order number, products, amount, deposit accounts, receipt state",
        params: Params,
        response: { 200: PaymentPageDto, ...linkErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return page.page(request.params.token);
    },
  );

  app.post(
    `${PAY_API}/links/:token/upload-link`,
    {
      config,
      schema: {
        tags: ['pay'],
        summary: "A signed link to send the order's receipt to (an image or PDF, at most 10 MB)",
        params: Params,
        response: { 200: ReceiptUploadLink, ...linkErrors },
      },
    },
    async (request) => page.uploadLink(request.params.token),
  );

  app.post(
    `${PAY_API}/links/:token/uploaded`,
    {
      config,
      schema: {
        tags: ['pay'],
        summary: 'The receipt was posted straight to the file store: check it and record it',
        params: Params,
        body: ReceiptUploadedBody,
        response: {
          201: Type.Object({ paymentDocumentId: Type.Integer(), contentType: Type.String() }),
          ...linkErrors,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await page.uploaded(request.params.token, request.body.uploadId)),
  );
};
