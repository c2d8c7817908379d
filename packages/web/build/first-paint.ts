import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_BUILD, APP_VERSION } from '@umbrella/contract';
import type { Plugin } from 'vite';
import { GATED_ROUTES } from '../src/app/route-paths.ts';
import { frameStyles } from '../src/components/frame-styles.ts';
import type { Gate } from '../src/lib/authorization.ts';

/**
 * The first paint straight from index.html. A small inline script, run while the JavaScript is
 * still downloading, draws what React's first render will draw: for a signed-in user allowed on
 * the screen, the frame with the screen's title and description; for /login, the sign-in card.
 * It reads the same route table, styles and catalogues as the app, so React's render lands on an
 * identical layout. Anything it is unsure of (no session, expired token, refused route, a screen
 * without a description) it leaves to React.
 */
type Catalogue = Record<string, unknown>;
type Texts = {
  loading: string;
  version: string;
  appName: string;
  login: { title: string; subtitle: string; signIn: string; testHost: string };
  routes: Record<string, [string, string]>;
};

function lookup(catalogue: Catalogue, key: string): string {
  let value: unknown = catalogue;
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`first paint: no text for ${key}`);
  return value;
}

const UNITLESS = new Set(['fontWeight', 'lineHeight', 'flex', 'opacity', 'zIndex']);

/** A style object as the inline CSS React writes for it. */
export function css(style: Record<string, string | number>): string {
  return Object.entries(style)
    .map(([name, value]) => {
      const property = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `${property}:${typeof value === 'number' && !UNITLESS.has(name) ? `${value}px` : value}`;
    })
    .join(';');
}

function gateData(gate: Gate): [string, readonly string[]] {
  if (gate.type === 'allOf') return [gate.needsProducts ? 'products' : 'all', gate.permissions];
  if (gate.type === 'anyOf') return ['any', gate.permissions];
  return [gate.type === 'never' ? 'never' : 'signedIn', []];
}

export function firstPaintData(catalogues: Record<'es' | 'en', Catalogue>) {
  const routes = GATED_ROUTES.filter((route) => route.titleKey && route.descriptionKey).map((route) => ({
    re: `^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`,
    gate: gateData(route.gate),
    key: route.path,
  }));
  const texts = (catalogue: Catalogue): Texts => ({
    loading: lookup(catalogue, 'common.screen.loading'),
    appName: lookup(catalogue, 'common.screen.appName'),
    version: lookup(catalogue, 'shell.footer.version')
      .replace('{{version}}', APP_VERSION)
      .replace('{{build}}', String(APP_BUILD)),
    login: {
      title: lookup(catalogue, 'auth.login.title'),
      subtitle: lookup(catalogue, 'auth.login.subtitle'),
      signIn: lookup(catalogue, 'auth.login.signIn'),
      testHost: lookup(catalogue, 'auth.login.testEnvironment'),
    },
    routes: Object.fromEntries(
      GATED_ROUTES.filter((route) => route.titleKey && route.descriptionKey).map((route) => [
        route.path,
        [lookup(catalogue, route.titleKey ?? ''), lookup(catalogue, route.descriptionKey ?? '')],
      ]),
    ),
  });
  const s = frameStyles;
  const styles = {
    frame: css(s.frame),
    header: css(s.header),
    brand: css(s.brand),
    menuBar: css(s.menuBar),
    menu: css(s.menu),
    content: css(s.content),
    footer: css(s.footer),
    pageHeader: css(s.pageHeader),
    pageTitle: css(s.pageTitle),
    pageDescription: css(s.pageDescription),
    loading: css(s.loading),
    loginPage: css(s.loginPage),
    loginCard: css(s.loginCard),
    loginTitle: css(s.loginTitle),
    loginSubtitle: css(s.loginSubtitle),
    loginTestHost: css(s.loginTestHost),
    buttonPrimary: css({ ...s.button, ...s.buttonPrimary, ...s.buttonLarge, width: '100%' }),
    buttonDanger: css({ ...s.button, ...s.buttonDanger, ...s.buttonLarge, width: '100%' }),
  };
  return { routes, texts: { es: texts(catalogues.es), en: texts(catalogues.en) }, styles };
}

