/**
 * The back-office's request validator: TypeBox, plus two rules every route gets without saying
 * so, because PostgreSQL would otherwise refuse the value mid-query with a 500:
 * - an integer is within PostgreSQL `integer` (±2 147 483 647) unless its schema says otherwise
 *   (ids such as 2147483648, 2^53 or 1e308 are a 400 naming the field, not "out of range");
 * - no string or object key holds the NUL character or an unpaired surrogate, and no value nests
 *   deeper than 64 levels (plugins/input-rules.ts);
 * - a number in a path or query parameter is written in decimal: TypeBox's conversion would read
 *   `0x1F` as 31, `1e1` as 10, ` 1` as 1 and `1.5` as the integer 1 (decision 1721).
 * Failures come out as ordinary validation errors, so plugins/errors.ts names the field.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { findInputProblem, type InputProblem, PROBLEM_MESSAGES } from './input-rules.js';

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

const DECIMAL = { integer: /^[+-]?\d+$/, number: /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/ };
type Numeral = keyof typeof DECIMAL;

const members = (node: Node): Node[] => [node, ...((node.anyOf ?? node.oneOf ?? []) as Node[])];
const accepts = (node: Node, type: string) =>
  members(node).some((m) => m.type === type || (Array.isArray(m.type) && (m.type as unknown[]).includes(type)));

/** The numeral a parameter's text must be (`integer` before `number`), or none when text is allowed. */
function numeralOf(node: Node): Numeral | undefined {
  if (accepts(node, 'string')) return undefined;
  if (accepts(node, 'integer')) return 'integer';
  return accepts(node, 'number') ? 'number' : undefined;
}

/** For path and query parameters: each numeric one (or array of them) and the numeral it must be written as. */
function numeralParameters(schema: unknown): Array<{ name: string; numeral: Numeral; many: boolean }> {
  const properties = ((schema as Node | undefined)?.properties ?? {}) as Record<string, Node>;
  return Object.entries(properties).flatMap(([name, node]) => {
    const items = members(node).find((m) => m.type === 'array')?.items as Node | undefined;
    const numeral = numeralOf(items ?? node);
    return numeral ? [{ name, numeral, many: Boolean(items) }] : [];
  });
}

/** The first parameter whose text is not a decimal numeral (an empty text is left to the schema). */
function findNonDecimal(
  value: unknown,
  parameters: ReturnType<typeof numeralParameters>,
): FastifySchemaValidationError | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const { name, numeral, many } of parameters) {
    const given = (value as Record<string, unknown>)[name];
    const texts = Array.isArray(given) ? given : [given];
    const index = texts.findIndex((text) => typeof text === 'string' && text !== '' && !DECIMAL[numeral].test(text));
    if (index < 0) continue;
    return {
      keyword: 'type',
      instancePath: many && Array.isArray(given) ? `/${name}/${index}` : `/${name}`,
      schemaPath: '#',
      params: {},
      message: `must be a decimal ${numeral}`,
    };
  }
  return undefined;
}

const KEYWORDS: Record<InputProblem['rule'], string> = { nul: 'nul', surrogate: 'unicode', depth: 'maxDepth' };

const problemError = (problem: InputProblem): FastifySchemaValidationError => ({
  keyword: KEYWORDS[problem.rule],
  instancePath: problem.path,
  schemaPath: '#',
  params: {},
  message: PROBLEM_MESSAGES[problem.rule],
});

export const requestValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const validate = TypeBoxValidatorCompiler({ ...route, schema: withIntegerBounds(route.schema) });
  const numerals =
    route.httpPart === 'params' || route.httpPart === 'querystring' ? numeralParameters(route.schema) : [];
  return (value) => {
    const problem = findInputProblem(value);
    if (problem) return { error: [problemError(problem)] };
    const nonDecimal = findNonDecimal(value, numerals);
    if (nonDecimal) return { error: [nonDecimal] };
    return validate(value);
  };
};
