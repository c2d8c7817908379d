import { POSITIONS, type Position, UMBRELLA_CLAIM } from '@umbrella/contract';

/** Who is calling, as read from a verified access token. Guards decide on this alone. */
export type Caller = {
  accountId: number;
  permissions: string[];
  features: string[];
  regionIds: string[];
  position: Position;
  productsIds: number[];
  email: string;
  /** Seconds since the epoch when the token expires. */
  expiresAt: number;
  /** The request this caller made (the gateway's x-request-id), for the audit log. */
  requestId?: string;
};

/** Verifies a bearer access token; rejects with an error when it is missing, forged or expired. */
export type TokenVerifier = (token: string) => Promise<Caller>;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
const integers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v) => Number.isInteger(v)) : []);

/** Maps verified JWT claims onto a Caller: `sub` is the account id, `permissions` a string list. */
export function callerFromClaims(claims: Record<string, unknown>): Caller {
  const accountId = Number(claims.sub);
  if (!Number.isInteger(accountId) || accountId < 1) throw new Error('token subject is not an account id');
  const namespaced = (claims[UMBRELLA_CLAIM] ?? {}) as Record<string, unknown>;
  const position = POSITIONS.find((p) => p === namespaced.position) ?? 'Agent';
  return {
    accountId,
    permissions: strings(claims.permissions),
    features: strings(namespaced.features),
    regionIds: strings(namespaced.regionIds),
    position,
    productsIds: integers(namespaced.productsIds),
    email: typeof namespaced.email === 'string' ? namespaced.email : '',
    expiresAt: typeof claims.exp === 'number' ? claims.exp : 0,
  };
}
