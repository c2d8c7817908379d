import type {} from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import Type from 'typebox';
import type { Database } from '../db/types.js';
import { accountLookup } from '../modules/accounts/index.js';
import { recordAudit } from '../platform/audit/record.js';
import { hashPassword, verifyPassword } from '../platform/password.js';
import type { KnownDevices } from './known-device.js';
import { type Language, MESSAGES, type Messages, pickLanguage } from './messages.js';
import { contentSecurityPolicy, messagePage, signInPage } from './pages.js';
import type { SignInLimiter } from './rate-limit.js';

/**
 * The issuer's own interaction pages: sign-in (Spanish or English) and the automatic consent of
 * the first-party web app. The interaction is bound to a signed, SameSite cookie and its uid is
 * checked against the URL, so a form posted from another site finds no interaction (CSRF-safe).
 */
export type InteractionDeps = {
  provider: Provider;
  db: Kysely<Database>;
  limiter: SignInLimiter;
  devices: KnownDevices;
};

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const Html = { content: { 'text/html': { schema: Type.String() } } };
const HtmlResponses = { 200: Html, 400: Html, 401: Html, 403: Html, 429: Html };
const Params = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 200 }) });
const LangQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) });
const Credentials = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.Optional(Type.String({ maxLength: 1000 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
});

// Unknown usernames still pay for one scrypt check, so timing does not tell which part was wrong.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('umbrella-no-such-account');
  return dummyHash;
};

function sendHtml(reply: FastifyReply, status: 200 | 400 | 401 | 403 | 429, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy())
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(html);
}

async function loadInteraction(provider: Provider, request: FastifyRequest, reply: FastifyReply, uid: string) {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === uid ? details : undefined;
  } catch {
    return undefined;
  }
}

function languageFor(request: FastifyRequest, details: Interaction | undefined, explicit?: string): Language {
  const uiLocales = details?.params.ui_locales;
  return pickLanguage({
    explicit,
    uiLocales: typeof uiLocales === 'string' ? uiLocales : undefined,
    acceptLanguage: request.headers['accept-language'],
  });
}

function expiredPage(reply: FastifyReply, language: Language) {
  const t = MESSAGES[language];
  return sendHtml(reply, 400, messagePage(language, t.errorTitle, t.expired));
}

/** Grants a first-party client what the interaction found missing (used only if consent is prompted). */
async function consentResult(provider: Provider, details: Interaction): Promise<InteractionResults> {
  const { accountId } = details.session ?? {};
  const clientId = details.params.client_id;
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: typeof clientId === 'string' ? clientId : undefined });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return { consent: { grantId: await grant.save() } };
}

export function interactionRoutes({ provider, db, limiter, devices }: InteractionDeps): FastifyPluginAsync {
  const accounts = accountLookup(db);
  return async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8192 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
    }

    app.get(
      '/oidc/interaction/:uid',
      { schema: { hide: true, params: Params, querystring: LangQuery, response: HtmlResponses } },
      async (request, reply) => {
        const details = await loadInteraction(provider, request, reply, request.params.uid);
        const language = languageFor(request, details, request.query.lang);
        if (!details) return expiredPage(reply, language);
        if (details.prompt.name === 'consent') {
          const returnTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            await consentResult(provider, details),
          );
          return reply.redirect(returnTo, 303);
        }
        if (details.prompt.name !== 'login') return expiredPage(reply, language);
        const hint = details.params.login_hint;
        return sendHtml(
          reply,
          200,
          signInPage({
            language,
            uid: details.uid,
            action: `/oidc/interaction/${details.uid}/login`,
            username: typeof hint === 'string' ? hint : undefined,
          }),
        );
      },
    );

    app.post(
      '/oidc/interaction/:uid/login',
      { schema: { hide: true, params: Params, body: Credentials, response: HtmlResponses } },
      async (request, reply) => {
        const details = await loadInteraction(provider, request, reply, request.params.uid);
        const language = languageFor(request, details, request.body.lang);
        if (details?.prompt.name !== 'login') return expiredPage(reply, language);
        const username = (request.body.username ?? '').trim();
        const password = request.body.password ?? '';
        const again = (status: 400 | 401 | 403 | 429, error: keyof Messages) =>
          sendHtml(
            reply,
            status,
            signInPage({
              language,
              uid: details.uid,
              action: `/oidc/interaction/${details.uid}/login`,
              username,
              error,
            }),
          );

        if (!username || !password) return again(400, 'missingFields');

        const accountId = await accounts.idByUsername(username);
        // Throttling (docs/decisions/1033): a throttled attempt is refused without looking at the
        // password, so waiting out the delay is the only way to learn anything.
        const trust = {
          device: accountId !== undefined && devices.accounts(request).includes(accountId),
          knownAddress: accountId !== undefined && (await limiter.isKnownAddress(accountId, request.ip)),
        };
        const wait = await limiter.waitMs(username, request.ip, trust);
        if (wait > 0) {
          reply.header('retry-after', String(Math.ceil(wait / 1000)));
          return again(429, 'tooManyAttempts');
        }

        const profile = accountId ? await accounts.profile(accountId) : undefined;
        const valid = await verifyPassword(password, profile?.passwordHash ?? (await getDummyHash()));
        if (!profile || !valid) {
          await limiter.recordFailure(username, request.ip, trust);
          return again(401, 'wrongCredentials');
        }
        // Only someone who knows the password learns that the account is blocked (ERR-10).
        if (profile.blocked) {
          const actor = { accountId: profile.id, email: profile.email, requestId: request.id };
          await recordAudit(db, actor, {
            action: 'SIGN_IN_REFUSED_BLOCKED',
            targetType: 'account',
            targetId: profile.id,
            regionIds: profile.regionIds,
          });
          return again(403, 'blocked');
        }

        await limiter.recordSuccess(username, profile.id, request.ip);
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: String(profile.id) } },
          { mergeWithLastSubmission: false },
        );
        devices.remember(request, reply, profile.id);
        return reply.redirect(returnTo, 303);
      },
    );
  };
}
