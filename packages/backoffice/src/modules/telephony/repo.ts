import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';

export type Extension = { accountId: number; extension: string; password: string };

/** Extensions are numbered from here upwards (1001, 1002, …). */
export const FIRST_EXTENSION = 1001;

export async function findExtension(db: ModuleDb<'telephony'>, accountId: number): Promise<Extension | undefined> {
  const row = await db
    .selectFrom('voip_extensions')
    .select(['account_id', 'extension', 'password'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && { accountId: row.account_id, extension: row.extension, password: row.password };
}

const newPassword = () => randomBytes(12).toString('base64url');

/**
 * Gives every listed account that has none the next free extension with a random password; one
 * extension per agent. Returns every listed account's extension (old and new). Runs in one
 * transaction under a table lock so that two callers never hand out the same number.
 */
export async function registerAccountExtensions(
  db: ModuleDb<'telephony'>,
  accountIds: readonly number[],
): Promise<Extension[]> {
  if (!accountIds.length) return [];
  return db.transaction().execute(async (trx) => {
    await sql`lock table voip_extensions in share row exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('voip_extensions').select(['account_id', 'extension']).execute();
    const held = new Set(existing.map((e) => e.account_id));
    const used = new Set(existing.map((e) => Number(e.extension)));
    let next = FIRST_EXTENSION;
    const fresh: { account_id: number; extension: string; password: string }[] = [];
    for (const accountId of new Set(accountIds)) {
      if (held.has(accountId)) continue;
      while (used.has(next)) next++;
      used.add(next);
      fresh.push({ account_id: accountId, extension: String(next), password: newPassword() });
    }
    if (fresh.length) await trx.insertInto('voip_extensions').values(fresh).execute();
    const rows = await trx
      .selectFrom('voip_extensions')
      .select(['account_id', 'extension', 'password'])
      .where('account_id', 'in', [...accountIds])
      .orderBy('extension')
      .execute();
    return rows.map((r) => ({ accountId: r.account_id, extension: r.extension, password: r.password }));
  });
}

export async function recordDial(
  db: ModuleDb<'telephony'>,
  dial: { accountId: number; extension: string; leadId?: number; orderId?: number },
): Promise<void> {
  await db
    .insertInto('voip_dials')
    .values({
      account_id: dial.accountId,
      extension: dial.extension,
      lead_id: dial.leadId ?? null,
      order_id: dial.orderId ?? null,
    })
    .execute();
}
