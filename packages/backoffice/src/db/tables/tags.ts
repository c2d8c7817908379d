import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.js';

// Order tags (0015-order-tags): a region's system and user tags, and the tags each order carries.
export interface TagsTable {
  id: Generated<number>;
  region_id: string;
  value: string;
  title: string;
  color: string;
  category: string;
  type: 'user' | 'system';
  created_by: number | null;
  created_at: CreatedAt;
}
export interface OrderTagsTable {
  order_id: number;
  tag_id: number;
  created_by: number | null;
  created_at: CreatedAt;
}

/** The tag tables, by table name; db/types.ts composes Database from these. */
export interface TagsTables {
  tags: TagsTable;
  order_tags: OrderTagsTable;
}
