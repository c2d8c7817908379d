/**
 * Issue 17's schema fuzzing: every operation of the back-office's own OpenAPI document gets
 * inputs generated from its schemas with fast-check — values the schema allows, its boundaries
 * and one past them, empty and huge strings, unicode (emoji, right-to-left marks, NUL), nulls,
 * wrong types, extra properties, arrays too long, numbers as strings, NaN-like strings,
 * malformed dates — in path parameters, query parameters and the JSON body, one field at a time
 * or the whole request at once, as a caller holding every permission in every region.
 * No answer may be a 5xx; every 400 is the house error shape and names the field it refuses
 * (decision 1721); and every status answered is one the operation declares, since the web's typed
 * client and API users take the error cases from the document.
 *
 * Reproducible: the seed is fixed (FUZZ_SEED, default below) and each route derives its own from
 * it, so adding a route leaves the others' inputs as they were. Deeper local runs:
 * `FUZZ_RUNS=200 npx vitest run --root packages/backoffice src/plugins/schema-fuzz.test.ts`.
 */
import fc from 'fast-check';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackoffice } from '../testing/build.js';
import {
  adminOverOpenApi,
  fields,
  type JsonSchema,
  type Operation,
  type Paths,
  sample,
  setAt,
  variants,
} from '../testing/openapi-schema.js';

const SEED = Number(process.env.FUZZ_SEED ?? 1721);
/** Generated requests per operation; CI keeps it small, FUZZ_RUNS goes deeper. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const HUGE = 'x'.repeat(100_000);
/** Values that break careless code whatever the field: wrong types, NaN-like and number-like strings, odd unicode, bad dates. */
const NASTY: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  2147483648,
  -2147483649,
  2 ** 53 + 1,
  1e308,
  -1e308,
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  '1e309',
  '0x1F',
  ' 1',
  '1 ',
  '1.5',
  '-1',
  '00001',
  '9007199254740993',
  '2147483648',
  '😀',
  '👨‍👩‍👧‍👦'.repeat(50),
  '\u202Eevil\u202C',
  'مرحبا',
  'a\u0000b',
  '\uD800',
  "'; DROP TABLE orders; --",
  '%',
  '_',
  '\\',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '2026-1-1',
  '31/12/2026',
  '2026-12-31T24:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '99:99',
  [],
  [null],
  {},
  { nested: { deep: [1, 'a'] } },
  HUGE,
];

type Location = { in: 'path' | 'query' | 'body'; path: string[]; schema: JsonSchema };
type Request = { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown };
type Mutation = { location?: Location; request: Request; what: string; plausible: boolean };

const int32 = { min: -2_147_483_648, max: 2_147_483_647 };
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Values the schema allows (or nearly: string lengths count graphemes loosely). */
function fromSchema(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const members = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (members.length) return fc.oneof(...members.map((m) => fromSchema(m, depth)));
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = clamp(s.minimum ?? (s.exclusiveMinimum ?? int32.min - 1) + 1, int32.min, int32.max);
      const max = clamp(s.maximum ?? (s.exclusiveMaximum ?? int32.max + 1) - 1, min, int32.max);
      return fc.integer({ min, max });
    }
    case 'number':
      return fc.double({
        min: s.minimum ?? s.exclusiveMinimum ?? -1e9,
        max: s.maximum ?? s.exclusiveMaximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'array':
      return depth > 3 || !s.items
        ? fc.constant([])
        : fc.array(fromSchema(s.items, depth + 1), {
            minLength: s.minItems ?? 0,
            maxLength: Math.min(s.maxItems ?? 4, Math.max(4, s.minItems ?? 0)),
          });
    case 'object': {
      if (depth > 3 || !s.properties) return fc.constant(sample(s));
      const shape = Object.fromEntries(
        Object.entries(s.properties).map(([name, inner]) => [name, fromSchema(inner, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: (s.required ?? []).filter((k) => k in shape) });
    }
    default:
      break;
  }
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (s.format === 'date')
    return fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern), { maxLength: 40 });
  return fc.string({
    unit: 'grapheme',
    minLength: s.minLength ?? 0,
    maxLength: Math.min(s.maxLength ?? 40, Math.max(40, s.minLength ?? 0)),
  });
}

