import { UMBRELLA_CLAIM } from '@umbrella/contract';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export type TokenSubject = {
  accountId: number;
  permissions: readonly string[];
  email: string;
  position?: 'Agent' | 'MANAGER';
  productsIds?: readonly number[];
  regionIds?: readonly string[];
  features?: readonly string[];
  /** An external issuer's token may carry no permissions claim at all. */
  withoutPermissionsClaim?: boolean;
};

/** An access token shaped like the built-in issuer's (unsigned: the browser never verifies it). */
export function makeAccessToken(subject: TokenSubject): string {
  const payload = {
    sub: String(subject.accountId),
    aud: 'umbrella-api',
    exp: Math.floor(Date.now() / 1000) + 3600,
    permissions: subject.withoutPermissionsClaim ? undefined : subject.permissions,
    [UMBRELLA_CLAIM]: {
      features: subject.features ?? [],
      regionIds: subject.regionIds ?? ['pe-central'],
      position: subject.position ?? 'Agent',
      productsIds: subject.productsIds ?? [1, 2],
      email: subject.email,
    },
  };
  return `${base64Url({ alg: 'RS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}
