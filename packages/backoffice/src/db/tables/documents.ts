import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.js';

// Documents (0024-documents): cases about an order, their comments, readers and changes.
export type DocumentType = 'order_investigation' | 'quality check' | 'delivery_complain';
export type DocumentState = 'open' | 'closed' | 'reopen';

export interface DocumentsTable {
  id: Generated<number>;
  region_id: string;
  type: DocumentType;
  state: Generated<DocumentState>;
  assigned_id: number;
  report_to_id: number;
  created_by: number;
  additional_info: Generated<string>;
  linked_object: number | null;
  order_short_code: string | null;
  order_full_name: string | null;
  order_preferred_date: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
export interface DocumentCommentsTable {
  id: Generated<number>;
  document_id: number;
  account_id: number;
  text: string;
  created_at: CreatedAt;
}
export interface DocumentReadsTable {
  document_id: number;
  account_id: number;
  last_comment_id: number;
}
export interface DocumentChangesTable {
  id: Generated<number>;
  document_id: number;
  account_id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
  created_at: CreatedAt;
}
export interface DocumentAttachmentsTable {
  id: Generated<number>;
  document_id: number;
  path: string;
  media_type: string;
  name: string;
  size: number;
  created_by: number;
  created_at: CreatedAt;
}

/** The documents tables, by table name; db/types.ts composes Database from these. */
export interface DocumentsTables {
  documents: DocumentsTable;
  document_comments: DocumentCommentsTable;
  document_reads: DocumentReadsTable;
  document_changes: DocumentChangesTable;
  document_attachments: DocumentAttachmentsTable;
}
