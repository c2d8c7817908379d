/**
 * Demo telephony: with a PBX configured the two demo agents (agent, agent2) get the voip feature,
 * the voip:outbound permission (role "telephony") and an extension each; without one these demo
 * grants are taken away again, so that a data directory reused without a PBX shows plain phones.
 * A seed: it writes the accounts module's roles and features beside telephony's extensions.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { createTelephonyService } from '../modules/telephony/index.js';
import type { TelephonyConfig } from '../platform/telephony-config.js';

export const DEMO_VOIP_USERNAMES = ['agent', 'agent2'] as const;
export const TELEPHONY_ROLE = 'telephony';

export async function seedTelephonyDemo(db: Kysely<Database>, telephony: TelephonyConfig): Promise<void> {
  const accounts = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', 'in', [...DEMO_VOIP_USERNAMES])
    .execute();
  const ids = accounts.map((a) => a.id);
  if (!ids.length) return;
  if (!telephony.enabled) {
    await db
      .deleteFrom('account_features')
      .where('account_id', 'in', ids)
      .where('feature', 'in', ['voip', 'VOIP'])
      .execute();
    const role = await db.selectFrom('roles').select('id').where('name', '=', TELEPHONY_ROLE).executeTakeFirst();
    if (role)
      await db.deleteFrom('account_roles').where('role_id', '=', role.id).where('account_id', 'in', ids).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('roles')
      .values({ name: TELEPHONY_ROLE })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', TELEPHONY_ROLE)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('role_permissions')
      .values({ role_id: role.id, permission: 'voip:outbound' })
      .onConflict((oc) => oc.columns(['role_id', 'permission']).doNothing())
      .execute();
    await trx
      .insertInto('account_roles')
      .values(ids.map((account_id) => ({ account_id, role_id: role.id })))
      .onConflict((oc) => oc.columns(['account_id', 'role_id']).doNothing())
      .execute();
    await trx
      .insertInto('account_features')
      .values(ids.map((account_id) => ({ account_id, feature: 'voip' })))
      .onConflict((oc) => oc.columns(['account_id', 'feature']).doNothing())
      .execute();
  });
  await createTelephonyService({ db, telephony }).registerExtensions(ids);
}
