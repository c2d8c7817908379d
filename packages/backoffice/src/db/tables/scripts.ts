import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.js';

// Call scripts (0001-initial) and their versions.
export interface ScriptsTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  created_at: CreatedAt;
}
export interface ScriptVersionsTable {
  id: Generated<number>;
  script_id: number;
  version: number;
  format: 'html' | 'markdown';
  body: string;
  published_at: Date | null;
  created_at: CreatedAt;
  created_by: number | null;
  published_by: number | null;
}
/** The last version of a script an account confirmed having read (0023). */
export interface ScriptConfirmationsTable {
  account_id: number;
  script_id: number;
  script_version_id: number;
  confirmed_at: UpdatedAt;
}

/** The scripts tables, by table name; db/types.ts composes Database from these. */
export interface ScriptsTables {
  scripts: ScriptsTable;
  script_versions: ScriptVersionsTable;
  script_confirmations: ScriptConfirmationsTable;
}
