/**
 * The back-office's request validator: TypeBox, plus two rules every route gets without saying
 * so, because PostgreSQL would otherwise refuse the value mid-query with a 500:
 * - an integer is within PostgreSQL `integer` (±2 147 483 647) unless its schema says otherwise
 *   (ids such as 2147483648, 2^53 or 1e308 are a 400 naming the field, not "out of range");
 * - no string or object key holds the NUL character.
 * Failures come out as ordinary validation errors, so plugins/errors.ts names the field.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { findNul, NUL_MESSAGE } from './nul-character.js';

export const INTEGER_MAX = 2_147_483_647;
export const INTEGER_MIN = -2_147_483_648;

type Node = Record<string, unknown>;

const isInteger = (node: Node) =>
  node.type === 'integer' || (Array.isArray(node.type) && (node.type as unknown[]).includes('integer'));

/** A copy of the schema in which every integer without its own bounds gets PostgreSQL's. */
export function withIntegerBounds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withIntegerBounds) as T;
  if (!schema || typeof schema !== 'object') return schema;
  // TypeBox keeps its markers ('~kind', '~optional') as non-enumerable properties: keep them as they are.
  const copy: Node = {};
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(schema))) {
    Object.defineProperty(copy, key, { ...descriptor, value: withIntegerBounds(descriptor.value) });
  }
  if (isInteger(copy)) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INTEGER_MAX;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = INTEGER_MIN;
  }
  return copy as T;
}

const nulError = (instancePath: string): FastifySchemaValidationError => ({
  keyword: 'nul',
  instancePath,
  schemaPath: '#',
  params: {},
  message: NUL_MESSAGE,
});

export const requestValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const validate = TypeBoxValidatorCompiler({ ...route, schema: withIntegerBounds(route.schema) });
  return (value) => {
    const nul = findNul(value);
    if (nul !== undefined) return { error: [nulError(nul)] };
    return validate(value);
  };
};
