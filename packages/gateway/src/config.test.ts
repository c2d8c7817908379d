import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config.js';

describe('loadGatewayConfig', () => {
  it('CONST-36 CONST-37 defaults: port 8080, embedded, 30 s timeout, 10 retries 500 ms apart', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      upstreamUrl: undefined,
      oidcAudience: 'umbrella-api',
      proxyTimeoutMs: 30_000,
      proxyRetries: 10,
      proxyRetryDelayMs: 500,
      logLevel: 'info',
    });
    expect(config.webDir).toMatch(/packages\/web\/dist$/);
  });

  it('reads every variable, dropping trailing slashes from URLs', () => {
    const config = loadGatewayConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      UPSTREAM_URL: 'http://backoffice:8081/',
      WEB_DIR: '/srv/web',
      PUBLIC_URL: 'https://umbrella.example.com/',
      OIDC_ISSUER: 'https://sso.example.com/realms/umbrella',
      OIDC_AUDIENCE: 'api',
      INTERNAL_TOKEN: 'secret',
      PROXY_TIMEOUT_MS: '1000',
      PROXY_RETRIES: '0',
      PROXY_RETRY_DELAY_MS: '10',
      ERROR_REPORT_URL: 'https://errors.example.com',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '1',
      RATE_LIMIT_SEARCH_MAX: '5',
      RATE_LIMIT_SEARCH_WINDOW_MS: '1000',
      RATE_LIMIT_EXPORT_MAX: '0',
      RATE_LIMIT_EXPORT_WINDOW_MS: '2000',
      RATE_LIMIT_PAYMENT_MAX: '3',
      RATE_LIMIT_PAYMENT_WINDOW_MS: '4000',
    });
    expect(config).toEqual({
      port: 9000,
      host: '127.0.0.1',
      upstreamUrl: 'http://backoffice:8081',
      webDir: '/srv/web',
      publicUrl: 'https://umbrella.example.com',
      oidcIssuer: 'https://sso.example.com/realms/umbrella',
      oidcAudience: 'api',
      internalToken: 'secret',
      proxyTimeoutMs: 1000,
      proxyRetries: 0,
      proxyRetryDelayMs: 10,
      errorReportUrl: 'https://errors.example.com',
      logLevel: 'debug',
      trustProxy: 1,
      rateLimits: {
        search: { max: 5, windowMs: 1000 },
        export: { max: 0, windowMs: 2000 },
        payment: { max: 3, windowMs: 4000 },
      },
    });
  });

  it('TRUST_PROXY: none by default, a hop count, or addresses', () => {
    expect(loadGatewayConfig({}).trustProxy).toBe(false);
    expect(loadGatewayConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadGatewayConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('reads MAP_TILE_URL for the order modal map (unset: the web plugin serves the OpenStreetMap default)', () => {
    expect(loadGatewayConfig({}).mapTileUrl).toBeUndefined();
    expect(loadGatewayConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTileUrl).toBe('/tiles/{z}/{x}/{y}.png');
  });

  it('refuses a number that is not one', () => {
    expect(() => loadGatewayConfig({ PROXY_RETRIES: 'ten' })).toThrow(/PROXY_RETRIES/);
  });
});
