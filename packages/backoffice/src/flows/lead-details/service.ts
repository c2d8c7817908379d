/**
 * The lead page's read (SHELL-16, ADMIN-12): one lead with where it came from, its history,
 * calls, recalls and orders, composed from the leads, catalog, accounts, tasks and orders
 * modules' own queries. A lead of another region answers exactly like a missing one (404), so
 * ids cannot be probed across regions (docs/decisions/1061-lead-details-page.md).
 */
import { type LeadActor, type LeadFullDetails, type LeadHistoryEntry, statusName } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { accountLookup } from '../../modules/accounts/index.js';
import { createCatalogService } from '../../modules/catalog/index.js';
import { type OrderLookup, orderLookup } from '../../modules/orders/index.js';
import { listExecutions, listLeadLogs, listLeadTasks, loadLeadRow, toLeadDto } from '../../modules/workspace/index.js';
import type { Caller } from '../../platform/caller.js';
import { foundInRegions } from '../../platform/region-scope.js';

export type LeadDetailsCaller = Pick<Caller, 'regionIds' | 'features'>;

/** The execution that records a lead outcome; its details carry the call's durations. */
const OUTCOME = 'STATUS_CHANGED';

const iso = (value: Date | string) => new Date(value).toISOString();

const actor = (accountId: number | null, name: string | null): LeadActor | null =>
  accountId === null ? null : { accountId, name: name ?? '' };

const field = (details: unknown, key: string): unknown =>
  details && typeof details === 'object' ? (details as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const integer = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);

type Executions = Awaited<ReturnType<typeof listExecutions>>;
type Logs = Awaited<ReturnType<typeof listLeadLogs>>;
type OrderEvents = Awaited<ReturnType<OrderLookup['leadEvents']>>;

/** The lead's history, newest first: its tasks' executions, its action log and its orders' events. */
export function leadHistoryEntries(executions: Executions, logs: Logs, orderEvents: OrderEvents): LeadHistoryEntry[] {
  return [
    ...executions.map((e) => ({
      at: iso(e.created_at),
      source: 'TASK' as const,
      action: e.action,
      who: actor(e.account_id, e.account_name),
      status: integer(field(e.details, 'status')),
      comment: text(field(e.details, 'comment')) ?? text(field(e.details, 'reason')),
      taskType: e.task_type,
      orderId: null,
    })),
    ...logs.map((l) => ({
      at: iso(l.created_at),
      source: 'LOG' as const,
      action: l.action,
      who: actor(l.account_id, l.account_name),
      status: null,
      comment: null,
      taskType: null,
      orderId: l.order_id,
    })),
    ...orderEvents.map((e) => ({
      at: iso(e.created_at),
      source: 'ORDER' as const,
      action: e.action,
      who: actor(e.account_id, e.account_name),
      status: e.status,
      comment: text(field(e.details, 'comment')),
      taskType: null,
      orderId: e.order_id,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
}

/** The lead page's read, with the faces it asks bound once to the application's handle. */
export function createLeadDetails(db: Kysely<Database>) {
  const catalog = createCatalogService({ db });
  const orderReads = orderLookup(db);
  const accounts = accountLookup(db);

  return async function readLeadDetails(caller: LeadDetailsCaller, leadId: number): Promise<LeadFullDetails> {
    const row = foundInRegions(caller, await loadLeadRow(db, leadId), (r) => r.region_id, 'Lead not found');
    const lead = toLeadDto(row, caller);

    const offer = row.offer_id ? await catalog.offerSummary(row.offer_id) : undefined;
    // A lead the form of a webmaster's offer brought carries its webmaster; else the offer says whose it is.
    const webmasterId = row.webmaster_id ?? offer?.webmaster_id ?? null;
    const [webmaster, holderName, executions, logs, orderEvents, recalls, orders] = await Promise.all([
      webmasterId ? catalog.webmaster(webmasterId) : undefined,
      row.holder_account_id ? accounts.displayName(row.holder_account_id) : undefined,
      listExecutions(db, { lead_id: leadId, order_id: null, id: 0 }),
      listLeadLogs(db, leadId),
      orderReads.leadEvents(leadId),
      listLeadTasks(db, leadId, 'RECALL'),
      orderReads.ofLead(leadId),
    ]);

    const history = leadHistoryEntries(executions, logs, orderEvents);

    return {
      lead: {
        id: lead.id,
        name: lead.name,
        phone: lead.phone,
        status: lead.status,
        status_name: lead.status_name,
        region: lead.region,
        product: lead.product,
        comment: lead.comment,
        attempts: lead.attempts,
        callAt: lead.call_from,
        holder: actor(row.holder_account_id, holderName ?? null),
        createdAt: lead.createdAt,
      },
      offer: offer ? { id: offer.id, name: offer.name, priceMinor: offer.price_minor, currency: offer.currency } : null,
      webmaster: webmaster ? { id: webmaster.id, name: webmaster.name } : null,
      history,
      // No call records or recordings are stored yet: a call is what its outcome reports (1061).
      calls: executions
        .filter((e) => e.action === OUTCOME)
        .map((e) => ({
          at: iso(e.created_at),
          who: actor(e.account_id, e.account_name),
          status: integer(field(e.details, 'status')) ?? lead.status,
          callSeconds: integer(field(e.details, 'callDuration')) ?? 0,
          dialSeconds: integer(field(e.details, 'dialDuration')) ?? 0,
          recordingUrl: null,
        })),
      recalls: recalls.map((t) => ({
        taskId: t.id,
        dueAt: iso(t.due_at),
        status: t.status,
        who: actor(t.account_id, t.account_name),
        reason: t.reason,
        comment: t.comment,
        orderId: t.order_id,
      })),
      orders: orders.map((o) => ({
        id: o.id,
        shortCode: o.short_code,
        status: o.status,
        status_name: statusName(o.status),
        totalMinor: o.price_minor,
        currency: o.currency,
        createdAt: iso(o.created_at),
      })),
    };
  };
}
