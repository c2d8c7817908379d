/**
 * /module/orders/api/v1, the order page's desk: its edits (desk-edit-routes.ts), its reminder
 * (reminder-routes.ts) and its comments (order-comment-routes.ts), on the same instance. Creating
 * calls take an Idempotency-Key (plugins/idempotency.ts answers a replay with the first result).
 */
import type { FastifyPluginAsync } from 'fastify';
import { systemClock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import { configuredTransports } from '../../platform/messaging/configured-transports.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { typedRoutes } from '../../platform/typed-routes.js';
import { chatTicketSource } from './chat-tickets.js';
import { createCommentService } from './comments.js';
import { createDeskEditService } from './desk-edit.js';
import { deskEditRoutes } from './desk-edit-routes.js';
import { orderCommentRoutes } from './order-comment-routes.js';
import { createProviderCommentService } from './provider-comments.js';
import { reminderRoutes } from './reminder-routes.js';
import { createReminderService } from './reminders.js';

export const deskRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db, config }) => {
  const app = typedRoutes(instance);
  const reminders = createReminderService(db, systemClock);
  const comments = createCommentService(db, systemClock);
  const orders = ownTables(db, 'orders');
  const tickets = chatTicketSource(orders, config.chatTicketsUrl);
  const desk = createDeskEditService({
    db,
    clock: systemClock,
    publicUrl: config.publicUrl,
    transport: configuredTransports(config.messaging).messages,
    logger: instance.log,
  });

  const providerComments = createProviderCommentService(db, systemClock);

  deskEditRoutes(app, { db: orders, desk, providerComments, tickets });
  reminderRoutes(app, reminders);
  orderCommentRoutes(app, comments);
};
