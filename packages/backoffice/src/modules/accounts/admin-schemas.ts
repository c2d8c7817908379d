/** Schemas of the accounts administration (AGENT-*) and groups (GROUP-*) routes. */
import { FEATURES, GroupDialing, POSITIONS, TASK_TYPES } from '@umbrella/contract';
import Type, { type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Ids = Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true });
const RegionId = Type.String({ minLength: 1, maxLength: 40 });
const Named = Type.Object({ id: Type.Union([Type.Integer(), Type.String()]), name: Type.String() });

/** AGENT-02: one account as the Agents tab shows it. */
export const AdminAccount = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    surname: Type.String(),
    identityDocNumber: Type.String(),
    email: Type.String(),
    position: Type.Enum(POSITIONS),
    voipExtension: Type.Union([Type.String(), Type.Null()]),
    salaryCurrency: Type.Union([Type.String(), Type.Null()]),
    timezone: Type.String(),
    blocked: Type.Boolean(),
    regions: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
    groups: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  },
  { $id: 'AdminAccount' },
);
export type AdminAccount = Static<typeof AdminAccount>;

export const AccountPage = Type.Object(
  { content: Type.Array(AdminAccount), totalSize: Type.Integer() },
  { $id: 'AccountPage' },
);

/** AGENT-04: getAccountPage({number, size, query, blocked, groupIds, regionIds, position}). */
export const AccountPageQuery = Type.Object({
  number: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'page number from 0 (default 0)' }),
  ),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'default 25 (AGENT-03)' })),
  query: Type.Optional(
    Type.String({ minLength: 4, maxLength: 100, description: 'name, surname, e-mail or Personal ID (AGENT-12)' }),
  ),
  blocked: Type.Optional(Type.Boolean()),
  groupIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
  regionIds: Type.Optional(Type.Array(RegionId, { maxItems: 20 })),
  position: Type.Optional(Type.Enum(POSITIONS)),
});
export type AccountPageQuery = Static<typeof AccountPageQuery>;
export const PAGE_SIZE = 25;

const AccountFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  surname: Type.String({ minLength: 1, maxLength: 100 }),
  identityDocNumber: Type.Optional(Type.String({ maxLength: 40 })),
  position: Type.Enum(POSITIONS),
  regionIds: Type.Array(RegionId, { minItems: 1, maxItems: 20, uniqueItems: true }),
  salaryCurrency: Type.String({ pattern: '^[A-Z]{3}$' }),
  groupIds: Type.Optional(Type.Array(Id, { maxItems: 200, uniqueItems: true })),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
};
const Password = Type.String({ minLength: 8, maxLength: 128 });

/** AGENT-39: the e-mail is the part before the company domain, which the server appends (AGENT-28). */
export const CreateAccountBody = Type.Object({
  ...AccountFields,
  email: Type.String({
    pattern: '^[a-z0-9][a-z0-9._-]{0,63}$',
    description: 'local part; the company domain is appended',
  }),
  password: Password,
});
export type CreateAccountBody = Static<typeof CreateAccountBody>;

/** AGENT-40: the same fields (the e-mail stays as created); a password only when it was changed. */
export const UpdateAccountBody = Type.Object({ ...AccountFields, password: Type.Optional(Password) });
export type UpdateAccountBody = Static<typeof UpdateAccountBody>;

export const AccountIdsBody = Type.Object({ ids: Ids });
export const GeneratedPassword = Type.Object({ password: Type.String() }, { $id: 'GeneratedPassword' });
export const CurrencyCodes = Type.Array(Type.String(), { $id: 'CurrencyCodes' });
export const AccountGroupsBody = Type.Object({ groupIds: Ids });
export const AccountsFromGroupsBody = Type.Object({ accountIds: Ids, groupIds: Ids });

/** GROUP-04 */
export const AdminGroup = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    regionId: Type.String(),
    region: Type.String(),
    taskType: Type.Union([Type.Enum(TASK_TYPES), Type.Null()]),
    webmasters: Type.Array(Type.Object({ webmasterId: Type.Integer(), name: Type.String() })),
    features: Type.Array(Named),
    products: Type.Array(
      Type.Object({
        product: Type.Object({ id: Type.Integer(), name: Type.String() }),
        scriptId: Type.Union([Type.Integer(), Type.Null()]),
      }),
    ),
    accounts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String() })),
    dialing: GroupDialing,
  },
  { $id: 'AdminGroup' },
);
export type AdminGroup = Static<typeof AdminGroup>;
export const GroupPage = Type.Object(
  { content: Type.Array(AdminGroup), totalSize: Type.Integer() },
  { $id: 'GroupPage' },
);

/** GROUP-03: getGroupPage({pageable, regionIds}). */
export const GroupPageQuery = Type.Object({
  number: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'default 25 (GROUP-02)' })),
  regionIds: Type.Optional(Type.Array(RegionId, { maxItems: 20 })),
});

const GroupName = Type.String({ minLength: 1, maxLength: 50, description: 'GROUP-06, GROUP-07' });
/** GROUP-11 */
export const CreateGroupBody = Type.Object({ name: GroupName, regionId: RegionId, taskType: Type.Enum(TASK_TYPES) });
/** GROUP-10: only the name changes after creation. */
export const UpdateGroupBody = Type.Object({ name: GroupName });
export const GroupFeaturesBody = Type.Object({
  featureIds: Type.Array(Type.Enum(FEATURES), { maxItems: 100, uniqueItems: true }),
});
export const GroupProductsBody = Type.Object({
  products: Type.Array(Type.Object({ productId: Id, scriptId: Type.Union([Id, Type.Null()]) }), { maxItems: 500 }),
});
/** Decision 1803: manual, or progressive with a preview of 0–30 s. */
export const GroupDialingBody = GroupDialing;
export const GroupWebmastersBody = Type.Object({ webmasterIds: Type.Array(Id, { maxItems: 5000, uniqueItems: true }) });
export const FeaturePage = Type.Object(
  { content: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })), totalSize: Type.Integer() },
  { $id: 'FeaturePage' },
);
export const IdParams = Type.Object({ id: Id });
