/**
 * Many documents by SQL, for the documents plan test and the documents bench: `users` accounts
 * (`<prefix>-0…`) in every region, `documents` documents spread over the four regions, the three
 * types and the three states, with people among those accounts, 3 comments each, and every
 * second document read by its assignee. Answers the accounts' ids in order.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';

export async function seedManyDocuments(
  db: Kysely<Database>,
  { documents, users, prefix = 'bench-docs' }: { documents: number; users: number; prefix?: string },
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < users; i++) {
    const row = await db
      .insertInto('accounts')
      .values({
        username: `${prefix}-${i}`,
        password_hash: 'x',
        name: `Usuario${i}`,
        surname: 'Bench',
        email: `${prefix}-${i}@umbrella.example`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await sql`
    insert into account_regions (account_id, region_id)
    select a.id, r.id from accounts a cross join regions r where a.id = any(${ids})`.execute(db);
  const first = ids[0] as number;
  const marker = `Seeded document ${prefix} `;
  const batch = 50_000;
  for (let from = 0; from < documents; from += batch) {
    const to = Math.min(documents, from + batch) - 1;
    await sql`
      insert into documents (region_id, type, state, assigned_id, report_to_id, created_by, additional_info,
                             order_short_code, created_at, updated_at)
      select (array['pe-central','cl-central','co-central','mx-central'])[1 + n % 4],
             (array['order_investigation','quality check','delivery_complain'])[1 + n % 3],
             (array['open','closed','reopen'])[1 + (n / 7) % 3],
             ${first} + (n * 7) % ${users}, ${first} + (n * 13) % ${users}, ${first} + (n * 31) % ${users},
             ${marker} || n, 'PER-' || lpad((n % 999)::text, 3, '0') || '-' || lpad(n::text, 6, '0'),
             now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) as n`.execute(db);
  }
  await sql`
    insert into document_comments (document_id, account_id, text, created_at)
    select d.id, d.created_by, 'Comentario ' || k, d.created_at + (k || ' minutes')::interval
    from documents d cross join generate_series(1, 3) as k
    where d.additional_info like ${`${marker}%`}`.execute(db);
  await sql`
    insert into document_reads (document_id, account_id, last_comment_id)
    select d.id, d.assigned_id, (select max(c.id) from document_comments c where c.document_id = d.id)
    from documents d where d.additional_info like ${`${marker}%`} and d.id % 2 = 0`.execute(db);
  await sql`analyze`.execute(db);
  return ids;
}
