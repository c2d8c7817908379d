import { toMinorUnits } from '@umbrella/contract';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import { useApproveReceipt, useDeclineReceipt } from '../api/review-receipt';
import type { PaymentDocument } from '../types';

export type ReceiptReviewValues = {
  paymentProviderId?: number;
  bankTransactionNumber?: string;
  amount?: number | null;
  paymentDate?: Dayjs;
  comments?: string;
};

const APPROVE_FIELDS = ['paymentProviderId', 'bankTransactionNumber', 'amount', 'paymentDate'] as const;

/** The approve failure the spec names: a 400 whose errors name bankTransactionNumber (PAY-21). */
function isTransactionNotUnique(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && Boolean(error.body.errors?.bankTransactionNumber);
}

/**
 * The receipt preview's actions: confirm (or save) the form's values, decline in two presses
 * (the first asks for the reason), and copy the bank transaction number.
 */
export function useReceiptReview(
  document: PaymentDocument,
  form: FormInstance<ReceiptReviewValues>,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const approve = useApproveReceipt();
  const decline = useDeclineReceipt();
  const [declining, setDeclining] = useState(false);

  async function onConfirm() {
    const values = await form.validateFields([...APPROVE_FIELDS]).catch(() => null);
    if (!values) return;
    try {
      await approve.mutateAsync({
        paymentDocumentId: document.paymentDocumentId,
        paymentProviderId: values.paymentProviderId ?? 0,
        amount: toMinorUnits(values.amount),
        paymentDate: (values.paymentDate ?? dayjs()).format('YYYY-MM-DD'),
        bankTransactionNumber: (values.bankTransactionNumber ?? '').trim(),
      });
      feedback.message.success(t('payments.messages.confirmed'));
      onClose();
    } catch (error) {
      if (isTransactionNotUnique(error)) {
        feedback.notification.error({ title: t('payments.messages.transactionNotUnique') });
      } else {
        feedback.notification.error({ title: t('payments.messages.systemError') });
      }
    }
  }

  async function onDecline() {
    if (!declining) {
      setDeclining(true);
      return;
    }
    const values = await form.validateFields(['comments']).catch(() => null);
    if (!values) return;
    try {
      await decline.mutateAsync({
        paymentDocumentId: document.paymentDocumentId,
        comments: (values.comments ?? '').trim(),
      });
      feedback.message.success(t('payments.messages.declined'));
      onClose();
    } catch {
      feedback.notification.error({ title: t('payments.messages.systemError') });
    }
  }

  async function copyTransaction() {
    const value = form.getFieldValue('bankTransactionNumber') ?? document.bankTransactionNumber ?? '';
    await navigator.clipboard?.writeText(value);
    feedback.message.success(t('payments.messages.transactionCopied'));
  }

  return {
    declining,
    onConfirm,
    onDecline,
    copyTransaction,
    confirmPending: approve.isPending,
    declinePending: decline.isPending,
  };
}
