/** The task a claim answers with, from the claiming statement's own row (no second query). */
import type { TaskDto } from '@umbrella/contract';
import type { PhoneViewer } from '../../../platform/phone-mask.js';
import { toLeadDto } from '../leads/lead-rows.js';
import type { ClaimRow } from './claim-sql.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function claimRowToDto(row: ClaimRow, viewer: PhoneViewer): TaskDto | null {
  if (row.task_id === null || !row.task_type || !row.task_status || !row.task_due_at) return null;
  const context =
    row.task_lead_id !== null && row.lead_name !== null
      ? toLeadDto(
          {
            id: row.task_lead_id,
            name: row.lead_name,
            phone: row.lead_phone ?? '',
            status: row.lead_status ?? 0,
            comment: row.lead_comment,
            region_id: row.lead_region_id ?? row.task_region_id ?? '',
            country: row.region_country ?? '',
            phone_prefix: row.region_phone_prefix ?? '',
            timezone: row.region_timezone ?? '',
            product_id: row.lead_product_id ?? 0,
            product_name: row.product_name ?? '',
            offer_id: row.lead_offer_id,
            webmaster_id: row.lead_webmaster_id,
            holder_account_id: row.claim_account,
            call_at: row.lead_call_at,
            attempts: row.lead_attempts ?? 0,
            created_at: row.lead_created_at ?? row.task_due_at,
            script_id: row.script_id,
          },
          viewer,
        )
      : null;
  return {
    id: row.task_id,
    type: row.task_type,
    status: row.task_status,
    leadId: row.task_lead_id,
    orderId: row.task_order_id,
    dueAt: iso(row.task_due_at),
    claimedAt: row.task_claimed_at ? iso(row.task_claimed_at) : null,
    cancelReason: row.task_reason ?? row.order_cancel_reason ?? null,
    comment: row.task_comment,
    context,
    order:
      row.task_order_id !== null && row.order_short_code !== null
        ? {
            id: row.task_order_id,
            shortCode: row.order_short_code,
            status: row.order_status ?? 0,
            cancelReason: row.order_cancel_reason,
            statusComment: row.order_status_comment,
          }
        : null,
  };
}
