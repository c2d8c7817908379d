import { randomBytes } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { MESSAGES, pickLanguage } from './messages.js';
import { contentSecurityPolicy, messagePage, signOutPage } from './pages.js';

/* The pages oidc-provider renders itself (sign-out, signed-out, errors), in the Umbrella look. */

function languageOf(ctx: KoaContextWithOIDC) {
  const params = ctx.oidc?.params as { ui_locales?: unknown } | undefined;
  return pickLanguage({
    explicit: typeof ctx.query.lang === 'string' ? ctx.query.lang : undefined,
    uiLocales: typeof params?.ui_locales === 'string' ? params.ui_locales : undefined,
    acceptLanguage: ctx.get('accept-language'),
  });
}

function sendPage(ctx: KoaContextWithOIDC, html: string, scriptNonce?: string): void {
  ctx.type = 'html';
  ctx.set('cache-control', 'no-store');
  ctx.set('content-security-policy', contentSecurityPolicy(scriptNonce));
  ctx.body = html;
}

export function renderSignOut(ctx: KoaContextWithOIDC, form: string): void {
  const nonce = randomBytes(16).toString('base64');
  sendPage(ctx, signOutPage(languageOf(ctx), form, nonce), nonce);
}

export function renderSignedOut(ctx: KoaContextWithOIDC, loginUrl: string): void {
  const language = languageOf(ctx);
  const t = MESSAGES[language];
  sendPage(ctx, messagePage(language, t.signedOutTitle, t.signedOutLead, loginUrl));
}

export function renderError(ctx: KoaContextWithOIDC, message: string, loginUrl: string): void {
  const language = languageOf(ctx);
  sendPage(ctx, messagePage(language, MESSAGES[language].errorTitle, message, loginUrl));
}
