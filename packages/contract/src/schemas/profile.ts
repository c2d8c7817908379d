import Type, { type Static } from 'typebox';

/**
 * Profile and statistics (spec 3 §2 "Profile and statistics", §3 Profile, §5 Profile edit;
 * PROFILE-01..25, ACONST-26).
 */

/** PROFILE-20: a plus sign, a digit 1-9, then 10 to 14 more digits. */
export const PROFILE_PHONE_PATTERN = '^\\+[1-9][0-9]{10,14}$';
export const PROFILE_TG_LOGIN_MAX = 64;
export const PROFILE_EMAIL_MAX = 200;

/** ACONST-26 / PROFILE-22: the stats periods, 1 week the default (PROFILE-23). */
export const STATS_PERIODS = ['DAY', 'WEEK', 'MONTH', 'TWO_MONTHS', 'THREE_MONTHS'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 'WEEK';

/** One team (group) membership: LEAD for a MANAGER member of the group, MEMBER otherwise. */
export const TeamMembership = Type.Object({
  teamId: Type.Integer(),
  teamName: Type.String(),
  teamRole: Type.Union([Type.Literal('LEAD'), Type.Literal('MEMBER')]),
  /** The team lead's "Name Surname" (its first MANAGER member), null when the team has none. */
  teamLeadName: Type.Union([Type.String(), Type.Null()]),
});
export type TeamMembership = Static<typeof TeamMembership>;

/** PROFILE-04. */
export const Profile = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    surname: Type.String(),
    personalEmail: Type.String(),
    personalPhone: Type.String(),
    personalTgLogin: Type.String(),
    timezone: Type.String(),
    regionIds: Type.Array(Type.String()),
    teamMemberInfo: Type.Array(TeamMembership),
  },
  { $id: 'Profile' },
);
export type Profile = Static<typeof Profile>;

/** PROFILE-16..21: e-mail, chat login and timezone required; phone optional, in its format. */
export const UpdateProfileBody = Type.Object({
  personalEmail: Type.String({ format: 'email', minLength: 3, maxLength: PROFILE_EMAIL_MAX }),
  personalPhone: Type.Optional(
    Type.Union([Type.String({ pattern: PROFILE_PHONE_PATTERN }), Type.Literal(''), Type.Null()]),
  ),
  personalTgLogin: Type.String({ minLength: 1, maxLength: PROFILE_TG_LOGIN_MAX }),
  timezone: Type.String({ minLength: 1, maxLength: 64 }),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

/** PROFILE-15: getAllUsersInfo, keyed by e-mail. */
export const UserInfo = Type.Object({ name: Type.String(), surname: Type.String(), blocked: Type.Boolean() });
export const AllUsersInfo = Type.Record(Type.String(), UserInfo, { $id: 'AllUsersInfo' });

/** The stats header's choices (PROFILE-22..24): a period and products (of the caller's regions). */
export const StatsQuery = Type.Object({
  period: Type.Optional(Type.Enum(STATS_PERIODS, { default: DEFAULT_STATS_PERIOD })),
  productIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
});
export type StatsQuery = Static<typeof StatsQuery>;

/** The figures of one agent, a team or everyone in a period (decision 1612 defines them). */
export const StatsFigures = Type.Object({
  leadsWorked: Type.Integer(),
  leadsApproved: Type.Integer(),
  /** leadsApproved / leadsWorked, 0..1; null without worked leads. */
  approveRate: Type.Union([Type.Number(), Type.Null()]),
  orders: Type.Integer(),
  delivered: Type.Integer(),
  /** delivered / orders, 0..1; null without orders. */
  buyoutRate: Type.Union([Type.Number(), Type.Null()]),
  calls: Type.Integer(),
  /** Mean billed seconds of the answered calls; null without any. */
  averageTalkSeconds: Type.Union([Type.Number(), Type.Null()]),
  /** Evaluations of the agent's calls made in the period (decision 1827). */
  evaluations: Type.Integer(),
  /** Their mean score, 0..100; null without any. */
  averageQualityScore: Type.Union([Type.Number(), Type.Null()]),
});
export type StatsFigures = Static<typeof StatsFigures>;

export const StatsRange = Type.Object({
  period: Type.Enum(STATS_PERIODS),
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time' }),
});

export const AgentStatsRow = Type.Object({
  accountId: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  figures: StatsFigures,
});
export type AgentStatsRow = Static<typeof AgentStatsRow>;

/** One agent's figures (the profile's stats section). */
export const AgentStats = Type.Object(
  { ...StatsRange.properties, accountId: Type.Integer(), figures: StatsFigures },
  { $id: 'AgentStats' },
);
export type AgentStats = Static<typeof AgentStats>;

/** One agent's figures per calendar day of the period, in the reader's zone (decision 1826). */
export const AgentDaysQuery = Type.Object({
  ...StatsQuery.properties,
  timeZone: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description: "IANA zone the days are counted in; default: the caller's own",
    }),
  ),
});
export type AgentDaysQuery = Static<typeof AgentDaysQuery>;

export const AgentDays = Type.Object(
  {
    ...StatsRange.properties,
    accountId: Type.Integer(),
    timeZone: Type.String(),
    /** Every day the period touches, oldest first, zeros included. */
    days: Type.Array(Type.Object({ day: Type.String({ description: 'YYYY-MM-DD' }), figures: StatsFigures })),
  },
  { $id: 'AgentDays' },
);
export type AgentDays = Static<typeof AgentDays>;

/** A team's total and its members, best first (the team view). */
export const TeamStats = Type.Object(
  {
    ...StatsRange.properties,
    teamId: Type.Integer(),
    teamName: Type.String(),
    figures: StatsFigures,
    members: Type.Array(AgentStatsRow),
  },
  { $id: 'TeamStats' },
);
export type TeamStats = Static<typeof TeamStats>;

/** Every agent of the caller's regions with work in the period, best first (the leaderboard). */
export const LeaderboardStats = Type.Object(
  { ...StatsRange.properties, rows: Type.Array(AgentStatsRow) },
  { $id: 'LeaderboardStats' },
);
export type LeaderboardStats = Static<typeof LeaderboardStats>;

/** Every team of the caller's regions, its members' work in its region added up, best first. */
export const TeamsLeaderboardStats = Type.Object(
  {
    ...StatsRange.properties,
    rows: Type.Array(
      Type.Object({ teamId: Type.Integer(), teamName: Type.String(), regionId: Type.String(), figures: StatsFigures }),
    ),
  },
  { $id: 'TeamsLeaderboardStats' },
);
export type TeamsLeaderboardStats = Static<typeof TeamsLeaderboardStats>;
