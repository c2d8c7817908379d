import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.js';

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
}

/** The scripts tables, by table name; db/types.ts composes Database from these. */
export interface ScriptsTables {
  scripts: ScriptsTable;
  script_versions: ScriptVersionsTable;
}