/** The inline script; `data` is firstPaintData's result. */
export function firstPaintScript(data: ReturnType<typeof firstPaintData>): string {
  const program = (D: ReturnType<typeof firstPaintData>) => {
    const root = document.getElementById('root');
    if (!root) return;
    const S = D.styles;
    const stored = localStorage.getItem('umbrella.language');
    const T = stored === 'en' || stored === 'ru' ? D.texts.en : D.texts.es;
    const esc = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const path = location.pathname;
    let key: string | null = null;
    for (let i = 0; i < sessionStorage.length; i++) {
      const k = sessionStorage.key(i);
      if (k?.startsWith('oidc.user:')) key = k;
    }
    if (!key) {
      if (path !== '/login') return;
      const host = location.hostname.toLowerCase().replace(/^\[|\]$/g, '');
      const test =
        /^(localhost|::1|0\.0\.0\.0|127\.)/.test(host) ||
        /\.(local|localhost)$/.test(host) ||
        host.split('.').some((label) => /^(staging|stage)(-|$)/.test(label) || /-(staging|stage)$/.test(label));
      root.innerHTML =
        `<main style="${S.loginPage}"><div style="${S.loginCard}"><h1 style="${S.loginTitle}">${esc(T.login.title)}</h1>` +
        `<p style="${S.loginSubtitle}">${esc(T.login.subtitle)}</p>` +
        `<button type="button" style="${test ? S.buttonDanger : S.buttonPrimary}">${esc(T.login.signIn)}</button>` +
        (test ? `<p style="${S.loginTestHost}">${esc(T.login.testHost)}</p>` : '') +
        '</div></main>';
      return;
    }
    const user = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
      access_token?: string;
      expires_at?: number;
    } | null;
    if (!user?.access_token || (user.expires_at && user.expires_at * 1000 < Date.now())) return;
    const payload = user.access_token.split('.')[1] ?? '';
    const held = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { permissions?: unknown })
      .permissions;
    if (!Array.isArray(held)) return;
    for (const route of D.routes) {
      if (!new RegExp(route.re).test(path)) continue;
      const [kind, needed] = route.gate;
      const allowed =
        kind === 'signedIn' ||
        (kind === 'all' && needed.every((p) => held.includes(p))) ||
        (kind === 'any' && needed.some((p) => held.includes(p)));
      const texts = T.routes[route.key];
      if (!allowed || !texts) return;
      root.innerHTML =
        `<div style="${S.frame}"><header style="${S.header}"><a href="/" style="${S.brand}">${esc(T.appName)}</a></header>` +
        `<div style="${S.menuBar}"><nav style="${S.menu}"></nav></div><main style="${S.content}">` +
        `<header style="${S.pageHeader}"><h1 style="${S.pageTitle}">${esc(texts[0])}</h1>` +
        `<p style="${S.pageDescription}">${esc(texts[1])}</p></header>` +
        `<div role="status" style="${S.loading}">${esc(T.loading)}</div></main>` +
        `<footer style="${S.footer}"><span>${esc(T.version)}</span></footer></div>`;
      return;
    }
  };
  // The data sits inside a <script>: no "<" may close it early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `(function(){try{(${program.toString()})(${json})}catch(e){}})();`;
}

function readCatalogue(dir: string): Catalogue {
  const merged: Catalogue = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    Object.assign(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue);
  }
  return merged;
}

export function firstPaint(): Plugin {
  let locales = '';
  return {
    name: 'umbrella:first-paint',
    apply: 'build',
    configResolved(config) {
      locales = join(config.root, 'src/locales');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const data = firstPaintData({ es: readCatalogue(join(locales, 'es')), en: readCatalogue(join(locales, 'en')) });
        return html.replace('<!--first-paint-->', `<script>${firstPaintScript(data)}</script>`);
      },
    },
  };
}
