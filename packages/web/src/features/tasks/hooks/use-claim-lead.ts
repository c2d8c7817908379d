import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError, TimeoutError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import { claimLead, claimSucceeded } from '../api/claim-lead';
import { CLAIM_WARNING_SECONDS } from '../lib/notice-durations';
import type { TaskFlow } from './use-task-flow';

/**
 * Claim a lead by id (LEAD-23, TASK-19, TASK-20): a win makes it the held task; a loss warns
 * "Cannot claim" / "Lead already claimed by another user" for 3 s and fetches the next task.
 */
export function useClaimLead(flow: TaskFlow, onPageError: (error: unknown) => void) {
  const { t } = useTranslation();
  const [claimingId, setClaimingId] = useState<number | null>(null);

  const claim = useCallback(
    async (leadId: number) => {
      if (claimingId !== null) return;
      setClaimingId(leadId);
      try {
        const result = await claimLead(leadId);
        if (claimSucceeded(result)) {
          await flow.reloadCurrent();
          return;
        }
        feedback.notification.warning({
          title: t('tasks.claim.cannot'),
          description: t('tasks.claim.alreadyClaimed'),
          duration: CLAIM_WARNING_SECONDS,
        });
        await flow.next();
      } catch (error) {
        if (error instanceof NetworkError || error instanceof TimeoutError)
          feedback.message.error(t('tasks.errors.network'));
        else if (error instanceof ApiError && (error.status === 403 || error.status === 409))
          feedback.message.error(error.message);
        else onPageError(error);
      } finally {
        setClaimingId(null);
      }
    },
    [claimingId, flow, t, onPageError],
  );

  return { claim, claimingId };
}
