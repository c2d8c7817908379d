import type { Profile } from '../api/get-profile';

/**
 * PROFILE-05/06 (decision 1611): one team shows its name; with several memberships the team
 * lead's name is shown instead (the leads' names when the teams have different ones). Null when
 * the person is in no team.
 */
export function teamLabel(teams: Profile['teamMemberInfo']): string | null {
  if (!teams.length) return null;
  if (teams.length === 1) return teams[0]?.teamName ?? null;
  const leads = [...new Set(teams.map((t) => t.teamLeadName).filter((name): name is string => !!name))];
  return leads.length ? leads.join(', ') : teams.map((t) => t.teamName).join(', ');
}
