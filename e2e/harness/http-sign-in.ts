import { createHash, randomBytes } from 'node:crypto';
import { CookieBrowser } from '../../packages/gateway/src/testing/browser.js';
import { DEMO_PASSWORD } from './sign-in.js';

/**
 * The web app's sign-in over plain HTTP (authorization code + PKCE against the built-in issuer),
 * for suites without a browser. `origin` is the gateway the requests go to; `publicUrl` the
 * deployment's PUBLIC_URL, which the redirect URI is registered under (another gateway of the
 * same deployment, behind the same load balancer, serves it just as well).
 */
export type SignInPage = { browser: CookieBrowser; verifier: string; html: string; action: string };

export async function openSignInPage(origin: string, publicUrl = origin): Promise<SignInPage> {
  const browser = new CookieBrowser();
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URLSearchParams({
    client_id: 'umbrella-web',
    response_type: 'code',
    scope: 'openid profile email offline_access',
    redirect_uri: `${publicUrl}/callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  const interaction = await browser.follow(`${origin}/oidc/auth?${authorize}`, `${origin}/oidc/interaction/`);
  const page = await browser.request(interaction);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !action) throw new Error(`no sign-in form at ${interaction} (${page.status})`);
  return { browser, verifier, html, action: new URL(action, origin).toString() };
}

/** Signs in through `origin` and answers the access token. */
export async function signInOverHttp(
  origin: string,
  username: string,
  options: { publicUrl?: string; password?: string } = {},
): Promise<string> {
  const publicUrl = options.publicUrl ?? origin;
  const { browser, verifier, action } = await openSignInPage(origin, publicUrl);
  const posted = await browser.request(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: options.password ?? DEMO_PASSWORD }).toString(),
  });
  const next = posted.headers.get('location');
  if (posted.status !== 303 || !next) throw new Error(`signing in as ${username} answered ${posted.status}`);
  const callback = await browser.follow(new URL(next, origin).toString(), `${publicUrl}/callback`);
  const code = new URL(callback).searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback}`);
  const response = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'umbrella-web',
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${publicUrl}/callback`,
    }).toString(),
  });
  if (response.status !== 200) throw new Error(`the token endpoint answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
