import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './columns.js';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

// The mail outbox (0017-outbox-mails): the order sheet by e-mail.
export interface OutboxMailsTable {
  id: Generated<number>;
  account_id: number | null;
  recipient: string;
  subject: string;
  body: string;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment: Uint8Array | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  transport: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  claimed_by: string | null;
  claimed_until: NullableTimestamp;
  provider_message_id: string | null;
}
export interface MailTables {
  outbox_mails: OutboxMailsTable;
}
