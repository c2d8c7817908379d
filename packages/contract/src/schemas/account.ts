import Type, { type Static } from 'typebox';
import { FEATURES, POSITIONS } from '../enums.js';

export { UMBRELLA_CLAIM } from '../claims.js';

export const UmbrellaClaim = Type.Object({
  features: Type.Array(Type.String()),
  regionIds: Type.Array(Type.String()),
  position: Type.Enum(POSITIONS),
  productsIds: Type.Array(Type.Integer()),
  email: Type.String(),
});
export type UmbrellaClaim = Static<typeof UmbrellaClaim>;

export const TeamMemberInfo = Type.Object({
  teamId: Type.Union([Type.Integer(), Type.Null()]),
  teamName: Type.Union([Type.String(), Type.Null()]),
});

/** Account info (me): the profile part of the current user (AUTH-07..11). */
export const AccountInfo = Type.Object(
  {
    accountId: Type.Integer(),
    username: Type.String(),
    name: Type.String(),
    surname: Type.String(),
    personalEmail: Type.String(),
    personalPhone: Type.String(),
    personalTgLogin: Type.String(),
    teamMemberInfo: TeamMemberInfo,
    timezone: Type.String(),
    position: Type.Enum(POSITIONS),
    productsIds: Type.Array(Type.Integer()),
    webmasterIds: Type.Array(Type.Integer()),
    projectIds: Type.Array(Type.Integer()),
    regionIds: Type.Array(Type.String()),
    permissions: Type.Array(Type.String()),
    features: Type.Array(Type.String()),
    blocked: Type.Boolean(),
  },
  { $id: 'AccountInfo' },
);
export type AccountInfo = Static<typeof AccountInfo>;

export const KNOWN_FEATURES = FEATURES;

/** Compare time: the client sends its clock in seconds; the server answers with its own. */
export const CompareTimeQuery = Type.Object({ timestamp: Type.Integer({ minimum: 0 }) });
export const CompareTimeResult = Type.Object(
  {
    serverTime: Type.Integer({ description: 'server clock, seconds since the epoch' }),
    differenceSeconds: Type.Integer({ description: 'client minus server, seconds' }),
    valid: Type.Boolean({ description: 'false when the client clock is off by more than the tolerance' }),
  },
  { $id: 'CompareTimeResult' },
);
export type CompareTimeResult = Static<typeof CompareTimeResult>;

/** The company's e-mail domain, appended to the e-mail typed for a new account (AGENT-28). */
export const COMPANY_EMAIL_DOMAIN = 'umbrella.example';
