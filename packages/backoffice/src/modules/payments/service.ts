/**
 * The payments service (PAY-01..32, decision 1131), one face over its use cases: finance's review
 * of the receipts (receipt-review.ts), staff's uploads (receipt-uploads.ts), the customer's
 * payment page side (customer-receipts.ts) and the payment providers (payment-providers.ts). Its
 * queries take the payments' own tables; other modules' data comes through their faces.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { FileStore } from '../../platform/file-store/index.js';
import { createCustomerReceipts } from './customer-receipts.js';
import { otherModules } from './other-modules.js';
import type { PaymentParts } from './parts.js';
import { createPaymentProviders } from './payment-providers.js';
import { createReceiptFiles } from './receipt-files.js';
import { createReceiptReview } from './receipt-review.js';
import { createReceiptUploads } from './receipt-uploads.js';

export type { PaymentCaller } from './parts.js';

export type PaymentServiceDeps = { db: Kysely<Database>; clock: Clock; files: FileStore };

/** The payments' parts bound to the application's handle, narrowed at this door. */
export function paymentParts({ db: appDb, clock, files }: PaymentServiceDeps): PaymentParts {
  return { db: ownTables(appDb, 'payments'), others: otherModules(appDb), clock, files };
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const parts = paymentParts(deps);
  const receiptFiles = createReceiptFiles(parts);
  return {
    ...createReceiptReview(parts, receiptFiles),
    ...createReceiptUploads(parts, receiptFiles),
    ...createCustomerReceipts(parts, receiptFiles),
    ...createPaymentProviders(parts),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
