import { type RawBuilder, sql } from 'kysely';

/**
 * An account's display name ("name surname") in a query that left-joins accounts as `alias`;
 * null where the join found no account (an action of the system).
 */
export function accountDisplayNameSql(alias: string): RawBuilder<string | null> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<
    string | null
  >`case when ${column('id')} is null then null else trim(${column('name')} || ' ' || ${column('surname')}) end`;
}
