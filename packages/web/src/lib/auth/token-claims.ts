import { type Position, UMBRELLA_CLAIM } from '@umbrella/contract';

/**
 * What the access token says about its holder (AUTH-12, AUTH-13). The token is already verified
 * by the server on every call; the browser only reads it to draw menus and gates.
 */
export type TokenClaims = {
  accountId: number;
  permissions: string[] | undefined;
  claim: { features: string[]; regionIds: string[]; position: Position; productsIds: number[]; email: string };
};

export function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const integers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];

export function readTokenClaims(accessToken: string): TokenClaims {
  const claims = decodeJwtPayload(accessToken);
  const namespaced = (claims[UMBRELLA_CLAIM] ?? {}) as Record<string, unknown>;
  return {
    accountId: Number(claims.sub) || 0,
    permissions: Array.isArray(claims.permissions) ? strings(claims.permissions) : undefined,
    claim: {
      features: strings(namespaced.features),
      regionIds: strings(namespaced.regionIds),
      position: namespaced.position === 'MANAGER' ? 'MANAGER' : 'Agent',
      productsIds: integers(namespaced.productsIds),
      email: typeof namespaced.email === 'string' ? namespaced.email : '',
    },
  };
}
