/** The task a claim answers with, from the claiming statement's own row (no second query). */
import type { TaskDto } from '@umbrella/contract';
import type { PhoneViewer } from '../../../platform/phone-mask.js';
import { leadRowOf, toLeadDto } from '../leads/lead-rows.js';
import type { ClaimRow } from './claim-sql.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function claimRowToDto(row: ClaimRow, viewer: PhoneViewer): TaskDto | null {
  if (row.task_id === null || !row.task_type || !row.task_status || !row.task_due_at) return null;
  const context =
    row.task_lead_id !== null && row.lead_name !== null
      ? toLeadDto(
          leadRowOf(row.task_lead_id, row, {
            regionId: row.task_region_id ?? '',
            holderAccountId: row.claim_account,
            createdAt: row.task_due_at,
          }),
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