/** A schema's edges and one step past them. */
function boundaries(s: JsonSchema): unknown[] {
  const out: unknown[] = [];
  for (const v of variants(s)) {
    if (v.minLength !== undefined) out.push('x'.repeat(v.minLength), 'x'.repeat(Math.max(0, v.minLength - 1)));
    if (v.maxLength !== undefined)
      out.push('x'.repeat(v.maxLength), 'x'.repeat(v.maxLength + 1), '😀'.repeat(v.maxLength));
    for (const bound of [v.minimum, v.maximum, v.exclusiveMinimum, v.exclusiveMaximum])
      if (bound !== undefined) out.push(bound - 1, bound, bound + 1, String(bound + 1));
    if (v.type === 'array' && v.items) {
      const item = sample(v.items);
      if (v.maxItems !== undefined) out.push(Array.from({ length: v.maxItems + 1 }, () => item));
      out.push(
        Array.from({ length: 2_000 }, () => item),
        [null],
        ['x'],
      );
    }
    if (v.type === 'object' || v.properties) {
      out.push({ ...(sample(v) as object), unexpectedExtra: 'x' }, { __proto__x: 1 });
      for (const name of v.required ?? []) {
        const missing = { ...(sample(v) as Record<string, unknown>) };
        delete missing[name];
        out.push(missing);
      }
    }
    if (v.type === 'integer' || v.type === 'number') out.push(String(sample(v)), `${String(sample(v))}abc`);
    if (v.enum?.length) out.push(`${String(v.enum[0])}x`, String(v.enum[0]).toUpperCase(), '');
  }
  return out;
}

type Generated = { value: unknown; plausible: boolean };

/** The schema as JSON Schema proper: OpenAPI's `nullable: true` becomes "or null". */
const withNull = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withNull);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const copy = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, withNull(value)]));
  return nullable ? { anyOf: [copy, { type: 'null' }] } : copy;
};
const checkers = new WeakMap<JsonSchema, (value: unknown) => boolean>();
/** Whether the field's schema allows the value (then a 400 may rightly be about another field). */
function allows(s: JsonSchema, value: unknown): boolean {
  let check = checkers.get(s);
  if (!check) {
    try {
      const compiled = Compile(withNull(s) as never);
      check = (v) => compiled.Check(v);
    } catch {
      check = () => false;
    }
    checkers.set(s, check);
  }
  return check(value);
}

/** Anything a hostile or careless caller might put in the field; `plausible` when the schema allows it. */
const hostile = (s: JsonSchema): fc.Arbitrary<Generated> => {
  const edges = boundaries(s);
  const odd = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((value): Generated => ({ value, plausible: allows(s, value) }));
  return fc.oneof(
    { weight: 3, arbitrary: fromSchema(s).map((value): Generated => ({ value, plausible: true })) },
    { weight: 3, arbitrary: odd(fc.constantFrom(...NASTY)) },
    ...(edges.length ? [{ weight: 3, arbitrary: odd(fc.constantFrom(...edges)) }] : []),
    { weight: 1, arbitrary: odd(fc.jsonValue({ maxDepth: 2 })) },
    { weight: 1, arbitrary: odd(fc.string({ unit: 'binary', maxLength: 30 })) },
  );
};

/** A string matching a pattern the usual samples do not fit (the same one every run). */
const matching = (pattern: string) =>
  fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: SEED, numRuns: 1 })[0] as string;

/** Where an operation takes input, and a request in which every input is plausible. */
function describeOperation(path: string, op: Operation) {
  const params = op.parameters ?? [];
  const locations: Location[] = params
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({ in: p.in as 'path' | 'query', path: [p.name], schema: p.schema }));
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  if (bodySchema) {
    locations.push({ in: 'body', path: [], schema: bodySchema });
    for (const f of fields(bodySchema)) locations.push({ in: 'body', path: f.path, schema: f.schema });
  }
  const base: Request = {
    params: Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, sample(p.schema, matching)])),
    query: Object.fromEntries(
      params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, sample(p.schema, matching)]),
    ),
    body: bodySchema ? sample(bodySchema, matching) : undefined,
  };
  const queryShape = Object.fromEntries(
    params.filter((p) => p.in === 'query').map((p) => [p.name, fromSchema(p.schema)]),
  );
  const requiredQuery = params.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
  const pathShape = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, fromSchema(p.schema)]),
  );
  return { path, locations, base, bodySchema, queryShape, requiredQuery, pathShape };
}

