import type { ModuleDb } from '../../db/owners.js';

export type PersonalDetails = { personalEmail: string; personalPhone: string; personalTgLogin: string };

/** The personal details an account keeps on its own profile, once it has saved them. */
export async function findPersonalDetails(
  db: ModuleDb<'profile'>,
  accountId: number,
): Promise<PersonalDetails | undefined> {
  const row = await db
    .selectFrom('account_profiles')
    .select(['personal_email', 'personal_phone', 'personal_tg_login'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row
    ? { personalEmail: row.personal_email, personalPhone: row.personal_phone, personalTgLogin: row.personal_tg_login }
    : undefined;
}

export async function savePersonalDetails(
  db: ModuleDb<'profile'>,
  accountId: number,
  details: PersonalDetails,
  now: Date,
): Promise<void> {
  const values = {
    personal_email: details.personalEmail,
    personal_phone: details.personalPhone,
    personal_tg_login: details.personalTgLogin,
    updated_at: now,
  };
  await db
    .insertInto('account_profiles')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
}
