/**
 * Walking the back-office's own OpenAPI document in tests: the JSON-schema shapes the routes
 * declare, a plausible value for a schema (so that only the field under test is wrong), every
 * field of a body as a path, and setting a value at such a path. Used by the bad-input and
 * schema-fuzz suites.
 */
import { PERMISSIONS, REGION_IDS } from '@umbrella/contract';
import { buildTestBackoffice } from './build.js';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  patternProperties?: Record<string, JsonSchema>;
};
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
};
export type Paths = Record<string, Record<string, Operation>>;

/** A schema and the members of its union, if it is one. */
export const variants = (s: JsonSchema): JsonSchema[] => [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])];

export const accepts = (s: JsonSchema, type: string) =>
  variants(s).some((v) => v.type === type || (Array.isArray(v.type) && v.type.includes(type)));

/** Strings that satisfy the patterns the API uses (dates, times, phones, codes); the first that fits is used. */
const PATTERN_SAMPLES = ['2030-01-02', '10:00', '+51987654321', 'ABC-123-456', 'x'];

/**
 * A plausible value for a schema, so that only the field under test is wrong. `matching` gives a
 * string for a pattern none of the usual samples fits.
 */
export function sample(s: JsonSchema, matching?: (pattern: string) => string): unknown {
  // A union's own schema holds no type: its first non-null member is the sample.
  const members = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  const v = (members.length ? members : [s]).find((x) => x.type !== 'null') ?? s;
  if (v.enum?.length) return v.enum[0];
  if ('const' in v) return v.const;
  if (v.type === 'object' || v.properties) {
    const out: Record<string, unknown> = {};
    for (const name of v.required ?? []) if (v.properties?.[name]) out[name] = sample(v.properties[name], matching);
    return out;
  }
  if (v.type === 'array')
    return v.items ? Array.from({ length: v.minItems ?? 1 }, () => sample(v.items as JsonSchema, matching)) : [];
  if (v.type === 'integer' || v.type === 'number') return Math.max(1, v.minimum ?? 1);
  if (v.type === 'boolean') return false;
  if (v.format === 'date-time') return new Date().toISOString();
  if (v.format === 'date') return '2030-01-02';
  const fitting = v.pattern ? PATTERN_SAMPLES.find((text) => new RegExp(v.pattern as string).test(text)) : undefined;
  if (fitting === undefined && v.pattern && matching) return matching(v.pattern);
  return fitting ?? 'x'.repeat(Math.max(1, v.minLength ?? 1));
}

/** Every field of a body schema as a path (`items.0.id`), with its schema. */
export function fields(s: JsonSchema, prefix: string[] = []): Array<{ path: string[]; schema: JsonSchema }> {
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

/** A copy of `target` with `value` at `path`, creating the objects and arrays on the way. */
export function setAt(target: unknown, path: string[], value: unknown): unknown {
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

/** A test back-office, an admin holding every permission in every region, and the paths its OpenAPI document serves. */
export async function adminOverOpenApi() {
  const t = await buildTestBackoffice();
  const headers = await t.auth('admin', { permissions: [...PERMISSIONS], regionIds: [...REGION_IDS] });
  const paths: Paths = (await t.app.inject({ url: '/module/docs/json' })).json().paths;
  return { t, headers, paths };
}