function mutations(operation: ReturnType<typeof describeOperation>): fc.Arbitrary<Mutation> {
  const { locations, base, bodySchema } = operation;
  const schemaAt = new Map(bodySchema ? fields(bodySchema).map((f) => [f.path.join('.'), f.schema]) : []);
  /** The body with a plausible value in each optional object or array on the way to `path`, so only the field itself is odd. */
  const withParents = (body: unknown, path: string[]) => {
    let out = body;
    for (let i = 1; i < path.length; i++) {
      const prefix = path.slice(0, i);
      const parent = schemaAt.get(prefix.join('.'));
      if (parent && getAt(out, prefix) === undefined) out = setAt(out, prefix, sample(parent, matching));
    }
    return out;
  };
  const one: fc.Arbitrary<Mutation>[] = locations.map((location) =>
    hostile(location.schema).map(({ value, plausible }) => {
      const request = structuredClone(base);
      if (location.in === 'path') request.params[location.path[0] as string] = value;
      else if (location.in === 'query') request.query[location.path[0] as string] = value;
      else
        request.body = location.path.length
          ? setAt(withParents(base.body, location.path), location.path, value)
          : value;
      return { location, request, plausible, what: `${location.in} ${location.path.join('.') || '(whole body)'}` };
    }),
  );
  // Every input generated at once from the schemas: all plausible, so any 400 names a field.
  const whole = fc
    .record({
      params: fc.record(operation.pathShape),
      query: fc.record(operation.queryShape, { requiredKeys: operation.requiredQuery }),
      body: bodySchema ? fromSchema(bodySchema) : fc.constant(undefined),
    })
    .map((request): Mutation => ({ request, plausible: true, what: 'every input from the schema' }));
  return one.length ? fc.oneof({ weight: 1, arbitrary: whole }, { weight: 3, arbitrary: fc.oneof(...one) }) : whole;
}

const getAt = (target: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    target,
  );

/** A value as URL text; a lone surrogate becomes U+FFFD, as a browser would send it. */
const asText = (value: unknown) =>
  Buffer.from((typeof value === 'string' ? value : JSON.stringify(value)) ?? '', 'utf8').toString('utf8');

