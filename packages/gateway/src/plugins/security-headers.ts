import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeadersOptions = {
  /** The order modal's map tiles ({z}/{x}/{y} template, absolute or a same-origin path). */
  mapTileUrl: string;
  /** An external OpenID issuer the web app talks to; unset: the built-in one under /oidc. */
  oidcIssuer: string | undefined;
  /** Where the web app reports errors. */
  errorReportUrl: string | undefined;
  /** CSP sources of index.html's inline scripts, e.g. `'sha256-…'`. */
  inlineScripts: () => string;
  /** The S3-compatible file store's origin (decision 1161): uploads go there, receipts load from there. */
  fileStoreOrigin?: string;
};

/** The CSP source for an absolute URL or URL template (`{s}` subdomains become `*`); none for a path. */
export function sourceOf(url: string | undefined): string[] {
  const origin = url ? /^(https?|wss?):\/\/[^/?#]+/i.exec(url)?.[0] : undefined;
  return origin ? [origin.replace(/\{[^}]*\}/g, '*')] : [];
}

/** One year; no includeSubDomains or preload: other names under the domain are not ours to pin. */
export const HSTS = 'max-age=31536000';

/** helmet's settings for one value of index.html's inline-script sources. */
function helmetOptions(options: SecurityHeadersOptions, scripts: string): HelmetOptions {
  const issuer = sourceOf(options.oidcIssuer);
  const files = sourceOf(options.fileStoreOrigin);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        // The app frames its own /silent-renew page; no other site may frame it.
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", scripts],
        scriptSrcAttr: ["'none'"],
        // antd writes its styles at run time (CSS-in-JS); the first paint uses style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...sourceOf(options.mapTileUrl), ...files],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...issuer, ...sourceOf(options.errorReportUrl), ...files],
        // PDF receipts show in a frame; with an S3 store they are framed from the bucket.
        frameSrc: ["'self'", ...files],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // Sent below, only over HTTPS.
    strictTransportSecurity: false,
  };
}

/**
 * Security headers on every answer of the gateway — the web app, its files and the API alike
 * (decision 1002): a Content-Security-Policy for what the app loads (its own origin, antd's
 * inline styles, the map tiles, the issuer, the error-report endpoint and an S3 file store; WebSockets to the
 * same origin), framing by its own origin only, nosniff and a same-origin Referrer-Policy. A
 * page that sets its own policy (the sign-in pages) keeps it: its headers are written later.
 * Strict-Transport-Security only on requests that reached us over HTTPS (decision 1726): the
 * gateway's own TLS, or a trusted proxy's X-Forwarded-Proto (TRUST_PROXY, decision 1091) —
 * `request.protocol` says which; never on plain HTTP, where a browser would ignore it anyway and
 * a test host or `npm start` must stay reachable.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (fastify, options) => {
    // helmet itself, built once per inline-scripts value: @fastify/helmet builds a whole helmet
    // (every directive parsed and checked) on every request.
    let built: { scripts: string; apply: ReturnType<typeof helmet> } | undefined;
    const headersFor = (scripts: string) => {
      if (built?.scripts !== scripts) built = { scripts, apply: helmet(helmetOptions(options, scripts)) };
      return built.apply;
    };
    headersFor(options.inlineScripts());
    fastify.addHook('onRequest', (request, reply, done) => {
      headersFor(options.inlineScripts())(request.raw, reply.raw, () => {});
      // On the raw response, as helmet does with the others: an answer written past Fastify's
      // reply (the built-in issuer's /oidc/**, taken over by oidc-provider) keeps it too.
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'umbrella-gateway-security-headers', fastify: '5.x' },
);
