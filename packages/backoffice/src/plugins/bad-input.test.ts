/**
 * Issue 18 "500s on bad input", driven by the API's own OpenAPI document: every route, every
 * path parameter, query parameter and body field (nested ones too) gets a NUL character and
 * integers beyond PostgreSQL `integer` (2147483648, 2^53, 1e308). No answer may be a 5xx, and a
 * 400 must name the field in the house error shape.
 */
import { PERMISSIONS, REGION_IDS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  patternProperties?: Record<string, JsonSchema>;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const NUL = 'a\u0000b';
const BIG_INTEGERS = [2147483648, 2 ** 53, 1e308];

let t: TestBackoffice;
let headers: Record<string, string>;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await buildTestBackoffice();
  headers = await t.auth('admin', { permissions: [...PERMISSIONS], regionIds: [...REGION_IDS] });
  paths = (await t.app.inject({ url: '/module/docs/json' })).json().paths;
});
afterAll(() => t.close());

const variants = (s: JsonSchema): JsonSchema[] => [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])];
const accepts = (s: JsonSchema, type: string) =>
  variants(s).some((v) => v.type === type || (Array.isArray(v.type) && v.type.includes(type)));

/** Strings that satisfy the patterns the API uses (dates, times, phones, codes); the first that fits is used. */
const PATTERN_SAMPLES = ['2030-01-02', '10:00', '+51987654321', 'ABC-123-456', 'x'];

/** A plausible value for a schema, so that only the field under test is wrong. */
function sample(s: JsonSchema): unknown {
  // A union's own schema holds no type: its first non-null member is the sample.
  const members = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  const v = (members.length ? members : [s]).find((x) => x.type !== 'null') ?? s;
  if (v.enum?.length) return v.enum[0];
  if ('const' in v) return v.const;
  if (v.type === 'object' || v.properties) {
    const out: Record<string, unknown> = {};
    for (const name of v.required ?? []) if (v.properties?.[name]) out[name] = sample(v.properties[name]);
    return out;
  }
  if (v.type === 'array')
    return v.items ? Array.from({ length: v.minItems ?? 1 }, () => sample(v.items as JsonSchema)) : [];
  if (v.type === 'integer' || v.type === 'number') return Math.max(1, v.minimum ?? 1);
  if (v.type === 'boolean') return false;
  if (v.format === 'date-time') return new Date().toISOString();
  if (v.format === 'date') return '2030-01-02';
  const fitting = v.pattern ? PATTERN_SAMPLES.find((text) => new RegExp(v.pattern as string).test(text)) : undefined;
  return fitting ?? 'x'.repeat(Math.max(1, v.minLength ?? 1));
}

/** Every field of a body schema as a path (`items.0.id`), with its schema. */
function fields(s: JsonSchema, prefix: string[] = []): Array<{ path: string[]; schema: JsonSchema }> {
  const out: Array<{ path: string[]; schema: JsonSchema }> = [];
  for (const v of variants(s)) {
    for (const [name, inner] of Object.entries(v.properties ?? {})) {
      out.push({ path: [...prefix, name], schema: inner });
      out.push(...fields(inner, [...prefix, name]));
    }
    if (v.type === 'array' && v.items) out.push(...fields(v.items, [...prefix, '0']));
  }
  return out;
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  const root = structuredClone(target ?? {}) as Record<string, unknown>;
  let node: Record<string, unknown> = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = /^\d+$/.test(path[i + 1] as string) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  return root;
}

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
        query.filter((p) => (p as { required?: boolean }).required).map((p) => [p.name, String(sample(p.schema))]),
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
});
