/**
 * Many evaluations at once, set-based (bench/quality and the quality plans test): one form of the
 * first product, and an evaluation of every k-th answered, recorded call, made a day after the call
 * by one of the seeded managers, one in ten a critical fail.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';

export async function seedManyEvaluations(db: Kysely<Database>, count: number): Promise<number> {
  const product = await db.selectFrom('products').select(['id', 'region_id']).orderBy('id').executeTakeFirstOrThrow();
  const author = await db.selectFrom('accounts').select('id').orderBy('id').executeTakeFirstOrThrow();
  const form = await db
    .insertInto('quality_forms')
    .values({ product_id: product.id, region_id: product.region_id, name: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto('quality_form_versions')
    .values({ form_id: form.id, version: 1, sections: '[]', created_by: author.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const calls = await db
    .selectFrom('call_records')
    .select(sql<number>`count(*)`.as('n'))
    .where('audio_src', 'is not', null)
    .where('bill_sec', '>', 0)
    .where('account_id', 'is not', null)
    .executeTakeFirstOrThrow();
  const every = Math.max(1, Math.floor(Number(calls.n) / count));
  const evaluators = (await db.selectFrom('accounts').select('id').orderBy('id').execute()).map((a) => a.id);
  const evaluatorIds = sql.raw(`array[${evaluators.join(',')}]::int[]`);
  const inserted = await sql<{ n: number }>`
    with picked as (
      select id, account_id, region_id, product_id, call_date, row_number() over (order by id) as n
        from call_records
       where audio_src is not null and bill_sec > 0 and account_id is not null
    ), made as (
      insert into quality_evaluations
        (call_record_id, form_version_id, evaluator_id, agent_id, region_id, product_id, answers, comments,
         score, critical_failed, created_at)
      select id, ${version.id}, (${evaluatorIds})[1 + n % ${evaluators.length}], account_id, region_id, product_id,
             '[]', '[]', case when n % 10 = 0 then 0 else 40 + (n * 37) % 61 end, n % 10 = 0,
             call_date + interval '1 day'
        from picked
       where n % ${every} = 0
       limit ${count}
      returning 1
    )
    select count(*)::int as n from made`.execute(db);
  await sql`vacuum analyze quality_evaluations`.execute(db);
  return Number(inserted.rows[0]?.n ?? 0);
}
