/** Where the accounts and groups administration routes live, and what they share. */
import Type from 'typebox';

export const BASE = '/module/account/api/v1';
/** Administration is for owner:users, scoped to the caller's regions by the services. */
export const config = { permission: ['owner:users'] } as const;
export const tags = ['account'];
export const Created = Type.Object({ id: Type.Integer(), email: Type.Optional(Type.String()) });
export const Done = { 204: Type.Null({ description: 'done' }) };
