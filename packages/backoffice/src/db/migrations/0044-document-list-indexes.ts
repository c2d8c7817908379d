import type { Kysely } from 'kysely';

/**
 * The documents lists' capped counts and filters through indexes (decision 1221): by region and
 * type in region order, by the order's short code, and a reader's reads (the unread counts of a
 * page are read by reader, not document by document, when the page is deep).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('documents_region_type').on('documents').columns(['region_id', 'type', 'id']).execute();
  await db.schema.createIndex('documents_short_code').on('documents').columns(['order_short_code', 'id']).execute();
  await db.schema
    .createIndex('document_reads_account')
    .on('document_reads')
    .columns(['account_id', 'document_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_reads_account').execute();
  await db.schema.dropIndex('documents_short_code').execute();
  await db.schema.dropIndex('documents_region_type').execute();
}
