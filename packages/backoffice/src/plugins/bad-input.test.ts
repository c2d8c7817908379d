/**
 * Issue 18 "500s on bad input", driven by the API's own OpenAPI document: every route, every
 * path parameter, query parameter and body field (nested ones too) gets a NUL character and
 * integers beyond PostgreSQL `integer` (2147483648, 2^53, 1e308). No answer may be a 5xx, and a
 * 400 must name the field in the house error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackoffice } from '../testing/build.js';
import { accepts, adminOverOpenApi, fields, type Paths, sample, setAt } from '../testing/openapi-schema.js';

const NUL = 'a\u0000b';
const BIG_INTEGERS = [2147483648, 2 ** 53, 1e308];

let t: TestBackoffice;
let headers: Record<string, string>;
let paths: Paths;

beforeAll(async () => {
  ({ t, headers, paths } = await adminOverOpenApi());
});
afterAll(() => t.close());

type Case = { route: string; field: string; send: () => Promise<{ statusCode: number; body: string }> };

function cases(): Case[] {
  const all: Case[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const query = params.filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const validQuery = Object.fromEntries(
        query.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema))]),
      );
      const urlWith = (over: Record<string, string> = {}, q: Record<string, string> = validQuery) => {
        let url = path;
        for (const p of pathParams)
          url = url.replace(`{${p.name}}`, over[p.name] ?? encodeURIComponent(String(sample(p.schema))));
        const search = new URLSearchParams(q).toString();
        return search ? `${url}?${search}` : url;
      };
      const baseBody = bodySchema ? sample(bodySchema) : undefined;
      const inject = (url: string, payload?: unknown) => () =>
        t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...headers, 'idempotency-key': `k-${Math.random()}` },
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
      const route = `${method.toUpperCase()} ${path}`;
      for (const p of pathParams) {
        const bad = ['a%00b', ...(accepts(p.schema, 'integer') ? BIG_INTEGERS.map((n) => String(n)) : [])];
        for (const value of bad)
          all.push({ route, field: p.name, send: inject(urlWith({ [p.name]: value }), baseBody) });
      }
      for (const p of query) {
        const bad = [NUL, ...(accepts(p.schema, 'integer') ? BIG_INTEGERS.map(String) : [])];
        for (const value of bad)
          all.push({ route, field: p.name, send: inject(urlWith({}, { ...validQuery, [p.name]: value }), baseBody) });
      }
      if (bodySchema) {
        for (const { path: fieldPath, schema } of fields(bodySchema)) {
          const bad: unknown[] = [NUL, ...(accepts(schema, 'integer') ? BIG_INTEGERS : [])];
          for (const value of bad)
            all.push({ route, field: fieldPath.join('.'), send: inject(urlWith(), setAt(baseBody, fieldPath, value)) });
        }
        // A key that is not a number where the keys are ids (productIdToQuantity).
        for (const { path: fieldPath, schema } of fields(bodySchema)) {
          if (!schema.patternProperties) continue;
          all.push({
            route,
            field: [...fieldPath, 'abc'].join('.'),
            send: inject(urlWith(), setAt(baseBody, fieldPath, { abc: 1 })),
          });
        }
      }
    }
  }
  return all;
}

describe('bad input is a 400 naming the field, never a 5xx', () => {
  it('every route × every parameter and body field × NUL, 2147483648, 2^53, 1e308, a non-numeric id key', async () => {
    const list = cases();
    expect(list.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const c of list) {
      const res = await c.send();
      if (res.statusCode >= 500) {
        failures.push(`${c.route} ${c.field}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (res.statusCode !== 400) continue;
      const body = JSON.parse(res.body) as { message?: string; code?: string; errors?: Record<string, string> };
      if (body.code !== 'VALIDATION' || typeof body.message !== 'string' || !body.errors?.[c.field]) {
        failures.push(`${c.route} ${c.field}: 400 without naming it: ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a body nested 10 000 deep (20 KB) is a 400 naming the body on every JSON route, not a stack overflow', async () => {
    const deep = `{"field":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const failures: string[] = [];
    let routes = 0;
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!op.requestBody?.content['application/json']) continue;
        routes += 1;
        let url = path;
        for (const p of (op.parameters ?? []).filter((p) => p.in === 'path'))
          url = url.replace(`{${p.name}}`, encodeURIComponent(String(sample(p.schema))));
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `deep-${routes}` },
          payload: deep,
        });
        const body = res.json() as { code?: string; errors?: Record<string, string> };
        if (
          res.statusCode !== 400 ||
          body.code !== 'VALIDATION' ||
          !body.errors?.body?.includes('nested deeper than')
        ) {
          failures.push(`${method.toUpperCase()} ${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(routes).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });

  it('a body nested up to 64 levels passes the depth rule (the schema decides)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/account/api/v1/groups',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"name":${'['.repeat(63)}${']'.repeat(63)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).not.toHaveProperty('body');
  });

  it('an unpaired surrogate is a 400 naming the field everywhere, never a 500 nor a stored U+FFFD (decision 1760)', async () => {
    const post = (url: string, payload: string) =>
      t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });
    const group = await post(
      '/module/account/api/v1/groups',
      '{"name":"Ventas \\ud800","regionId":"pe-central","taskType":"LEAD"}',
    );
    expect(group.statusCode).toBe(400);
    expect(group.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { name: 'must not contain an unpaired UTF-16 surrogate (\\ud800-\\udfff) (unicode)' },
    });
    const lowHalf = await post(
      '/module/orders/api/v1/orders/calculate',
      '{"leadId":1,"productIdToQuantity":{"\\udc00":1}}',
    );
    expect(lowHalf.statusCode).toBe(400);
    expect(lowHalf.json().errors).toHaveProperty(['productIdToQuantity.\udc00']);
    // A whole emoji (a surrogate pair) is text like any other.
    const pair = await post(
      '/module/account/api/v1/groups',
      '{"name":"Ventas \\ud83d\\ude00","regionId":"pe-central","taskType":"LEAD"}',
    );
    expect(pair.statusCode, pair.body).toBe(201);
    const list = await t.app.inject({ url: '/module/account/api/v1/groups?size=1000', headers });
    const stored = (list.json().content as Array<{ id: number; name: string }>).find((g) => g.id === pair.json().id);
    expect(stored?.name).toBe('Ventas 😀');
  });

  it('a non-numeric product id key in productIdToQuantity is a 400 naming it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/orders/api/v1/orders/calculate',
      headers,
      payload: { leadId: 1, productIdToQuantity: { abc: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['productIdToQuantity.abc']);
  });
  it('a number in a path or query parameter must be decimal: 0x1F, 1e1, " 1" and 1.5 are 400s naming it (decision 1721)', async () => {
    for (const id of ['0x1F', '1e1', '%201', '1.5']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/module/orders/api/v1/orders/${id}/phone`,
        headers,
        payload: { phone: '+51987654321' },
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toMatchObject({
        code: 'VALIDATION',
        errors: { orderId: 'must be a decimal integer (type)' },
      });
    }
    const query = await t.app.inject({ url: '/module/account/api/v1/accounts?number=0&size=0x10', headers });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ size: 'must be a decimal integer (type)' });
    const decimal = await t.app.inject({ url: '/module/account/api/v1/accounts?number=0&size=16', headers });
    expect(decimal.statusCode).toBe(200);
  });

  it('a place schedule keyed by anything but a weekday is a 400 naming the key, not a 500 (decision 1721)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/delivery/api/v1/schedules/force-link',
      headers,
      payload: {
        addressId: 1,
        deliveryProviderId: 1,
        schedule: { __proto__x: 1 },
        deliveryDays: 1,
        prepay: false,
        cashOnDelivery: false,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ 'schedule.__proto__x': 'is not allowed (additionalProperties)' });
  });
});
