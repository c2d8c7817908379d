/**
 * Row types of the back-office tables, one interface per table, named after the table.
 *
 * Each module's tables live in db/tables/<module>.ts (identity, accounts, catalog, workspace,
 * orders, tags, delivery, telephony, scripts, sessions, events, idempotency), with the shared column
 * types in db/tables/columns.ts. They sit in db/, not in the modules: the database layer is on
 * the platform floor, below the modules, and may not import them (lint/module-boundaries.js);
 * the migrations and Database describe the one schema every module shares.
 *
 * This file re-exports every table type, so `import … from '…/db/types.js'` keeps working.
 */
import type { AccountsTables } from './tables/accounts.js';
import type { AffiliatesTables } from './tables/affiliates.js';
import type { AuditTables } from './tables/audit.js';
import type { BlacklistTables } from './tables/blacklist.js';
import type { CallRecordsTables } from './tables/call-records.js';
import type { CatalogTables } from './tables/catalog.js';
import type { DeliveryTables } from './tables/delivery.js';
import type { DocumentsTables } from './tables/documents.js';
import type { EventsTables } from './tables/events.js';
import type { IdempotencyTables } from './tables/idempotency.js';
import type { IdentityTables } from './tables/identity.js';
import type { MailTables } from './tables/mail.js';
import type { OffersAdminTables } from './tables/offers-admin.js';
import type { OrderDeskTables } from './tables/order-desk.js';
import type { OrdersTables } from './tables/orders.js';
import type { PaymentsTables } from './tables/payments.js';
import type { ProfileTables } from './tables/profile.js';
import type { QualityTables } from './tables/quality.js';
import type { QualitySamplingTables } from './tables/quality-sampling.js';
import type { ScriptsTables } from './tables/scripts.js';
import type { SessionsTables } from './tables/sessions.js';
import type { StaffTables } from './tables/staff.js';
import type { TagsTables } from './tables/tags.js';
import type { TelephonyTables } from './tables/telephony.js';
import type { WorkspaceTables } from './tables/workspace.js';

export type * from './tables/accounts.js';
export type * from './tables/audit.js';
export type * from './tables/blacklist.js';
export type * from './tables/call-records.js';
export type * from './tables/catalog.js';
export type * from './tables/delivery.js';
export type * from './tables/documents.js';
export type * from './tables/events.js';
export type * from './tables/idempotency.js';
export type * from './tables/identity.js';
export type * from './tables/mail.js';
export type * from './tables/offers-admin.js';
export type * from './tables/order-desk.js';
export type * from './tables/orders.js';
export type * from './tables/payments.js';
export type * from './tables/profile.js';
export type * from './tables/quality.js';
export type * from './tables/quality-sampling.js';
export type * from './tables/scripts.js';
export type * from './tables/sessions.js';
export type * from './tables/staff.js';
export type * from './tables/tags.js';
export type * from './tables/telephony.js';
export type * from './tables/workspace.js';

/** Every table of the back-office database, by name: the union of each module's tables. */
export interface Database
  extends IdentityTables,
    AccountsTables,
    CatalogTables,
    ScriptsTables,
    SessionsTables,
    IdempotencyTables,
    EventsTables,
    WorkspaceTables,
    OrdersTables,
    OrderDeskTables,
    TagsTables,
    BlacklistTables,
    MailTables,
    PaymentsTables,
    TelephonyTables,
    DeliveryTables,
    CallRecordsTables,
    DocumentsTables,
    AffiliatesTables,
    OffersAdminTables,
    ProfileTables,
    StaffTables,
    QualityTables,
    QualitySamplingTables,
    AuditTables {}
