import * as contract from '@umbrella/contract';
import build from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { responseSerializerCompiler, withNullableUnions } from './response-serializer.js';

type Node = Record<string, unknown>;

/** A value of `schema`: every "this or null" takes `pick`'s side, other unions their first branch. */
function sample(schema: Node, pick: 'value' | 'null'): unknown {
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf as Node[];
    const nullable = branches.find((b) => b.type === 'null');
    const other = branches.find((b) => b.type !== 'null') as Node;
    return nullable && pick === 'null' ? null : sample(other, pick);
  }
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, Node>).map(([key, value]) => [
          key,
          sample(value, pick),
        ]),
      );
    case 'array':
      return schema.items ? [sample(schema.items as Node, pick), sample(schema.items as Node, pick)] : [];
    case 'string':
      return schema.format === 'date-time'
        ? '2026-11-29T21:40:00.000Z'
        : schema.format === 'date'
          ? '2026-11-29'
          : 'text "quoted" ü';
    case 'integer':
      return 7;
    case 'number':
      return 1.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'anything';
  }
}

const serializerOf = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (data: unknown) => string;

/** Every response shape the contract exports as an object schema with an id. */
const responseShapes = Object.entries(contract).filter(
  ([, value]) => value && typeof value === 'object' && (value as Node).type === 'object' && '$id' in (value as Node),
) as [string, Node][];

const countNullUnions = (value: unknown): number => {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countNullUnions(v), 0);
  if (!value || typeof value !== 'object') return 0;
  const node = value as Node;
  const own = Array.isArray(node.anyOf) && (node.anyOf as Node[]).some((b) => b.type === 'null') ? 1 : 0;
  return own + Object.values(node).reduce((n: number, v) => n + countNullUnions(v), 0);
};

describe('the response serializer', () => {
  it('writes every contract shape exactly as fast-json-stringify writes its schema, with values and with nulls', () => {
    expect(responseShapes.length).toBeGreaterThan(50);
    let compared = 0;
    for (const [name, schema] of responseShapes) {
      const ours = serializerOf(schema);
      const theirs = build(schema as unknown as Parameters<typeof build>[0]);
      for (const pick of ['value', 'null'] as const) {
        const data = sample(schema, pick);
        let expected: string;
        try {
          expected = theirs(data);
        } catch {
          continue; // a sample the shape's own rules refuse (a pattern, a minimum): nothing to compare
        }
        expect(ours(data), `${name} (${pick})`).toBe(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('leaves no "this or null" union for fast-json-stringify to validate in a task or an order', () => {
    for (const schema of [contract.TaskResult, contract.OrderSaved]) {
      expect(countNullUnions(schema)).toBeGreaterThan(5);
      expect(countNullUnions(withNullableUnions(schema))).toBe(0);
    }
  });

  it('keeps unions that are not "this or null", and does not touch the route schema', () => {
    const schema = {
      type: 'object',
      properties: {
        either: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
        maybe: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      },
    };
    const before = JSON.stringify(schema);
    const serialize = serializerOf(schema);
    expect(serialize({ either: 'a', maybe: null })).toBe('{"either":"a","maybe":null}');
    expect(serialize({ either: 3, maybe: 4 })).toBe('{"either":3,"maybe":4}');
    expect(JSON.stringify(schema)).toBe(before);
  });
});
