import { createHash, randomBytes } from 'node:crypto';

/**
 * A minimal browser for driving the sign-in over real HTTP: a cookie jar (name, path, expiry),
 * manual redirects so each hop can be inspected, and the authorization-code + PKCE steps the web
 * app performs.
 */
export class Browser {
  private readonly jar = new Map<string, { name: string; value: string; path: string }>();

  constructor(public readonly headers: Record<string, string> = {}) {}

  private cookieHeader(url: URL): string {
    return [...this.jar.values()]
      .filter((c) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? url.pathname.replace(/\/[^/]*$/, '/');
      const expires = attribute('expires');
      const key = `${name};${path}`;
      if (expires && new Date(expires).getTime() <= Date.now()) this.jar.delete(key);
      else this.jar.set(key, { name, value, path });
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers({ ...this.headers, ...(init.headers as Record<string, string> | undefined) });
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.store(target, response);
    return response;
  }

  get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(url, { headers });
  }

  postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
  }

  clearCookies(): void {
    this.jar.clear();
  }
}

export function location(response: Response, base: string): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(value, base).toString();
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export type AuthorizeOptions = {
  base: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
  state?: string;
  extra?: Record<string, string>;
};

export function authorizeUrl({ base, clientId, redirectUri, challenge, state = 'st', extra = {} }: AuthorizeOptions) {
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: 'n-0S6_WzA2Mj',
    ...extra,
  });
  return `${base}/oidc/auth?${params}`;
}

export type TokenSet = {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
};
