import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './columns.js';

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
  status: ColumnType<
    'pending' | 'sent' | 'failed',
    'pending' | 'sent' | 'failed' | undefined,
    'pending' | 'sent' | 'failed'
  >;
  attempts: Generated<number>;
  transport: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}
export interface MailTables {
  outbox_mails: OutboxMailsTable;
}
