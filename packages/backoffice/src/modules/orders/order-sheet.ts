/**
 * The order sheet by e-mail (SEARCH-24..28; decision 1123): the orders of a search (its
 * command), at most 10 000, written as a real .xlsx (exceljs), queued in the mail outbox and
 * handed to the configured mail transport (SMTP, or the embedded default's store, which keeps it
 * there, readable through the mails route).
 */
import {
  formatZonedDate,
  formatZonedDateTime,
  ORDER_SHEET_EMAIL_DOMAIN,
  ORDER_SHEET_MAX_ROWS,
  ORDER_STATUS_LABEL,
  type OrderSearchBody,
  type OrderSheetResult,
  type OrderStatus,
} from '@umbrella/contract';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { invalid } from '../../platform/http-error.js';
import type { MailTransport } from '../../platform/message-transport.js';
import { deliverDue } from '../../platform/messaging/outbox-delivery.js';
import { catalogProducts } from '../catalog/index.js';
import { createDeliveryService } from '../delivery/index.js';
import { listItemsOf, searchPageQuery } from './search-repo.js';
import { fullAddressOf, resolveSearch, rowPhone, type SearchCaller } from './search-service.js';
import { listOrderTags } from './tags-repo.js';

export const SHEET_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET_TIMEZONE = 'America/Lima';

export type SheetDeps = { db: Kysely<Database>; clock: Clock; mail: MailTransport; timezone?: string };

async function buildSheet(deps: SheetDeps, caller: SearchCaller, command: OrderSearchBody) {
  const search = resolveSearch(caller, command, deps.clock.now());
  const db = ownTables(deps.db, 'orders');
  const rows = search.regionIds.length ? await searchPageQuery(db, search, 0, ORDER_SHEET_MAX_ROWS).execute() : [];
  const ids = rows.map((r) => r.id);
  const providerIds = [...new Set(rows.flatMap((r) => (r.delivery_provider_id ? [r.delivery_provider_id] : [])))];
  const [items, tags, providers] = await Promise.all([
    listItemsOf(db, catalogProducts(deps.db), ids),
    listOrderTags(db, ids),
    createDeliveryService({ db: deps.db }).providerNames(providerIds),
  ]);
  const zone = deps.timezone ?? SHEET_TIMEZONE;
  const workbook = new ExcelJS.Workbook();
  workbook.created = deps.clock.now();
  const sheet = workbook.addWorksheet('Orders');
  sheet.columns = [
    { header: 'Order code', key: 'code', width: 14 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Phone', key: 'phone', width: 16 },
    { header: 'Preferred date', key: 'preferred', width: 14 },
    { header: 'Created', key: 'created', width: 20 },
    { header: 'Delivery', key: 'delivery', width: 18 },
    { header: 'Full address', key: 'address', width: 40 },
    { header: 'Order items', key: 'items', width: 30 },
    { header: 'Tags', key: 'tags', width: 24 },
    { header: 'Region', key: 'region', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      code: row.short_code,
      status: ORDER_STATUS_LABEL[row.status as OrderStatus] ?? String(row.status),
      phone: rowPhone(caller, row),
      preferred: row.preferred_at ? formatZonedDate(new Date(row.preferred_at), zone) : '',
      created: formatZonedDateTime(new Date(row.created_at), zone),
      delivery: row.delivery_provider_id ? (providers.get(row.delivery_provider_id) ?? '') : '',
      address: fullAddressOf(row),
      items: items
        .filter((i) => i.order_id === row.id)
        .map((i) => `${i.name} × ${i.qty}`)
        .join(', '),
      tags: (tags.get(row.id) ?? []).map((t) => t.title).join(', '),
      region: row.region_id,
    });
  }
  const content = new Uint8Array(await workbook.xlsx.writeBuffer());
  return { content, rows: rows.length };
}

export async function sendOrderSheet(
  deps: SheetDeps,
  caller: SearchCaller,
  body: { email: string; command: OrderSearchBody },
): Promise<OrderSheetResult> {
  const email = body.email.trim().toLowerCase();
  if (!email.endsWith(`@${ORDER_SHEET_EMAIL_DOMAIN}`)) {
    throw invalid('email', { key: 'emailOfDomain', values: { domain: ORDER_SHEET_EMAIL_DOMAIN } });
  }
  const sheet = await buildSheet(deps, caller, body.command);
  const now = deps.clock.now();
  const name = `orders-${now.toISOString().slice(0, 10)}.xlsx`;
  const subject = `Orders sheet (${sheet.rows} orders)`;
  const text = `The orders of your search, ${sheet.rows} in all, are in the attached sheet ${name}.`;
  const mail = await deps.db
    .insertInto('outbox_mails')
    .values({
      account_id: caller.accountId,
      recipient: email,
      subject,
      body: text,
      attachment_name: name,
      attachment_type: SHEET_CONTENT_TYPE,
      attachment: sheet.content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Sent at once where the transport answers now; otherwise the mail job retries it with back-off.
  await deliverDueMails(deps.db, deps.mail, { onlyId: mail.id });
  const { status, last_error } = await deps.db
    .selectFrom('outbox_mails')
    .select(['status', 'last_error'])
    .where('id', '=', mail.id)
    .executeTakeFirstOrThrow();
  return {
    mailId: mail.id,
    rows: sheet.rows,
    status,
    ...(status !== 'sent' && last_error ? { reason: last_error } : {}),
  };
}

/** Sends due mails of the outbox through `transport` (platform/messaging/outbox-delivery.ts). */
export async function deliverDueMails(
  db: Kysely<Database>,
  transport: MailTransport,
  options: { limit?: number; onlyId?: number } = {},
): Promise<number> {
  return deliverDue(db, 'outbox_mails', {
    ...options,
    transportName: transport.name,
    payload: (row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      attachment:
        row.attachment && row.attachment_name
          ? {
              name: row.attachment_name,
              contentType: row.attachment_type ?? 'application/octet-stream',
              content: row.attachment,
            }
          : null,
    }),
    send: (mail) => transport.send(mail),
  });
}

/** The caller's own mails, newest first (the embedded default's "sent mail"). */
export async function listOwnMails(db: ModuleDb<'orders'>, accountId: number, limit = 50) {
  return db
    .selectFrom('outbox_mails')
    .select(['id', 'recipient', 'subject', 'body', 'attachment_name', 'status', 'transport', 'created_at', 'sent_at'])
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findOwnMailAttachment(db: ModuleDb<'orders'>, accountId: number, id: number) {
  return db
    .selectFrom('outbox_mails')
    .select(['attachment_name', 'attachment_type', 'attachment'])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}
