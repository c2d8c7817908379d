/**
 * Server pagination: one page of a list and how many rows the whole list has, the
 * `{ totalSize, content }` every paged endpoint answers with.
 */
import { type SelectQueryBuilder, sql } from 'kysely';

export type Page<T> = { totalSize: number; content: T[] };

/** A page number from 0 and the rows a page holds. */
export type PageRequest = { page: number; size: number };

/**
 * Runs the page of `rows` (its columns and order, no limit) and the count of `matching` (the same
 * filter, without columns) side by side.
 *
 * Two queries rather than one with `count(*) over ()`: a window count is computed over every
 * matching row before the limit, so the select list's subqueries would run for all of them instead
 * of the page's, and a page past the end would come back with no row to carry the count.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  // biome-ignore lint/suspicious/noExplicitAny: only counted, whatever its tables and columns
  matching: SelectQueryBuilder<any, any, any>,
  { page, size }: PageRequest,
): Promise<Page<O>> {
  const [content, count] = await Promise.all([
    rows
      .limit(size)
      .offset(page * size)
      .execute(),
    matching.clearSelect().select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { totalSize: Number(count.n), content };
}
