import { api, unwrap } from '@/lib/api/api';
import type { CallQuality } from '../sip/call-quality';
import type { CallLogAction } from '../sip/types';

/**
 * writeLog {leadId, action} (PHONE-39): the call-log events of a lead's call. A log line that
 * cannot be written must not disturb the call, so failures are swallowed.
 */
export async function writeCallLog(leadId: number, action: CallLogAction, quality?: CallQuality | null): Promise<void> {
  // A call's end carries how the customer came through, for the call's record in /cdr (decision 1825).
  const measured = quality
    ? { lossPercent: quality.lossRate * 100, jitterMs: quality.jitterMs, mos: Math.min(5, Math.max(1, quality.mos)) }
    : undefined;
  try {
    unwrap(await api().POST('/module/leads/api/v1/logs', { body: { leadId, action, quality: measured } }));
  } catch {
    // Best effort: the call goes on.
  }
}
