import pg from 'pg';

/**
 * Drops a test database once its connections are gone. pg's pool.end() resolves before its
 * backends have exited; a forced drop would kill them mid-goodbye and surface as unhandled
 * errors (57P01) in whatever test file runs next, so wait for them to go first.
 */
export async function dropDatabaseWhenFree(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`drop database if exists ${name}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await client.end();
  }
}
