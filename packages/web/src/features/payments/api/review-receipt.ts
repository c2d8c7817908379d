import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApproveReceiptBody, DeclineReceiptBody } from '../types';

/** The receipt table is read again this long after a decision (PAY-20). */
export const RECEIPTS_REFRESH_MS = 500;

export async function approveReceipt(body: ApproveReceiptBody) {
  return unwrap(await api().POST('/module/payments/api/v1/receipts/approve', { body }));
}

export async function declineReceipt(body: DeclineReceiptBody) {
  await api().POST('/module/payments/api/v1/receipts/decline', { body });
}

function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['payments', 'receipts'] }), RECEIPTS_REFRESH_MS);
  };
}

/** Approve or re-confirm (PAY-12, PAY-14); the screen says why a failure failed (PAY-21, PAY-22). */
export function useApproveReceipt() {
  const refresh = useRefreshAfterDecision();
  return useMutation({ mutationFn: approveReceipt, onSuccess: refresh, meta: { errorMode: 'page' } });
}

export function useDeclineReceipt() {
  const refresh = useRefreshAfterDecision();
  return useMutation({ mutationFn: declineReceipt, onSuccess: refresh, meta: { errorMode: 'page' } });
}
