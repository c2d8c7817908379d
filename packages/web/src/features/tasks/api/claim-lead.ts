import { api, unwrap } from '@/lib/api/api';

/**
 * claim-by-id {leadId} (LEAD-23, LEAD-57). A refused claim answers without `id` (TASK-19). Each
 * click is one attempt with its own Idempotency-Key (the client's default), which the HTTP
 * layer's retries of that attempt reuse (decision 0507).
 */
export async function claimLead(leadId: number) {
  return unwrap(await api().POST('/module/leads/leads/claim-by-id', { body: { leadId } }));
}

export type ClaimResult = Awaited<ReturnType<typeof claimLead>>;

/** The claim won when the answer carries the lead's id (TASK-19). */
export function claimSucceeded(result: ClaimResult): boolean {
  return 'id' in result && typeof result.id === 'number';
}
