/** The order page's reminder, by short code (ORDER-39..42): read, set, changed and deleted. */
import { ReminderAnswer, ReminderDto, SetReminderBody, ShortCodeParams, UpdateReminderBody } from '@umbrella/contract';
import { errorResponses } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { deleted, ORDER_CHANGE } from './desk-api.js';
import type { createReminderService } from './reminders.js';
import { ORDERS_API, writeErrors } from './route-schemas.js';

export function reminderRoutes(app: TypedRoutesApp, reminders: ReturnType<typeof createReminderService>): void {
  app.get(
    `${ORDERS_API}/reminders/:shortCode`,
    {
      config: { permission: ['read:report'] },
      schema: {
        tags: ['orders'],
        summary: "The order's reminder by short code, or null (ORDER-39, ORDER-42)",
        params: ShortCodeParams,
        response: { 200: ReminderAnswer, ...errorResponses },
      },
    },
    async (request) => ({ reminder: await reminders.get(request.caller, request.params.shortCode) }),
  );

  app.post(
    `${ORDERS_API}/reminders`,
    {
      config: { permission: [...ORDER_CHANGE.permission] },
      schema: {
        tags: ['orders'],
        summary:
          'Set a reminder: Deposit with WAITING_FOR_PAYMENT (ORDER-19, ORDER-40..42); 409 otherwise or when one exists',
        body: SetReminderBody,
        response: { 200: ReminderDto, ...writeErrors },
      },
    },
    async (request) => reminders.set(request.caller, request.body),
  );

  app.put(
    `${ORDERS_API}/reminders/:shortCode`,
    {
      config: { permission: [...ORDER_CHANGE.permission] },
      schema: {
        tags: ['orders'],
        summary: "Update the order's reminder (ORDER-42)",
        params: ShortCodeParams,
        body: UpdateReminderBody,
        response: { 200: ReminderDto, ...writeErrors },
      },
    },
    async (request) => reminders.update(request.caller, request.params.shortCode, request.body),
  );

  app.delete(
    `${ORDERS_API}/reminders/:shortCode`,
    {
      config: { permission: [...ORDER_CHANGE.permission] },
      schema: {
        tags: ['orders'],
        summary: "Delete the order's reminder (ORDER-42)",
        params: ShortCodeParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await reminders.remove(request.caller, request.params.shortCode);
      return reply.code(204).send(null);
    },
  );
}
