/**
 * A profile and its edits (PROFILE-03, PROFILE-15..21): a profile by id for anyone who shares a
 * region with it, edits of one's own, and the regions and people the profile screen names.
 */
import { isTimeZone, type Profile, type UpdateProfileBody } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { forbidden, invalid } from '../../platform/http-error.js';
import { type AccountProfile, accountChanges, accountLookup } from '../accounts/index.js';
import { createCatalogService } from '../catalog/index.js';
import { type ProfileCaller, profileAccess } from './profile-access.js';
import { findPersonalDetails, savePersonalDetails } from './repo.js';

export function createProfileDetails({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const catalog = createCatalogService({ db });
  const accounts = accountLookup(db);
  const visibleAccount = profileAccess(accounts);

  async function toProfile(caller: ProfileCaller, account: AccountProfile): Promise<Profile> {
    const [own, teams] = await Promise.all([
      findPersonalDetails(ownTables(db, 'profile'), account.id),
      accounts.teams(account.id),
    ]);
    return {
      id: account.id,
      name: account.name,
      surname: account.surname,
      personalEmail: own?.personalEmail ?? (account.personalEmail || account.email),
      personalPhone: own?.personalPhone ?? account.personalPhone,
      personalTgLogin: own?.personalTgLogin ?? account.personalTgLogin,
      timezone: account.timezone,
      regionIds: account.regionIds.filter((r) => caller.regionIds.includes(r)),
      teamMemberInfo: teams,
    };
  }

  return {
    /** PROFILE-03. */
    async get(caller: ProfileCaller, accountId: number): Promise<Profile> {
      return toProfile(caller, await visibleAccount(caller, accountId));
    },

    /** PROFILE-16..21: one's own profile only; the timezone is the account's (decision 1611). */
    async update(caller: ProfileCaller, accountId: number, body: UpdateProfileBody): Promise<Profile> {
      await visibleAccount(caller, accountId);
      if (accountId !== caller.accountId) throw forbidden('Only your own profile can be edited');
      const personalEmail = body.personalEmail.trim();
      const personalTgLogin = body.personalTgLogin.trim();
      const timezone = body.timezone.trim();
      if (!personalTgLogin) throw invalid('personalTgLogin', 'is required');
      if (!isTimeZone(timezone)) throw invalid('timezone', 'is not a known time zone');
      await db.transaction().execute(async (trx) => {
        await savePersonalDetails(
          ownTables(trx, 'profile'),
          accountId,
          { personalEmail, personalPhone: body.personalPhone ?? '', personalTgLogin },
          clock.now(),
        );
        await accountChanges(trx).setTimezone(accountId, timezone);
      });
      return toProfile(caller, await visibleAccount(caller, accountId));
    },

    /** PROFILE-15: the caller's regions among `ids`. */
    regions: (caller: ProfileCaller, ids: readonly string[]) =>
      catalog.regions(ids.filter((id) => caller.regionIds.includes(id))),

    /** PROFILE-15: everyone of the caller's regions, keyed by e-mail. */
    usersInfo: (caller: ProfileCaller) => accounts.usersInfoByEmail(caller.regionIds),
  };
}
