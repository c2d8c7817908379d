import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './columns.js';

// Payments (0020-payments): providers, payment documents and their decisions.
export interface PaymentProvidersTable {
  id: Generated<number>;
  name: string;
  kind: 'direct' | 'report' | 'card';
  /** The regions whose payments go through it (migration 0056). */
  region_ids: Generated<string[]>;
}
export interface PaymentDocumentsTable {
  id: Generated<number>;
  order_id: number;
  order_short_code: string;
  region_id: string;
  /** customer: sent from the payment page (0060). */
  source: 'upload' | 'card_processor' | 'customer';
  status: ColumnType<
    'pending' | 'approved' | 'declined',
    'pending' | 'approved' | 'declined' | undefined,
    'pending' | 'approved' | 'declined'
  >;
  file_key: string | null;
  content_type: string | null;
  payment_provider_id: number | null;
  /** YYYY-MM-DD. */
  payment_date: ColumnType<string | null, string | null, string | null>;
  /** bigint: read back as a number (pg's parser) or a string; Number() it. */
  amount_minor: ColumnType<number | string | null, number | null, number | null>;
  bank_transaction_number: string | null;
  comments: string | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: CreatedAt;
  decided_by: number | null;
  decided_at: NullableTimestamp;
}
export interface PaymentDocumentDecisionsTable {
  id: Generated<number>;
  payment_document_id: number;
  action: 'approve' | 'decline';
  account_id: number | null;
  at: Timestamp;
  details: ColumnType<unknown, string, string>;
}
export type ReconciliationStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'APPROVED_WITH_WARNINGS';
// Reconciliation reports (0021-reconciliation-reports).
export interface ReconciliationReportsTable {
  id: Generated<number>;
  payment_provider_id: number;
  payment_date: string;
  bank_transaction_number: string;
  amount_minor: ColumnType<number | string, number, number>;
  status: ReconciliationStatus;
  file_name: string | null;
  file_key: string | null;
  comments: string | null;
  created_by: number | null;
  who_did: string | null;
  created_at: CreatedAt;
  decided_by: number | null;
  decided_at: NullableTimestamp;
}
export interface ReconciliationReportRowsTable {
  id: Generated<number>;
  report_id: number;
  row_number: number;
  order_short_code: string;
  order_id: number | null;
  amount_minor: ColumnType<number | string, number, number>;
}
export interface ReconciliationReportErrorsTable {
  id: Generated<number>;
  report_id: number;
  type: string;
  row_number: number | null;
  order_short_code: string | null;
  message: string;
}
export interface PaymentsTables {
  reconciliation_reports: ReconciliationReportsTable;
  reconciliation_report_rows: ReconciliationReportRowsTable;
  reconciliation_report_errors: ReconciliationReportErrorsTable;
  payment_providers: PaymentProvidersTable;
  payment_documents: PaymentDocumentsTable;
  payment_document_decisions: PaymentDocumentDecisionsTable;
  deposit_accounts: DepositAccountsTable;
  payment_links: PaymentLinksTable;
}

/** The accounts a region's Deposit customers pay into (0059-deposit-accounts), in `position` order. */
export interface DepositAccountsTable {
  id: Generated<number>;
  region_id: string;
  position: number;
  kind: 'bank' | 'wallet';
  institution: string;
  label: string;
  account_number: string;
  holder: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A payment link's token, kept as its SHA-256 hex (0060-payment-links). */
export interface PaymentLinksTable {
  id: Generated<number>;
  token_hash: string;
  order_id: number;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date, Date>;
}
