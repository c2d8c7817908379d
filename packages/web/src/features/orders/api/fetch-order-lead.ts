import { api, unwrap } from '@/lib/api/api';
import { withoutIdempotencyKey } from '@/lib/api/client';

/** A lead by id without claiming it (LEAD-58): the header's New order starts from one. */
export async function fetchOrderLead(leadId: number, signal?: AbortSignal) {
  return unwrap(
    await api().POST('/module/leads/leads/fetch-by-id', {
      body: { leadId },
      signal,
      middleware: [withoutIdempotencyKey],
    }),
  );
}
