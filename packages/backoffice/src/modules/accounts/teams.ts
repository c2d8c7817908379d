/**
 * Teams as the profile and its statistics see them (PROFILE-04..06, decision 1611): a team is a
 * group; its lead is its first MANAGER member (by account id). Also the people lookups the profile
 * needs: everyone's name keyed by e-mail (PROFILE-15) and one's own timezone.
 */
import type { ModuleDb } from '../../db/owners.js';

export type TeamMember = { id: number; name: string; surname: string; position: 'Agent' | 'MANAGER' };
export type Team = { id: number; name: string; regionId: string; members: TeamMember[] };
export type AccountTeam = {
  teamId: number;
  teamName: string;
  teamRole: 'LEAD' | 'MEMBER';
  teamLeadName: string | null;
};

const fullName = (m: { name: string; surname: string }) => `${m.name} ${m.surname}`.trim();
const leadOf = (members: readonly TeamMember[]) => members.find((m) => m.position === 'MANAGER');

async function membersOf(db: ModuleDb<'accounts'>, groupIds: readonly number[]) {
  if (!groupIds.length) return new Map<number, TeamMember[]>();
  const rows = await db
    .selectFrom('account_groups as ag')
    .innerJoin('accounts as a', 'a.id', 'ag.account_id')
    .select(['ag.group_id', 'a.id', 'a.name', 'a.surname', 'a.position'])
    .where('ag.group_id', 'in', [...groupIds])
    .where('a.deleted_at', 'is', null)
    .orderBy('a.id')
    .execute();
  const byGroup = new Map<number, TeamMember[]>();
  for (const { group_id, ...member } of rows) byGroup.set(group_id, [...(byGroup.get(group_id) ?? []), member]);
  return byGroup;
}

/** The teams an account belongs to, by name, with its role in each and each team's lead. */
export async function accountTeams(db: ModuleDb<'accounts'>, accountId: number): Promise<AccountTeam[]> {
  const groups = await db
    .selectFrom('account_groups as ag')
    .innerJoin('groups as g', 'g.id', 'ag.group_id')
    .select(['g.id', 'g.name'])
    .where('ag.account_id', '=', accountId)
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
  const members = await membersOf(
    db,
    groups.map((g) => g.id),
  );
  return groups.map((g) => {
    const lead = leadOf(members.get(g.id) ?? []);
    return {
      teamId: g.id,
      teamName: g.name,
      teamRole: lead?.id === accountId ? 'LEAD' : 'MEMBER',
      teamLeadName: lead ? fullName(lead) : null,
    };
  });
}

/** The teams of these regions with their (not deleted) members, by name (the teams leaderboard). */
export async function teamsInRegions(db: ModuleDb<'accounts'>, regionIds: readonly string[]): Promise<Team[]> {
  if (!regionIds.length) return [];
  const groups = await db
    .selectFrom('groups')
    .select(['id', 'name', 'region_id'])
    .where('region_id', 'in', [...regionIds])
    .orderBy('name')
    .orderBy('id')
    .execute();
  const members = await membersOf(
    db,
    groups.map((g) => g.id),
  );
  return groups.map((g) => ({ id: g.id, name: g.name, regionId: g.region_id, members: members.get(g.id) ?? [] }));
}

/** A team with its (not deleted) members, or undefined. */
export async function findTeam(db: ModuleDb<'accounts'>, groupId: number): Promise<Team | undefined> {
  const group = await db
    .selectFrom('groups')
    .select(['id', 'name', 'region_id'])
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) return undefined;
  const members = (await membersOf(db, [group.id])).get(group.id) ?? [];
  return { id: group.id, name: group.name, regionId: group.region_id, members };
}

/** PROFILE-15: name, surname and blocked of every account of these regions, keyed by e-mail. */
export async function usersInfoByEmail(
  db: ModuleDb<'accounts'>,
  regionIds: readonly string[],
): Promise<Record<string, { name: string; surname: string; blocked: boolean }>> {
  if (!regionIds.length) return {};
  const rows = await db
    .selectFrom('accounts as a')
    .select(['a.email', 'a.name', 'a.surname', 'a.blocked'])
    .where('a.deleted_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_regions as ar')
          .select('ar.account_id')
          .whereRef('ar.account_id', '=', 'a.id')
          .where('ar.region_id', 'in', [...regionIds]),
      ),
    )
    .orderBy('a.email')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.email, { name: r.name, surname: r.surname, blocked: r.blocked }]));
}

/** The account's timezone, the one its dates are shown in (AUTH-19): one's own profile sets it. */
export async function setAccountTimezone(db: ModuleDb<'accounts'>, accountId: number, timezone: string): Promise<void> {
  await db.updateTable('accounts').set({ timezone, updated_at: new Date() }).where('id', '=', accountId).execute();
}
