import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignInPage, signInOverHttp } from '../harness/http-sign-in';
import { type Product, startProduct } from '../harness/product';

/**
 * The built product (`npm start`'s shape) on the node running this file: `npm test` runs every
 * suite on the one supported runtime, the Docker image's (decision 1746).
 */
const runtime = `Node ${process.versions.node}`;
let product: Product;

beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

describe(`the built product starts and serves on ${runtime}`, () => {
  it('serves the web app at /', async () => {
    const response = await fetch(`${product.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves the sign-in page, and signing in gives a token the API accepts', async () => {
    const page = await openSignInPage(product.baseUrl);
    expect(page.html).toContain('name="password"');
    const token = await signInOverHttp(product.baseUrl, 'agent');
    const me = await fetch(`${product.baseUrl}/module/account/api/v1/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'agent' });
  });

  it('answers /module/health', async () => {
    const response = await fetch(`${product.baseUrl}/module/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', engine: 'pglite' });
  });

  it('prints no "Unsupported runtime" warning (oidc-provider wants an LTS from 22 on)', () => {
    expect(product.output()).not.toContain('Unsupported runtime');
  });
});
