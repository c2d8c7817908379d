/**
 * The back-office's response serializer: fast-json-stringify, as Fastify's own, on a copy of each
 * response schema in which "this or null" is written as `nullable`. TypeBox writes a nullable
 * field as `anyOf: [X, { type: 'null' }]`, and fast-json-stringify picks an `anyOf` branch by
 * validating the value against it with Ajv — for a task that is the whole task, its lead and each
 * nullable field again, on every answer. With `nullable` it checks for null and writes X as the
 * branch would have. The route schemas (and the OpenAPI made from them) stay as they are.
 */

import build from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

type Node = Record<string, unknown>;

/** Keywords that say nothing about the value, so an `anyOf` beside them may still be rewritten. */
const ANNOTATIONS = new Set(['anyOf', 'description', 'title', 'examples']);
/** A branch written with these stays an `anyOf`: `nullable` would not mean the same thing. */
const COMPOSED = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'const', 'nullable'];

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);
const isNull = (value: unknown) => isNode(value) && value.type === 'null' && Object.keys(value).length === 1;

/** The one non-null branch of `anyOf: [X, null]` when X is a plain typed schema; else undefined. */
function nullableBranch(node: Node): Node | undefined {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  if (Object.keys(node).some((key) => !ANNOTATIONS.has(key))) return undefined;
  const other = isNull(branches[0]) ? branches[1] : isNull(branches[1]) ? branches[0] : undefined;
  if (!isNode(other) || typeof other.type !== 'string' || other.type === 'null') return undefined;
  if (COMPOSED.some((keyword) => keyword in other)) return undefined;
  return other;
}

/** A copy of `schema` with every `anyOf: [X, { type: 'null' }]` of a plain X written as X, nullable. */
export function withNullableUnions<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withNullableUnions) as T;
  if (!isNode(schema)) return schema;
  const copy: Node = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = withNullableUnions(value);
  const branch = nullableBranch(copy);
  if (!branch) return copy as T;
  const { anyOf: _branches, ...annotations } = copy;
  return { ...annotations, ...branch, nullable: true } as T;
}

export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) =>
  build(withNullableUnions(schema) as Parameters<typeof build>[0]);
