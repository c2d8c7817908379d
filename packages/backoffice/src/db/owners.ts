import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types.js';

/**
 * Who owns each table. A module's repositories get a handle typed to its own tables (plus the
 * platform's), so selecting, joining or writing another module's table does not compile; what a
 * module needs of another's data it asks through that module's face. The map is checked against
 * Database (every table has exactly one owner) and against the migrated schema by
 * src/module-tables.test.ts.
 */
export const TABLE_OWNERS = {
  // The platform floor: audit trail, event and mail outboxes, replayed requests.
  audit_log: 'platform',
  outbox_events: 'platform',
  outbox_mails: 'platform',
  idempotency_keys: 'platform',
  // Sign-in (src/identity), beside the modules.
  oidc_payloads: 'identity',
  oidc_keys: 'identity',
  sign_in_failures: 'identity',
  deployment_settings: 'identity',
  sign_in_known_addresses: 'identity',
  accounts: 'accounts',
  roles: 'accounts',
  role_permissions: 'accounts',
  account_roles: 'accounts',
  account_regions: 'accounts',
  account_features: 'accounts',
  groups: 'accounts',
  group_products: 'accounts',
  group_webmasters: 'accounts',
  group_features: 'accounts',
  account_groups: 'accounts',
  // Reference data every module reads (decision 1816): the catalog's.
  regions: 'catalog',
  products: 'catalog',
  webmasters: 'catalog',
  offers: 'catalog',
  discounts: 'catalog',
  offer_discounts: 'catalog',
  scripts: 'scripts',
  script_versions: 'scripts',
  script_confirmations: 'scripts',
  browser_sessions: 'sessions',
  account_profiles: 'profile',
  leads: 'workspace',
  shifts: 'workspace',
  tasks: 'workspace',
  task_executions: 'workspace',
  lead_surveys: 'workspace',
  lead_logs: 'workspace',
  phone_blacklist: 'workspace',
  orders: 'orders',
  order_items: 'orders',
  order_events: 'orders',
  order_messages: 'orders',
  order_reminders: 'orders',
  order_comments: 'orders',
  provider_comments: 'orders',
  chat_tickets: 'orders',
  tags: 'orders',
  order_tags: 'orders',
  addresses: 'delivery',
  delivery_providers: 'delivery',
  delivery_places: 'delivery',
  delivery_address_places: 'delivery',
  delivery_coverage: 'delivery',
  delivery_holidays: 'delivery',
  delivery_reports: 'delivery',
  delivery_report_rows: 'delivery',
  delivery_report_errors: 'delivery',
  delivery_provider_sends: 'delivery',
  delivery_report_mappings: 'delivery',
  delivery_discrepancies: 'delivery',
  voip_extensions: 'telephony',
  voip_dials: 'telephony',
  call_records: 'telephony',
  reconciliation_reports: 'payments',
  reconciliation_report_rows: 'payments',
  reconciliation_report_errors: 'payments',
  payment_providers: 'payments',
  payment_documents: 'payments',
  payment_document_decisions: 'payments',
  payment_links: 'payments',
  deposit_accounts: 'deposit-accounts',
  documents: 'documents',
  document_comments: 'documents',
  document_reads: 'documents',
  document_changes: 'documents',
  document_attachments: 'documents',
  partners: 'webmasters',
  lead_intakes: 'webmasters',
  webmaster_offer_rates: 'webmasters',
  webmaster_guarantees: 'webmasters',
  guarantee_sets: 'guarantees',
  guarantee_set_rows: 'guarantees',
  agency_payouts: 'offers',
  staff_positions: 'employees',
  legal_entities: 'employees',
  employee_info: 'employees',
  payslip_tariffs: 'payslips',
  payslip_usd_rates: 'payslips',
  payslips: 'payslips',
  payslip_regions: 'payslips',
  account_payslips: 'payslips',
  salary_items: 'payslips',
  salary_item_orders: 'payslips',
  quality_forms: 'quality',
  quality_form_versions: 'quality',
  quality_evaluations: 'quality',
  quality_sample_settings: 'quality',
  quality_sample_weeks: 'quality',
  quality_sample_picks: 'quality',
} as const satisfies Record<keyof Database, string>;

export type TableOwner = (typeof TABLE_OWNERS)[keyof Database];

/** The tables `owner` owns, by name, with their row types. */
export type TablesOf<Owner extends TableOwner> = Pick<
  Database,
  { [T in keyof Database]: (typeof TABLE_OWNERS)[T] extends Owner ? T : never }[keyof Database]
>;

/** What a module's repositories query: its own tables and the platform's (audit, outboxes). */
export type ModuleTables<Owner extends TableOwner> = TablesOf<Owner | 'platform'>;

/** A module's database handle (a connection or the caller's transaction). */
export type ModuleDb<Owner extends TableOwner> = Kysely<ModuleTables<Owner>>;

/**
 * The one narrowing: a handle (the application's, a flow's transaction, or a module's own) typed
 * to what `owner` owns. It is the same connection or transaction at run time (`isTransaction` still
 * tells), so a flow that passes its transaction to several modules' faces keeps one atomic unit.
 * The handle must already reach the owner's tables, so a module's handle never widens into
 * another module's. Kysely<Database> is not reliably assignable to Kysely<Pick<…>> (a Transaction
 * never is), hence the cast, in this one place.
 */
export function ownTables<Owner extends TableOwner, DB extends ModuleTables<Owner>>(
  db: Kysely<DB> | Transaction<DB>,
  _owner: Owner,
): ModuleDb<Owner> {
  return db as unknown as ModuleDb<Owner>;
}

/** The tables of the database a handle typed to `DB` does not reach. */
type Lacking<DB> = Exclude<keyof Database, keyof DB>;

/**
 * The last parameter of a face function that binds other modules' faces to the handle it is
 * given, so it needs one that reaches every table: the application's or a transaction on it. For
 * such a handle it is empty; for a module's narrowed handle it asks for an argument naming the
 * tables the handle lacks, so the call does not compile. A `Kysely<Database>` parameter (or
 * `<DB extends Database>`) would not refuse it: Kysely takes a handle typed to fewer tables
 * where one typed to more is asked for.
 */
export type ReachesEveryTable<DB> = [Lacking<DB>] extends [never] ? [] : [lacking: Lacking<DB>];

/**
 * The application's handle or a flow's transaction (still the transaction at run time), typed
 * as the whole database for the other modules' faces. `ReachesEveryTable` proves the handle
 * reaches every table, so nothing is widened; the cast is only TypeScript's, which cannot relate
 * `Kysely<DB>` to `Kysely<Database>` for a generic `DB`.
 */
export function wholeHandle<DB>(
  handle: Kysely<DB> | Transaction<DB>,
  ..._every: ReachesEveryTable<DB>
): Kysely<Database> {
  return handle as unknown as Kysely<Database>;
}
