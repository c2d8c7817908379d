/**
 * Many softphone agents for the telephony tests: copies of the demo `agent` (its roles — with
 * voip:outbound when the back-office runs with telephony on — regions and the voip feature, as the
 * telephony demo seed gives it), each given an extension through the product's own route
 * (POST /module/resources/api/v1/voip-extensions, as an administrator would), asked through the
 * gateway. Bulk SQL for the copies, so that a hundred take a moment.
 */
import { sql } from 'kysely';
import type { TelephonyTestGateway } from './telephony.js';

export type VoipAgent = { username: string; extension: string; token: string };

const REGISTER_EXTENSIONS = '/module/resources/api/v1/voip-extensions';

export async function createVoipAgents(
  gateway: Pick<TelephonyTestGateway, 'db' | 'url' | 'token'>,
  count: number,
  prefix = 'voip-agent-',
): Promise<VoipAgent[]> {
  const { db } = gateway;
  const agent = await db.selectFrom('accounts').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow();
  await sql`insert into accounts (username, password_hash, name, surname, email, timezone, position)
    select ${prefix} || lpad(i::text, 4, '0'), a.password_hash, a.name, 'Softphone ' || i,
           ${prefix} || lpad(i::text, 4, '0') || '@umbrella.example', a.timezone, a.position
    from accounts a, generate_series(1, ${count}) i where a.id = ${agent.id}`.execute(db);
  const copies = sql`(select id from accounts where username like ${`${prefix}%`})`;
  await sql`insert into account_roles (account_id, role_id)
    select c.id, r.role_id from ${copies} c, account_roles r where r.account_id = ${agent.id}`.execute(db);
  await sql`insert into account_regions (account_id, region_id)
    select c.id, r.region_id from ${copies} c, account_regions r where r.account_id = ${agent.id}`.execute(db);
  await sql`insert into account_features (account_id, feature)
    select c.id, f.feature from ${copies} c, account_features f where f.account_id = ${agent.id}`.execute(db);
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'username'])
    .where('username', 'like', `${prefix}%`)
    .orderBy('username')
    .execute();

  const response = await fetch(`${gateway.url}${REGISTER_EXTENSIONS}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await gateway.token('admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ accountIds: accounts.map((a) => a.id) }),
  });
  if (response.status !== 200) throw new Error(`voip-extensions answered ${response.status}: ${await response.text()}`);
  const extensions = new Map(
    ((await response.json()) as { agentId: number; extensionId: string }[]).map((e) => [e.agentId, e.extensionId]),
  );
  return Promise.all(
    accounts.map(async (account) => ({
      username: account.username,
      extension: extensions.get(account.id) as string,
      token: await gateway.token(account.username),
    })),
  );
}
