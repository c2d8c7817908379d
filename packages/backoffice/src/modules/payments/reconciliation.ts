/**
 * Reconciliation reports (RECON-01..18, decision 1133), one service over its use cases: the
 * upload (reconciliation-upload.ts: the link, the file, the report matched against the caller's
 * regions' orders and their payments), the reading and decisions (reconciliation-review.ts) and
 * the report's files (reconciliation-files.ts).
 */

import { createPaymentProviders } from './payment-providers.js';
import { createReconciliationFiles } from './reconciliation-files.js';
import { createReconciliationReview } from './reconciliation-review.js';
import { createReconciliationUpload } from './reconciliation-upload.js';
import { type PaymentServiceDeps, paymentParts } from './service.js';

export type ReconciliationDeps = PaymentServiceDeps;

export function createReconciliationService(deps: ReconciliationDeps) {
  const parts = paymentParts(deps);
  const review = createReconciliationReview(parts);
  return {
    ...review,
    ...createReconciliationUpload(parts, review),
    ...createReconciliationFiles(parts, review),
    providers: createPaymentProviders(parts).reportProviders,
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
