import Type, { type Static } from 'typebox';

export const PingBody = Type.Object({ sessionId: Type.String({ minLength: 8, maxLength: 64 }) });
export type PingBody = Static<typeof PingBody>;

/** One signed-in browser session as the online-users table shows it (SESS-01). */
export const OnlineSession = Type.Object(
  {
    sessionId: Type.String(),
    accountId: Type.Integer(),
    email: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    lastSeenAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OnlineSession' },
);
export type OnlineSession = Static<typeof OnlineSession>;