function urlOf(path: string, request: Request): string {
  let url = path;
  for (const [name, value] of Object.entries(request.params))
    url = url.replace(`{${name}}`, encodeURIComponent(asText(value)));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, asText(item));
    else search.append(name, asText(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/** A 400 names a field when one of its fields is the mutated one, inside it, or holds it. */
function namesField(errors: Record<string, string>, message: string, field: string | undefined): boolean {
  const names = Object.keys(errors);
  if (!names.length) return false;
  if (field === undefined || field === '') return true;
  return (
    message.includes(field) ||
    names.some((name) => name === field || name.startsWith(`${field}.`) || field.startsWith(`${name}.`))
  );
}

/** A field path with its array indexes as `0`, as the schema's field list spells them. */
const shapeOf = (name: string) => name.replace(/\.\d+(?=\.|$)/g, '.0');

/** Stable per-route seed: the run seed mixed with the route's name. */
function seedFor(route: string): number {
  let hash = SEED | 0;
  for (const char of route) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

let t: TestBackoffice;
let headers: Record<string, string>;
let paths: Paths;

beforeAll(async () => {
  ({ t, headers, paths } = await adminOverOpenApi());
});
afterAll(() => t.close());

/**
 * The event stream is for a gateway holding the internal token and stays open: its one input
 * (`after`) is validated before the token is checked, so its 401s are expected.
 */
const STREAM = /\/events\/api\/v1\/stream$/;

/** Routes signed in otherwise than with a bearer token: a fresh webmaster key just before the route is fuzzed. */
const CREDENTIALS: Record<string, () => Promise<Record<string, string>>> = {
  'POST /module/intake/api/v1/leads': async () => {
    const webmaster = await t.db.selectFrom('webmasters').select('id').orderBy('id').executeTakeFirstOrThrow();
    const issued = await t.app.inject({
      method: 'POST',
      url: `/module/intake/api/v1/webmasters/${webmaster.id}/api-key`,
      headers,
    });
    return { 'x-api-key': issued.json().apiKey };
  },
};

/**
 * Answers the server gives before or around any route, not the route's own: a URL longer than the
 * router takes (414), a body over the limit (413), an unknown media type (415), rate limits (429)
 * and the database away (503). No operation lists them.
 */
const ANY_ROUTE = new Set([413, 414, 415, 429, 503]);

/** Reads before writes, deletions last, so that the caller and the data the reads see stay in place. */
const ORDER = ['get', 'post', 'put', 'patch', 'delete'];

describe('schema fuzzing: no 5xx, every 400 names the field', { timeout: 600_000 }, () => {
  it(`every operation × ${RUNS} generated requests (seed ${SEED})`, async () => {
    const operations = Object.entries(paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
      .sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
    expect(operations.length).toBeGreaterThan(200);
    const failures: string[] = [];
    let sent = 0;
    const unauthorised: string[] = [];
    const undeclared = new Set<string>();
    for (const { path, method, op } of operations) {
      const route = `${method.toUpperCase()} ${path}`;
      const operation = describeOperation(path, op);
      const credentials = await CREDENTIALS[route]?.();
      const send = (request: Request) => sendAs(credentials ?? headers, method, path, request);
      const declared = (op as { responses?: Record<string, unknown> }).responses ?? {};
      const checkDeclared = (status: number) => {
        if (ANY_ROUTE.has(status) || String(status) in declared || 'default' in declared) return;
        undeclared.add(`${route} ${status}`);
      };
      const baseline = await send(operation.base);
      checkDeclared(baseline.statusCode);
      const known = new Set(['body', ...operation.locations.map((l) => l.path.join('.'))]);
      const baselineFields = baseline.statusCode === 400 ? Object.keys(baseline.json().errors ?? {}) : [];
      for (const mutation of fc.sample(mutations(operation), { seed: seedFor(route), numRuns: RUNS })) {
        const res = await send(mutation.request);
        sent++;
        checkDeclared(res.statusCode);
        const input = () => JSON.stringify(mutation.request).slice(0, 300);
        if (res.statusCode === 401 && !STREAM.test(route)) unauthorised.push(`${route} [${mutation.what}]`);
        if (res.statusCode >= 500) {
          failures.push(`${route} [${mutation.what}] ${res.statusCode} ${res.body.slice(0, 200)} ← ${input()}`);
          continue;
        }
        if (res.statusCode !== 400) continue;
        let body: { message?: unknown; code?: unknown; errors?: unknown };
        try {
          body = JSON.parse(res.body);
        } catch {
          failures.push(`${route} [${mutation.what}] 400 not JSON: ${res.body.slice(0, 200)} ← ${input()}`);
          continue;
        }
        const errors = (body.errors ?? {}) as Record<string, string>;
        const shaped =
          typeof body.message === 'string' &&
          body.message.length > 0 &&
          (body.code === undefined || typeof body.code === 'string') &&
          typeof errors === 'object' &&
          Object.values(errors).every((e) => typeof e === 'string');
        const field = mutation.location?.path.join('.');
        const names = Object.keys(errors);
        const named =
          namesField(errors, body.message as string, field) ||
          (names.length > 0 && names.every((name) => baselineFields.includes(name))) ||
          // A value the schema allows may get the request past validation to a rule about another field.
          (mutation.plausible && names.length > 0 && names.every((name) => known.has(shapeOf(name))));
        if (!shaped || !named)
          failures.push(
            `${route} [${mutation.what}] 400 not naming ${field || 'a field'} (named ${Object.keys(errors)}; the plausible request ${baselineFields}): ${res.body.slice(0, 200)} ← ${input()}`,
          );
      }
    }
    console.info(`schema fuzz: ${operations.length} operations, ${sent} requests, seed ${SEED}`);
    expect({ failures, unauthorised, undeclared: [...undeclared] }).toEqual({
      failures: [],
      unauthorised: [],
      undeclared: [],
    });
  });
});

function sendAs(credentials: Record<string, string>, method: string, path: string, request: Request) {
  return t.app.inject({
    method: method.toUpperCase() as 'GET',
    url: urlOf(path, request),
    headers: {
      ...credentials,
      'idempotency-key': `fuzz-${Math.random()}`,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });
}
