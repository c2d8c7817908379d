import { api, unwrap } from '@/lib/api/api';
import { withoutIdempotencyKey } from '@/lib/api/client';

/**
 * claim-by-id {leadId} (LEAD-23, LEAD-57). A refused claim answers without `id` (TASK-19). No
 * Idempotency-Key: a replayed answer could hide that someone else has claimed it since.
 */
export async function claimLead(leadId: number) {
  return unwrap(
    await api().POST('/module/leads/leads/claim-by-id', { body: { leadId }, middleware: [withoutIdempotencyKey] }),
  );
}

export type ClaimResult = Awaited<ReturnType<typeof claimLead>>;

/** The claim won when the answer carries the lead's id (TASK-19). */
export function claimSucceeded(result: ClaimResult): boolean {
  return 'id' in result && typeof result.id === 'number';
}
