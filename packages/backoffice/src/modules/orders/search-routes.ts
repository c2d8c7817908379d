/**
 * /module/orders/api/v1/orders/search: search delivery orders (SEARCH-20) with read:report, over
 * the caller's regions only. A POST with the period, pageable and filters in the body, as the
 * specification's call takes them; the same body is the order sheet's command. The search's bulk
 * actions: refused (lead ids) with order:refuse, the order sheet by e-mail with
 * order.list.to_google_sheet, and the caller's own sent mail (the embedded default keeps it).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  OrderSearchBody,
  OrderSearchPage,
  OrderSheetBody,
  OrderSheetResult,
  OutboxMailDto,
  RefuseOrdersBody,
  RefuseOrdersResult,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import { errorResponses } from '../../platform/error-responses.js';
import { notFound } from '../../platform/http-error.js';
import { configuredTransports } from '../../platform/messaging/configured-transports.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { refuseLeadOrders } from './bulk-refuse.js';
import { findOwnMailAttachment, listOwnMails, sendOrderSheet } from './order-sheet.js';
import { ORDERS_API, writeErrors } from './route-schemas.js';
import { createSearchService } from './search-service.js';

export const searchRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db, config }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const search = createSearchService({ db, clock: systemClock });
  const orders = ownTables(db, 'orders');

  app.post(
    `${ORDERS_API}/orders/search`,
    {
      config: { permission: ['read:report'] as const },
      schema: {
        tags: ['orders'],
        summary: 'Search delivery orders: period, pageable, filters; content and totalSize capped at 10 000',
        body: OrderSearchBody,
        response: { 200: OrderSearchPage, ...errorResponses },
      },
    },
    async (request) => search.search(request.caller, request.body),
  );

  app.post(
    `${ORDERS_API}/orders/refused`,
    {
      config: { permission: ['order:refuse'] as const },
      schema: {
        tags: ['orders'],
        summary: "Refuse the leads' orders in transit (SEARCH-21..23, SEARCH-37); other statuses are skipped",
        body: RefuseOrdersBody,
        response: { 200: RefuseOrdersResult, ...writeErrors },
      },
    },
    async (request) => refuseLeadOrders(orders, systemClock, request.caller, request.body.leadIds),
  );

  app.post(
    `${ORDERS_API}/orders/sheet`,
    {
      config: { permission: ['order.list.to_google_sheet'] as const },
      schema: {
        tags: ['orders'],
        summary: "Create the order sheet {email, command}: the search's orders as .xlsx sent by e-mail (SEARCH-24..28)",
        body: OrderSheetBody,
        response: { 200: OrderSheetResult, ...writeErrors },
      },
    },
    async (request) =>
      sendOrderSheet(
        { db, clock: systemClock, mail: configuredTransports(config.messaging).mail },
        request.caller,
        request.body,
      ),
  );

  app.get(
    `${ORDERS_API}/mails`,
    {
      config: { permission: ['order.list.to_google_sheet'] as const },
      schema: {
        tags: ['orders'],
        summary: 'The mail the caller sent through the outbox, newest first',
        response: { 200: Type.Array(OutboxMailDto), ...errorResponses },
      },
    },
    async (request) =>
      (await listOwnMails(orders, request.caller.accountId)).map((m) => ({
        id: m.id,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        attachmentName: m.attachment_name,
        status: m.status,
        transport: m.transport,
        createdAt: new Date(m.created_at).toISOString(),
        sentAt: m.sent_at ? new Date(m.sent_at).toISOString() : null,
      })),
  );

  app.get(
    `${ORDERS_API}/mails/:mailId/attachment`,
    {
      config: { permission: ['order.list.to_google_sheet'] as const },
      schema: {
        tags: ['orders'],
        summary: "A sent mail's attachment (the caller's own mail only)",
        params: Type.Object({ mailId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const mail = await findOwnMailAttachment(orders, request.caller.accountId, request.params.mailId);
      if (!mail?.attachment) throw notFound('No such mail attachment');
      return reply
        .type(mail.attachment_type ?? 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${mail.attachment_name ?? 'attachment'}"`)
        .send(Buffer.from(mail.attachment));
    },
  );
};
