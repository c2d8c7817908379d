/**
 * Scripts, their versions and the agents' read confirmations (SCRIPT-06, SCRIPT-15, SCRIPT-16,
 * SCRIPT-25). Contents are HTML, sanitised by the back-office when saved.
 */
import Type, { type Static } from 'typebox';

/** Script HTML; 200 000 characters is about ten times the longest demo script. */
export const ScriptContent = Type.String({ minLength: 1, maxLength: 200_000 });
export const ScriptName = Type.String({ minLength: 1, maxLength: 200 });

export const ScriptVersion = Type.Object({
  id: Type.Integer(),
  /** The version's number within its script: 1, 2, … (the id is global to all scripts). */
  number: Type.Integer({ minimum: 1 }),
  content: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  /** null while the version is a draft ("created"); set once published. */
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ScriptVersion = Static<typeof ScriptVersion>;

/** A script as the list and the editor show it (SCRIPT-06). */
export const ScriptSummary = Type.Object(
  {
    script: Type.Object({ id: Type.Integer(), name: Type.String() }),
    scriptId: Type.Integer(),
    scriptName: Type.String(),
    productId: Type.Integer(),
    productName: Type.String(),
    regionId: Type.String(),
    offerIds: Type.Array(Type.String()),
    linkedOfferIds: Type.Array(Type.String()),
    lastPublishedScriptVersion: Type.Union([ScriptVersion, Type.Null()]),
    lastPublishedScriptVersionId: Type.Union([Type.Integer(), Type.Null()]),
    lastCreatedScriptVersion: Type.Union([ScriptVersion, Type.Null()]),
  },
  { $id: 'ScriptSummary' },
);
export type ScriptSummary = Static<typeof ScriptSummary>;

export const ScriptPage = Type.Object(
  { content: Type.Array(ScriptSummary), totalSize: Type.Integer() },
  { $id: 'ScriptPage' },
);
export type ScriptPage = Static<typeof ScriptPage>;

export const ScriptVersionPage = Type.Object(
  { content: Type.Array(ScriptVersion), totalSize: Type.Integer() },
  { $id: 'ScriptVersionPage' },
);
export type ScriptVersionPage = Static<typeof ScriptVersionPage>;

export const CreateScriptBody = Type.Object(
  { productId: Type.Integer({ minimum: 1 }), name: ScriptName, content: ScriptContent },
  { additionalProperties: false },
);
export type CreateScriptBody = Static<typeof CreateScriptBody>;

export const CreateScriptVersionBody = Type.Object(
  { scriptId: Type.Integer({ minimum: 1 }), content: ScriptContent },
  { additionalProperties: false },
);
export type CreateScriptVersionBody = Static<typeof CreateScriptVersionBody>;

export const UpdateScriptNameBody = Type.Object({ name: ScriptName }, { additionalProperties: false });
export const UpdateScriptVersionBody = Type.Object({ content: ScriptContent }, { additionalProperties: false });

export const ScriptDiffBody = Type.Object(
  { oldHtml: Type.String({ maxLength: 200_000 }), newHtml: Type.String({ maxLength: 200_000 }) },
  { additionalProperties: false },
);
export const ScriptDiff = Type.Object({ html: Type.String() }, { $id: 'ScriptDiff' });

/** A published script the caller has not confirmed in its latest version (SCRIPT-25). */
export const ScriptToConfirm = Type.Object(
  {
    scriptId: Type.Integer(),
    scriptName: Type.String(),
    productId: Type.Integer(),
    productName: Type.String(),
    lastPublishedScriptVersionId: Type.Integer(),
    lastPublishedScriptVersionContent: Type.String(),
    lastConfirmedScriptVersionId: Type.Union([Type.Integer(), Type.Null()]),
    lastConfirmedScriptVersionContent: Type.Union([Type.String(), Type.Null()]),
    /** The back-office's diff of the two (SCRIPT-21); the published content when none was confirmed. */
    diffHtml: Type.String(),
  },
  { $id: 'ScriptToConfirm' },
);
export type ScriptToConfirm = Static<typeof ScriptToConfirm>;

/** Who has and has not confirmed a script's latest published version (managers' view, decision 1212). */
const Reader = Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String() });
export const ScriptConfirmations = Type.Object(
  {
    /** The latest published version; null when none is published (then nobody has anything to confirm). */
    versionId: Type.Union([Type.Integer(), Type.Null()]),
    confirmed: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        surname: Type.String(),
        confirmedAt: Type.String({ format: 'date-time' }),
      }),
    ),
    pending: Type.Array(Reader),
  },
  { $id: 'ScriptConfirmations' },
);
export type ScriptConfirmations = Static<typeof ScriptConfirmations>;
