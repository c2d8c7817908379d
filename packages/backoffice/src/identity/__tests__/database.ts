import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../db/database.js';
import { hashPassword } from '../../platform/password.js';
import { dropDatabaseWhenFree } from '../../testing/drop-database.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the suite's PostgreSQL run), dropped on close.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    return handle;
  }
  const name = `identity_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabaseWhenFree(serverUrl, name);
    },
  };
}

export type TestAccount = {
  username: string;
  password: string;
  name?: string;
  surname?: string;
  email?: string;
  position?: 'Agent' | 'MANAGER';
  blocked?: boolean;
  permissions?: string[];
  regionIds?: string[];
  features?: string[];
};

let sharedHash: { password: string; hash: Promise<string> } | undefined;

/** Inserts an account with a role carrying its permissions; returns its id. */
export async function insertAccount({ db }: DatabaseHandle, account: TestAccount): Promise<number> {
  // One scrypt hash per password per run keeps the suite fast (~50 ms a hash).
  if (sharedHash?.password !== account.password) {
    sharedHash = { password: account.password, hash: hashPassword(account.password) };
  }
  const passwordHash = await sharedHash.hash;
  for (const region of account.regionIds ?? []) {
    await db
      .insertInto('regions')
      .values({
        id: region,
        name: region,
        full_name: region,
        country: region.slice(0, 2).toUpperCase(),
        phone_prefix: '+51',
        timezone: 'America/Lima',
        currency: 'PEN',
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const { id } = await db
    .insertInto('accounts')
    .values({
      username: account.username,
      password_hash: passwordHash,
      name: account.name ?? account.username,
      surname: account.surname ?? '',
      email: account.email ?? `${account.username}@umbrella.test`,
      position: account.position ?? 'Agent',
      blocked: account.blocked ?? false,
      team_name: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (account.permissions?.length) {
    const role = await db
      .insertInto('roles')
      .values({ name: `role-of-${account.username}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_permissions')
      .values(account.permissions.map((permission) => ({ role_id: role.id, permission })))
      .execute();
    await db.insertInto('account_roles').values({ account_id: id, role_id: role.id }).execute();
  }
  if (account.regionIds?.length) {
    await db
      .insertInto('account_regions')
      .values(account.regionIds.map((region_id) => ({ account_id: id, region_id })))
      .execute();
  }
  if (account.features?.length) {
    await db
      .insertInto('account_features')
      .values(account.features.map((feature) => ({ account_id: id, feature })))
      .execute();
  }
  return id;
}
